import { flexRender, type Table } from '@tanstack/react-table';
import { ArrowDownIcon, ArrowUpDownIcon, ArrowUpIcon } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/utils';
import { columnLabel } from './data-cards';

/**
 * The column named 'actions' holds a row's action (Respond, Edit, Remove): it stays in view at the
 * table's right edge however wide the rest is, and sits at the foot of each card on a phone.
 */
export const ACTIONS_COLUMN_ID = 'actions';

const stickyActionClass =
  'sticky right-0 z-[1] bg-background shadow-[-6px_0_6px_-6px_color-mix(in_oklab,var(--foreground)_25%,transparent)]';

/** The actions column stays pinned at the table's right edge (ACTIONS_COLUMN_ID). */
const cellClass = (columnId: string, className: string | undefined) =>
  cn(className, columnId === ACTIONS_COLUMN_ID && stickyActionClass);

/** DataTable's header row: a sortable column's header is a button with its direction's arrow. */
export function DataTableHeader<Row>({ table }: { table: Table<Row> }) {
  return (
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
                aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
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
  );
}

/** DataTable's rows, each with its `meta.detail` cells on a labelled line under it; or the empty message. */
export function DataTableBody<Row>({
  table,
  emptyMessage,
  rowClassName,
}: {
  table: Table<Row>;
  emptyMessage: ReactNode;
  rowClassName?: (row: Row) => string | undefined;
}) {
  const rows = table.getRowModel().rows;
  const visibleColumnCount = table.getVisibleLeafColumns().length;
  if (rows.length === 0) {
    return (
      <TableBody>
        <TableRow>
          <TableCell colSpan={visibleColumnCount} className="h-24 text-center text-muted-foreground">
            {emptyMessage}
          </TableCell>
        </TableRow>
      </TableBody>
    );
  }
  return (
    <TableBody>
      {rows.map((row) => {
        const details = row.getAllCells().filter((cell) => !cell.column.getIsVisible());
        const state = row.getIsSelected() ? 'selected' : undefined;
        const own = rowClassName?.(row.original);
        return (
          <Fragment key={row.id}>
            <TableRow data-state={state} className={cn(details.length > 0 && 'border-b-0', own)}>
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
              <TableRow data-state={state} className={own}>
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
      })}
    </TableBody>
  );
}
