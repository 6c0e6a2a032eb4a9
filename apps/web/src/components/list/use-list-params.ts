import type { SortingState, Updater } from '@tanstack/react-table';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** A filter held in the address: its allowed values and the one meaning 'no filter' (left out). */
export interface ListFilter {
  values: readonly string[];
  default: string;
}

export interface ListParamsOptions<Filter extends string> {
  filters?: Record<Filter, ListFilter>;
  /** Sortable column ids; a `sort` naming another is ignored. */
  sortable?: readonly string[];
  defaultSort?: { id: string; desc: boolean };
  pageSize?: number;
  /** Address keys of filters a screen keeps beside the kit's (a vendor picker): they narrow the list too. */
  extraFilters?: readonly string[];
}

/** What a list asks the server for: put it in the query key and the request's query string. */
export interface ListQuery<Filter extends string> {
  search: string;
  sort: { id: string; desc: boolean } | null;
  page: number;
  pageSize: number;
  filters: Record<Filter, string>;
}

/**
 * Whether a search or a filter narrows a list, and how to clear them: what lets ListStates tell
 * "nothing matches" from "nothing yet".
 */
export interface ListFiltered {
  active: boolean;
  clear: () => void;
}

type Changes = Record<string, string | null>;

/** `-createdAt` → createdAt descending; `name` → name ascending. */
function readSort(text: string | null, sortable: readonly string[]) {
  if (!text) return null;
  const desc = text.startsWith('-');
  const id = desc ? text.slice(1) : text;
  return sortable.includes(id) ? { id, desc } : null;
}

/**
 * A list screen's search, filters, sorting and page, held in the address's query string (`search`,
 * each filter's key, `sort` as `column` or `-column`, `page` from 1), so a list can be shared and
 * the back button steps through filter, sort and page changes. A value at its default is left out
 * of the address; changing the search, a filter or the sort goes back to page 1. Typing in the search
 * box replaces the entry rather than adding one per keystroke.
 */
/** The list's state as the address holds it; unknown values fall back to the defaults. */
function readListQuery<Filter extends string>(
  params: URLSearchParams,
  {
    filters,
    sortable = [],
    defaultSort,
    pageSize,
  }: Pick<ListParamsOptions<Filter>, 'filters' | 'sortable' | 'defaultSort'> & { pageSize: number },
): ListQuery<Filter> {
  const filterValues = {} as Record<Filter, string>;
  for (const [key, filter] of Object.entries(filters ?? {}) as [Filter, ListFilter][]) {
    const value = params.get(key);
    filterValues[key] = value !== null && filter.values.includes(value) ? value : filter.default;
  }
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    search: params.get('search') ?? '',
    sort: readSort(params.get('sort'), sortable) ?? defaultSort ?? null,
    page: Number.isSafeInteger(page) && page > 0 ? page : 1,
    pageSize,
    filters: filterValues,
  };
}

export function useListParams<Filter extends string = never>({
  filters,
  sortable = [],
  defaultSort,
  pageSize = 20,
  extraFilters = [],
}: ListParamsOptions<Filter> = {}) {
  const [params, setParams] = useSearchParams();

  const set = useCallback(
    (changes: Changes, { replace = false }: { replace?: boolean } = {}) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === '') next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace },
      ),
    [setParams],
  );

  const query = useMemo(
    () => readListQuery(params, { filters, sortable, defaultSort, pageSize }),
    [params, filters, sortable, defaultSort, pageSize],
  );

  const sorting: SortingState = query.sort ? [query.sort] : [];
  const filterKeys = Object.keys(filters ?? {}) as Filter[];
  const filtered: ListFiltered = {
    active:
      query.search !== '' ||
      filterKeys.some((key) => query.filters[key] !== filters?.[key].default) ||
      extraFilters.some((key) => (params.get(key) ?? '') !== ''),
    clear: () =>
      set({
        search: null,
        page: null,
        ...Object.fromEntries([...filterKeys, ...extraFilters].map((key) => [key, null])),
      }),
  };

  return {
    query,
    sorting,
    setSearch: (text: string) => set({ search: text, page: null }, { replace: true }),
    setFilter: (key: Filter, value: string) => {
      const filter = filters?.[key];
      set({ [key]: value === filter?.default ? null : value, page: null });
    },
    setSorting: (updater: Updater<SortingState>) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      const first = next[0];
      const isDefault = first?.id === defaultSort?.id && first?.desc === defaultSort?.desc;
      set({ sort: !first || isDefault ? null : `${first.desc ? '-' : ''}${first.id}`, page: null });
    },
    /** Whether a search or filter narrows the list, and the way back to all of it (for ListStates). */
    filtered,
    setPage: (page: number) => set({ page: page <= 1 ? null : String(page) }),
    /**
     * Any other value of the address (an open dialog's id); replaces the entry by default. An extra
     * filter's change goes back to page 1, as every filter's does.
     */
    setParam: (key: string, value: string | null, options: { replace?: boolean } = { replace: true }) =>
      set(extraFilters.includes(key) ? { [key]: value, page: null } : { [key]: value }, options),
    params,
  };
}

/** The query string a list's fetcher sends: search, sort, page, pageSize and the set filters. */
export function listQueryString<Filter extends string>(
  query: ListQuery<Filter>,
  { paged = true }: { paged?: boolean } = {},
): string {
  const search = new URLSearchParams();
  if (query.search) search.set('search', query.search);
  for (const [key, value] of Object.entries(query.filters) as [string, string][]) search.set(key, value);
  if (query.sort) search.set('sort', `${query.sort.desc ? '-' : ''}${query.sort.id}`);
  if (paged) {
    search.set('page', String(query.page));
    search.set('pageSize', String(query.pageSize));
  }
  return search.toString();
}
