import type * as React from 'react';
import { DataTable, type DataTableProps } from '@/components/data-table';
import { type ListQueryState, ListStates } from './list-states';
import type { ListFiltered } from './use-list-params';

/** One page of a list the server pages ({ items, page, pageSize, total }). */
export interface ListPage<Row> {
  items: Row[];
  page: number;
  pageSize: number;
  total: number;
  /** The count stopped at the server's cap: `total` is a lower bound (packages/shared paging). */
  totalCapped?: boolean;
}

/**
 * The list screens' commonest body: a server-paged query in its loading, error and empty states
 * (ListStates), then its page in a DataTable whose pager calls `onPageChange`.
 */
export function PagedList<Row>({
  query,
  loadingLabel,
  loading,
  errorTitle,
  empty,
  filtered,
  noMatchTitle,
  onPageChange,
  ...table
}: {
  query: ListQueryState<ListPage<Row>>;
  loadingLabel: string;
  /** Replaces the default skeleton (one shaped like the table, say). */
  loading?: React.ReactNode;
  errorTitle: string;
  empty: React.ReactNode;
  /** `list.filtered`: an empty page under a search or filter says "no match" (see ListStates). */
  filtered?: ListFiltered;
  noMatchTitle?: string;
  onPageChange: (page: number) => void;
} & Omit<DataTableProps<Row>, 'data' | 'serverPage'>) {
  return (
    <ListStates
      query={query}
      isEmpty={(data) => data.total === 0}
      loadingLabel={loadingLabel}
      loading={loading}
      errorTitle={errorTitle}
      empty={empty}
      filtered={filtered}
      noMatchTitle={noMatchTitle}
    >
      {(data) => (
        <DataTable
          {...table}
          data={data.items}
          serverPage={{
            page: data.page,
            pageSize: data.pageSize,
            total: data.total,
            totalCapped: data.totalCapped,
            onPageChange,
          }}
        />
      )}
    </ListStates>
  );
}
