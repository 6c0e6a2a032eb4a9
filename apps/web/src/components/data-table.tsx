import {
  type ColumnDef,
  getCoreRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  type OnChangeFn,
  type RowData,
  type RowSelectionState,
  type SortingState,
  type Table as TanStackTable,
  useReactTable,
} from '@tanstack/react-table';
import { type ReactNode, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Table, TableCaption } from '@/components/ui/table';
import { useIsMobile } from '@/lib/use-mobile';
import { DataCards } from './data-cards';
import { ACTIONS_COLUMN_ID, DataTableBody, DataTableHeader } from './data-table-rows';

declare module '@tanstack/react-table' {
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Classes for the column's cells and header (text-right for amounts). */
    className?: string;
    /**
     * A detail, not a column: drawn on a line of its own under the row, labelled with its header, so
     * the table keeps few enough columns to fit 1280 px without sideways scrolling (on a card it is
     * one more labelled line).
     */
    detail?: boolean;
  }
}

/** A page the server chose: which one, its size and how many rows match in all. */
export interface ServerPage {
  page: number;
  pageSize: number;
  total: number;
  /** The server's count stopped short (packages/shared paging, LIST_COUNT_CAP): `total` is a lower bound. */
  totalCapped?: boolean;
  onPageChange: (page: number) => void;
}

export interface DataTableProps<Row> {
  columns: ColumnDef<Row, unknown>[];
  data: Row[];
  /** Read by screen readers; names the table. */
  caption: string;
  emptyMessage?: ReactNode;
  getRowId?: (row: Row) => string;
  /** Pages in the browser, this many rows a page (a list the server sends whole). */
  pageSize?: number;
  /**
   * Sorted by the server: the current sort and where a header's click sends the next one (the
   * address, through useListParams). Without these, sortable columns sort in the browser.
   */
  sorting?: SortingState;
  onSortingChange?: OnChangeFn<SortingState>;
  /** Paged by the server: `data` is one page. */
  serverPage?: ServerPage;
  /** Bulk selection: a checkbox a row, and the actions for the chosen rows above the table. */
  bulkActions?: (selected: Row[], clearSelection: () => void) => ReactNode;
  /** Names a row for its checkbox ('Select order 1234'). */
  rowLabel?: (row: Row) => string;
  /** Classes for a row (and its card on a phone): a row that needs attention stands out. */
  rowClassName?: (row: Row) => string | undefined;
}

/** Previous and Next over server pages, with "Page n of m" (DataTable's, and card grids'). */
export function PageNav({
  page,
  pageCount,
  onPage,
  morePages = false,
}: {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  /** The server stopped counting (totalCapped): there are more pages than `pageCount`. */
  morePages?: boolean;
}) {
  return (
    <nav aria-label="Pagination" className="flex items-center justify-end gap-2">
      <span className="text-muted-foreground text-sm">
        Page {page} of {pageCount}
        {morePages ? '+' : ''}
      </span>
      <Button variant="outline" size="sm" onClick={() => onPage(page - 1)} disabled={page <= 1}>
        Previous
      </Button>
      <Button
        variant="outline"
        size="sm"
        onClick={() => onPage(page + 1)}
        disabled={page >= pageCount && !morePages}
      >
        Next
      </Button>
    </nav>
  );
}

export { ACTIONS_COLUMN_ID };

/** The select column bulk actions add: a checkbox a row and select-all in the header. */
function selectColumn<Row>(rowLabel: DataTableProps<Row>['rowLabel']): ColumnDef<Row, unknown> {
  return {
    id: 'select',
    enableSorting: false,
    header: ({ table }) => (
      <Checkbox
        aria-label="Select all rows"
        checked={
          table.getIsAllRowsSelected() ? true : table.getIsSomeRowsSelected() ? 'indeterminate' : false
        }
        onCheckedChange={(checked) => table.toggleAllRowsSelected(checked === true)}
      />
    ),
    cell: ({ row }) => (
      <Checkbox
        aria-label={rowLabel ? rowLabel(row.original) : `Select row ${row.index + 1}`}
        checked={row.getIsSelected()}
        onCheckedChange={(checked) => row.toggleSelected(checked === true)}
      />
    ),
  };
}

