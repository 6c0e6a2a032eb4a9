import {
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  type OnChangeFn,
  type RowData,
  type RowSelectionState,
  type SortingState,
  useReactTable,
} from '@tanstack/react-table';
import { ArrowDownIcon, ArrowUpDownIcon, ArrowUpIcon } from 'lucide-react';
import { Fragment, type ReactNode, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { useIsMobile } from '@/lib/use-mobile';
import { cn } from '@/lib/utils';
import { columnLabel, DataCards } from './data-cards';

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
}

/** Previous and Next over server pages, with "Page n of m" (DataTable's, and card grids'). */
export function PageNav({
  page,
  pageCount,
  onPage,
}: {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}) {
  return (
    <nav aria-label="Pagination" className="flex items-center justify-end gap-2">
      <span className="text-muted-foreground text-sm">
        Page {page} of {pageCount}
      </span>
      <Button variant="outline" size="sm" onClick={() => onPage(page - 1)} disabled={page <= 1}>
        Previous
      </Button>
      <Button variant="outline" size="sm" onClick={() => onPage(page + 1)} disabled={page >= pageCount}>
        Next
      </Button>
    </nav>
  );
}

/**
 * The column named 'actions' holds a row's action (Respond, Edit, Remove): it stays in view at the
 * table's right edge however wide the rest is, and sits at the foot of each card on a phone.
 */
export const ACTIONS_COLUMN_ID = 'actions';

const stickyActionClass =
  'sticky right-0 z-[1] bg-background shadow-[-6px_0_6px_-6px_color-mix(in_oklab,var(--foreground)_25%,transparent)]';

/**
 * The list-screen table (TanStack Table). Sorting and paging happen on the server when `sorting` /
 * `serverPage` are given (state in the address: useListParams), else in the browser. Columns sort
 * only with `enableSorting: true`. `bulkActions` adds row selection. Loading, error and empty
 * states around it: ListStates. Below 768 px (a phone) each row is a card of labelled lines instead
 * (DataCards), since no table of several columns fits there; `meta.detail` columns go under their row.
 */
export function DataTable<Row>({
  columns,
  data,
  caption,
  emptyMessage = 'No results.',
  getRowId,
  pageSize,
  sorting: serverSorting,
  onSortingChange,
  serverPage,
  bulkActions,
  rowLabel,
}: DataTableProps<Row>) {
  const [localSorting, setLocalSorting] = useState<SortingState>([]);
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  const manualSorting = serverSorting !== undefined && onSortingChange !== undefined;
  const asCards = useIsMobile();
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

  const allColumns = useMemo((): ColumnDef<Row, unknown>[] => {
    if (!bulkActions) return columns;
    const select: ColumnDef<Row, unknown> = {
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
    return [select, ...columns];
  }, [columns, bulkActions, rowLabel]);

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

  const selected = table.getSelectedRowModel().rows.map((row) => row.original);
  const rows = table.getRowModel().rows;
  const visibleColumnCount = table.getVisibleLeafColumns().length;
  const cellClass = (columnId: string, className: string | undefined) =>
    cn(className, columnId === ACTIONS_COLUMN_ID && stickyActionClass);

  return (
    <div className="flex flex-col gap-3">
      {bulkActions && selected.length > 0 && (
        <div
          role="toolbar"
          aria-label="Bulk actions"
          className="flex flex-wrap items-center gap-2 rounded-md border bg-muted/50 p-2"
        >
          <span className="px-1 font-medium text-sm" aria-live="polite">
            {selected.length} selected
          </span>
          {bulkActions(selected, () => setRowSelection({}))}
        </div>
      )}
      {asCards ? (
        <DataCards
          table={table}
          caption={caption}
          emptyMessage={emptyMessage}
          actionsColumnId={ACTIONS_COLUMN_ID}
        />
      ) : (
        <div className="rounded-md border">
          <Table>
            <TableCaption className="sr-only">{caption}</TableCaption>
            <TableHeader>
              {table.getHeaderGroups().map((group) => (
                <TableRow key={group.id}>
                  {group.headers.map((header) => {
                    const sorted = header.column.getIsSorted();
                    const label = header.isPlaceholder
                      ? null
                      : flexRender(header.column.columnDef.header, header.getContext());
                    const SortIcon =
                      sorted === 'asc' ? ArrowUpIcon : sorted === 'desc' ? ArrowDownIcon : ArrowUpDownIcon;
                    return (
                      <TableHead
                        key={header.id}
                        className={cellClass(header.column.id, header.column.columnDef.meta?.className)}
                        aria-sort={
                          sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined
                        }
                      >
                        {header.column.getCanSort() ? (
                          <Button variant="ghost" size="sm" onClick={header.column.getToggleSortingHandler()}>
                            {label}
                            <SortIcon aria-hidden="true" />
                          </Button>
                        ) : (
                          label
                        )}
                      </TableHead>
                    );
                  })}
                </TableRow>
              ))}
            </TableHeader>
            <TableBody>
              {rows.length ? (
                rows.map((row) => {
                  const details = row.getAllCells().filter((cell) => !cell.column.getIsVisible());
                  return (
                    <Fragment key={row.id}>
                      <TableRow
                        data-state={row.getIsSelected() ? 'selected' : undefined}
                        className={details.length > 0 ? 'border-b-0' : undefined}
                      >
                        {row.getVisibleCells().map((cell) => (
                          <TableCell
                            key={cell.id}
                            className={cellClass(cell.column.id, cell.column.columnDef.meta?.className)}
                          >
                            {flexRender(cell.column.columnDef.cell, cell.getContext())}
                          </TableCell>
                        ))}
                      </TableRow>
                      {details.length > 0 && (
                        <TableRow data-state={row.getIsSelected() ? 'selected' : undefined}>
                          <TableCell colSpan={visibleColumnCount} className="whitespace-normal pt-0">
                            <dl className="flex flex-wrap gap-x-8 gap-y-1 text-sm">
                              {details.map((cell) => (
                                <div key={cell.id} className="flex min-w-0 gap-2">
                                  <dt className="text-muted-foreground">{columnLabel(table, cell.column)}</dt>
                                  <dd>{flexRender(cell.column.columnDef.cell, cell.getContext())}</dd>
                                </div>
                              ))}
                            </dl>
                          </TableCell>
                        </TableRow>
                      )}
                    </Fragment>
                  );
                })
              ) : (
                <TableRow>
                  <TableCell colSpan={visibleColumnCount} className="h-24 text-center text-muted-foreground">
                    {emptyMessage}
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </div>
      )}
      {serverPage
        ? serverPage.total > serverPage.pageSize && (
            <PageNav
              page={serverPage.page}
              pageCount={Math.max(1, Math.ceil(serverPage.total / serverPage.pageSize))}
              onPage={serverPage.onPageChange}
            />
          )
        : pageSize &&
          table.getPageCount() > 1 && (
            <PageNav
              page={table.getState().pagination.pageIndex + 1}
              pageCount={table.getPageCount()}
              onPage={(page) => table.setPageIndex(page - 1)}
            />
          )}
    </div>
  );
}
