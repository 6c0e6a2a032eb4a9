import { type Column, flexRender, type Table, type Row as TableRow } from '@tanstack/react-table';
import { ArrowDownIcon, ArrowUpDownIcon, ArrowUpIcon } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { cn } from '@/lib/utils';

/** A column's header as a label: its text, or what its header renders (a hidden column: its id). */
export function columnLabel<Row>(table: Table<Row>, column: Column<Row, unknown>): ReactNode {
  const header = column.columnDef.header;
  if (typeof header === 'string') return header;
  const drawn = table.getFlatHeaders().find((candidate) => candidate.column.id === column.id);
  return drawn ? flexRender(header, drawn.getContext()) : column.id;
}

/** Above the cards: select-all and the sortable columns as buttons (no header row to hold them). */
function CardControls<Row>({ table }: { table: Table<Row> }) {
  const sortable = table.getVisibleLeafColumns().filter((column) => column.getCanSort());
  const selectable = table.options.enableRowSelection === true;
  if (sortable.length === 0 && !selectable) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      {selectable && (
        <Checkbox
          aria-label="Select all rows"
          checked={
            table.getIsAllRowsSelected() ? true : table.getIsSomeRowsSelected() ? 'indeterminate' : false
          }
          onCheckedChange={(checked) => table.toggleAllRowsSelected(checked === true)}
        />
      )}
      {sortable.length > 0 && (
        // biome-ignore lint/a11y/useSemanticElements: a group of buttons, not a form's fieldset
        <div role="group" aria-label="Sort by" className="flex flex-wrap gap-2">
          {sortable.map((column) => {
            const sorted = column.getIsSorted();
            const SortIcon =
              sorted === 'asc' ? ArrowUpIcon : sorted === 'desc' ? ArrowDownIcon : ArrowUpDownIcon;
            return (
              <Button
                key={column.id}
                variant="outline"
                size="sm"
                aria-pressed={sorted !== false}
                onClick={column.getToggleSortingHandler()}
              >
                {columnLabel(table, column)}
                <SortIcon aria-hidden="true" />
              </Button>
            );
          })}
        </div>
      )}
    </div>
  );
}

/** One row as a card: its checkbox, a labelled line a cell, the row's action at the foot. */
function DataCard<Row>({
  table,
  row,
  actionsColumnId,
  className,
}: {
  table: Table<Row>;
  row: TableRow<Row>;
  actionsColumnId: string;
  className?: string;
}) {
  const cells = row.getVisibleCells();
  const select = cells.find((cell) => cell.column.id === 'select');
  const action = cells.find((cell) => cell.column.id === actionsColumnId);
  const lines = cells.filter((cell) => cell !== select && cell !== action);
  return (
    <li
      data-state={row.getIsSelected() ? 'selected' : undefined}
      className={cn(
        'flex min-w-0 flex-col gap-3 rounded-md border p-3 data-[state=selected]:bg-muted',
        className,
      )}
    >
      {select && flexRender(select.column.columnDef.cell, select.getContext())}
      <dl className="grid grid-cols-[minmax(5rem,auto)_minmax(0,1fr)] gap-x-3 gap-y-1.5 text-sm">
        {lines.map((cell) => (
          <Fragment key={cell.id}>
            <dt className="text-muted-foreground">{columnLabel(table, cell.column)}</dt>
            <dd className="min-w-0 break-words [&_*]:whitespace-normal">
              {flexRender(cell.column.columnDef.cell, cell.getContext())}
            </dd>
          </Fragment>
        ))}
      </dl>
      {action && (
        <div className="flex flex-wrap justify-end gap-2">
          {flexRender(action.column.columnDef.cell, action.getContext())}
        </div>
      )}
    </li>
  );
}

/**
 * DataTable's rows on a phone: one card a row, each cell a labelled line, the row's action
 * ('actions' column) at the card's foot where it is always in reach, and the sortable columns and
 * select-all as buttons above the cards (no header row to hold them).
 */
export function DataCards<Row>({
  table,
  caption,
  emptyMessage,
  actionsColumnId,
  rowClassName,
}: {
  table: Table<Row>;
  caption: string;
  emptyMessage: ReactNode;
  actionsColumnId: string;
  rowClassName?: (row: Row) => string | undefined;
}) {
  const rows = table.getRowModel().rows;
  return (
    <div className="flex flex-col gap-3">
      <CardControls table={table} />
      {rows.length === 0 ? (
        <p className="rounded-md border p-6 text-center text-muted-foreground">{emptyMessage}</p>
      ) : (
        <ul aria-label={caption} className="flex flex-col gap-3">
          {rows.map((row) => (
            <DataCard
              key={row.id}
              table={table}
              row={row}
              actionsColumnId={actionsColumnId}
              className={rowClassName?.(row.original)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