/** The TanStack table behind DataTable: sort and page on the server or here, detail columns hidden. */
function useDataTable<Row>(
  {
    columns,
    data,
    getRowId,
    pageSize,
    sorting: serverSorting,
    onSortingChange,
    serverPage,
    bulkActions,
    rowLabel,
  }: DataTableProps<Row>,
  asCards: boolean,
) {
  const [localSorting, setLocalSorting] = useState<SortingState>([]);
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  const manualSorting = serverSorting !== undefined && onSortingChange !== undefined;
  const columnVisibility = useMemo(
    () =>
      Object.fromEntries(
        columns.flatMap((column) => {
          const id = column.id ?? ('accessorKey' in column ? String(column.accessorKey) : undefined);
          return column.meta?.detail && id !== undefined ? [[id, asCards]] : [];
        }),
      ),
    [columns, asCards],
  );
  const allColumns = useMemo(
    (): ColumnDef<Row, unknown>[] => (bulkActions ? [selectColumn(rowLabel), ...columns] : columns),
    [columns, bulkActions, rowLabel],
  );
  const table = useReactTable({
    data,
    columns: allColumns,
    getRowId,
    state: { sorting: manualSorting ? serverSorting : localSorting, rowSelection, columnVisibility },
    onSortingChange: manualSorting ? onSortingChange : setLocalSorting,
    onRowSelectionChange: setRowSelection,
    enableRowSelection: bulkActions !== undefined,
    manualSorting,
    enableSortingRemoval: true,
    getCoreRowModel: getCoreRowModel(),
    ...(manualSorting ? {} : { getSortedRowModel: getSortedRowModel() }),
    ...(pageSize && !serverPage
      ? { getPaginationRowModel: getPaginationRowModel(), initialState: { pagination: { pageSize } } }
      : {}),
    manualPagination: serverPage !== undefined,
    // A column sorts only when it says so (enableSorting: true).
    defaultColumn: { enableSorting: false },
  });
  return { table, clearSelection: () => setRowSelection({}) };
}

/** The chosen rows' count and the screen's actions for them, above the table. */
function BulkToolbar({ count, children }: { count: number; children: ReactNode }) {
  return (
    <div
      role="toolbar"
      aria-label="Bulk actions"
      className="flex flex-wrap items-center gap-2 rounded-md border bg-muted/50 p-2"
    >
      <span className="px-1 font-medium text-sm" aria-live="polite">
        {count} selected
      </span>
      {children}
    </div>
  );
}

/** Page n of m under the table: the server's pages, or the browser's when `pageSize` pages here. */
function DataTablePager<Row>({
  table,
  pageSize,
  serverPage,
}: {
  table: TanStackTable<Row>;
  pageSize?: number;
  serverPage?: ServerPage;
}) {
  if (serverPage) {
    if (serverPage.total <= serverPage.pageSize && !serverPage.totalCapped) return null;
    return (
      <PageNav
        page={serverPage.page}
        pageCount={Math.max(1, Math.ceil(serverPage.total / serverPage.pageSize))}
        onPage={serverPage.onPageChange}
        morePages={serverPage.totalCapped}
      />
    );
  }
  if (!pageSize || table.getPageCount() <= 1) return null;
  return (
    <PageNav
      page={table.getState().pagination.pageIndex + 1}
      pageCount={table.getPageCount()}
      onPage={(page) => table.setPageIndex(page - 1)}
    />
  );
}

/**
 * The list-screen table (TanStack Table). Sorting and paging happen on the server when `sorting` /
 * `serverPage` are given (state in the address: useListParams), else in the browser. Columns sort
 * only with `enableSorting: true`. `bulkActions` adds row selection. Loading, error and empty
 * states around it: ListStates. Below 768 px (a phone) each row is a card of labelled lines instead
 * (DataCards), since no table of several columns fits there; `meta.detail` columns go under their row.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { caption, emptyMessage = 'No results.', pageSize, serverPage, bulkActions, rowClassName } = props;
  const asCards = useIsMobile();
  const { table, clearSelection } = useDataTable(props, asCards);
  const selected = table.getSelectedRowModel().rows.map((row) => row.original);

  return (
    <div className="flex flex-col gap-3">
      {bulkActions && selected.length > 0 && (
        <BulkToolbar count={selected.length}>{bulkActions(selected, clearSelection)}</BulkToolbar>
      )}
      {asCards ? (
        <DataCards
          table={table}
          caption={caption}
          emptyMessage={emptyMessage}
          actionsColumnId={ACTIONS_COLUMN_ID}
          rowClassName={rowClassName}
        />
      ) : (
        <div className="rounded-md border">
          <Table>
            <TableCaption className="sr-only">{caption}</TableCaption>
            <DataTableHeader table={table} />
            <DataTableBody table={table} emptyMessage={emptyMessage} rowClassName={rowClassName} />
          </Table>
        </div>
      )}
      <DataTablePager table={table} pageSize={pageSize} serverPage={serverPage} />
    </div>
  );
}
