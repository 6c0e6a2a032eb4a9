import { type FileKind, fileKinds } from '@party/shared';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { useListParams } from '@/components/list/use-list-params';
import type { FileFilters } from './api';

const listOptions = {
  filters: { kind: { values: ['all', ...fileKinds], default: 'all' } },
  sortable: ['createdAt', 'sizeBytes', 'originalName'],
  defaultSort: { id: 'createdAt', desc: true },
  pageSize: 20,
};

/** Address keys of the filters beyond the list kit's search and type: sizes are typed in KB. */
export const extraFilterKeys = ['purpose', 'owner', 'from', 'to', 'minKb', 'maxKb'] as const;
export type ExtraFilterKey = (typeof extraFilterKeys)[number];

const kbToBytes = (kb: string) => {
  const value = Number(kb);
  return kb.trim() !== '' && Number.isFinite(value) && value >= 0 ? String(Math.round(value * 1024)) : '';
};

/**
 * The file screens' search, type, sort and page (the list kit) and their other filters, all in the
 * address; changing any filter goes back to page 1 in one history entry.
 */
export function useFileFilters() {
  const list = useListParams({ ...listOptions, extraFilters: extraFilterKeys });
  const [, setParams] = useSearchParams();
  const read = (key: ExtraFilterKey) => list.params.get(key) ?? '';
  const setFilters = useCallback(
    (changes: Partial<Record<ExtraFilterKey, string>>) =>
      setParams((prev) => {
        const next = new URLSearchParams(prev);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        next.delete('page');
        return next;
      }),
    [setParams],
  );
  const sort = list.query.sort;
  const filters: FileFilters = {
    search: list.query.search,
    kind: list.query.filters.kind as 'all' | FileKind,
    purpose: read('purpose'),
    ownerId: read('owner'),
    from: read('from'),
    to: read('to'),
    minSize: kbToBytes(read('minKb')),
    maxSize: kbToBytes(read('maxKb')),
    sort: sort ? `${sort.desc ? '-' : ''}${sort.id}` : '-createdAt',
    page: list.query.page,
    pageSize: list.query.pageSize,
  };
  return { list, filters, read, setFilters };
}
