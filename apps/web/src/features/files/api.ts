import type {
  AdminFileList,
  DeleteFilesResult,
  FileKind,
  FileOwnerList,
  FileStorageSummary,
} from '@party/shared';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const filesQueryKey = ['admin', 'files'] as const;
const base = '/api/admin/files';

/** What both file screens ask the server for (sizes in bytes; empty text means no filter). */
export interface FileFilters {
  search: string;
  kind: 'all' | FileKind;
  purpose: string;
  ownerId: string;
  from: string;
  to: string;
  minSize: string;
  maxSize: string;
  sort: string;
  page: number;
  pageSize: number;
}

/** One page of uploads, searched, filtered and sorted by the server. */
export function filesQueryOptions(filters: FileFilters) {
  const search = new URLSearchParams({
    kind: filters.kind,
    sort: filters.sort,
    page: String(filters.page),
    pageSize: String(filters.pageSize),
  });
  for (const key of ['search', 'purpose', 'ownerId', 'from', 'to', 'minSize', 'maxSize'] as const)
    if (filters[key]) search.set(key, filters[key]);
  return queryOptions({
    queryKey: [...filesQueryKey, 'list', filters],
    queryFn: ({ signal }) => api.get<AdminFileList>(`${base}?${search}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Storage used: in total, by type and by purpose. */
export const storageSummaryQueryOptions = queryOptions({
  queryKey: [...filesQueryKey, 'summary'],
  queryFn: ({ signal }) => api.get<FileStorageSummary>(`${base}/summary`, { signal }),
});

/** Advanced Files: uploads grouped by owner, one page. */
export function fileOwnersQueryOptions(query: { search: string; page: number; pageSize: number }) {
  const search = new URLSearchParams({ page: String(query.page), pageSize: String(query.pageSize) });
  if (query.search) search.set('search', query.search);
  return queryOptions({
    queryKey: [...filesQueryKey, 'owners', query],
    queryFn: ({ signal }) => api.get<FileOwnerList>(`${base}/owners?${search}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export const filePreviewUrl = (id: string) => `${base}/${encodeURIComponent(id)}/preview`;
export const fileDownloadUrl = (id: string) => `${base}/${encodeURIComponent(id)}/download`;

/** Deletes the chosen files (all or nothing); every list, total and owner group reads again. */
export function useDeleteFiles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => api.post<DeleteFilesResult>(`${base}/delete`, { ids }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: filesQueryKey }),
  });
}
