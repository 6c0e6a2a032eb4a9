import type { QuickOrderCheckLine, QuickOrderCheckResult } from '@party/shared/cart/quick-order-contract';
import type { ColumnDef } from '@tanstack/react-table';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { DataTable } from '@/components/data-table';
import { Money } from '@/components/money';
import { StatusBadge } from '@/components/status-badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

/** A line as the box holds it: 'SKU quantity' once read, else what was typed. */
export function lineText(row: QuickOrderCheckLine, quantity = row.quantity): string {
  return row.sku !== null && quantity !== null ? `${row.sku} ${quantity}` : row.input;
}

/**
 * The checked lines back as the box's text, each on its own line number (the lines between are left
 * blank, which the check skips), so a re-check numbers them as the table did; `edit` changes one line's
 * quantity. Lines merged into another stay blank: their units are in the first.
 */
export function linesAsText(rows: readonly QuickOrderCheckLine[], edit?: { line: number; quantity: number }) {
  const out: string[] = [];
  for (const row of rows)
    out[row.line - 1] = lineText(row, row.line === edit?.line ? edit.quantity : undefined);
  return Array.from(out, (text) => text ?? '').join('\n');
}

/** The quantity, typed over: sent on Enter or on leaving the field when it changed. */
function QuantityCell({
  row,
  disabled,
  onChange,
}: {
  row: QuickOrderCheckLine;
  disabled: boolean;
  onChange: (quantity: number) => void;
}) {
  const [text, setText] = useState(String(row.quantity ?? ''));
  useEffect(() => setText(String(row.quantity ?? '')), [row.quantity]);
  if (row.sku === null || row.quantity === null) return <span className="text-muted-foreground">—</span>;
  const commit = () => {
    const typed = Number(text);
    if (!Number.isInteger(typed) || typed < 1) return setText(String(row.quantity));
    if (typed !== row.quantity) onChange(typed);
  };
  return (
    <Input
      aria-label={`Quantity on line ${row.line}`}
      inputMode="numeric"
      className="h-8 w-20"
      value={text}
      disabled={disabled}
      onChange={(event) => setText(event.target.value.replace(/\D/g, ''))}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          commit();
        }
      }}
    />
  );
}

/** The caller's unit price, with the list price struck through beside it when higher ('$4.50 ~~$5.00~~'). */
function PriceCell({ row }: { row: QuickOrderCheckLine }) {
  if (row.unitPrice === null) return <span className="text-muted-foreground">—</span>;
  return (
    <span className="flex flex-wrap justify-end gap-x-2">
      <Money amount={row.unitPrice} />
      {row.listPrice !== null && row.listPrice > row.unitPrice && (
        <s className="text-muted-foreground">
          <span className="sr-only">list price </span>
          <Money amount={row.listPrice} />
        </s>
      )}
    </span>
  );
}

/** Ready, or the problem with its one-click corrections ('Use 24'), and any note on merged lines. */
function StatusCell({
  row,
  disabled,
  onUse,
}: {
  row: QuickOrderCheckLine;
  disabled: boolean;
  onUse: (quantity: number) => void;
}) {
  return (
    <div className="flex flex-col items-start gap-1">
      <StatusBadge entity="quickOrderLine" status={row.status} />
      {row.message && <span className="font-medium text-red-800">{row.message}</span>}
      {row.note && <span className="text-muted-foreground">{row.note}</span>}
      {row.status !== 'ok' && row.nearest.length > 0 && (
        <span className="flex flex-wrap gap-1">
          {row.nearest.slice(0, 2).map((quantity) => (
            <Button
              key={quantity}
              size="sm"
              variant="outline"
              disabled={disabled}
              aria-label={`Use ${quantity} on line ${row.line}`}
              onClick={() => onUse(quantity)}
            >
              Use {quantity}
            </Button>
          ))}
        </span>
      )}
    </div>
  );
}

function resultColumns(
  correct: (row: QuickOrderCheckLine, quantity: number) => void,
  busy: boolean,
): ColumnDef<QuickOrderCheckLine, unknown>[] {
  return [
    { id: 'line', header: 'Line', cell: ({ row }) => row.original.line },
    {
      id: 'sku',
      header: 'SKU',
      cell: ({ row }) => <span className="font-mono">{row.original.sku ?? row.original.input}</span>,
    },
    {
      id: 'product',
      header: 'Product',
      meta: { className: 'whitespace-normal' },
      cell: ({ row }) =>
        row.original.product ? (
          <Link to={`/partner/shop/${row.original.product.id}`} className="hover:underline">
            {row.original.product.name}
          </Link>
        ) : (
          <span className="text-muted-foreground">—</span>
        ),
    },
    {
      id: 'quantity',
      header: 'Quantity',
      cell: ({ row }) => (
        <QuantityCell row={row.original} disabled={busy} onChange={(q) => correct(row.original, q)} />
      ),
    },
    {
      id: 'unitPrice',
      header: 'Unit price',
      meta: { className: 'text-right' },
      cell: ({ row }) => <PriceCell row={row.original} />,
    },
    {
      id: 'lineTotal',
      header: 'Line total',
      meta: { className: 'text-right' },
      cell: ({ row }) => (row.original.lineTotal === null ? '—' : <Money amount={row.original.lineTotal} />),
    },
    {
      id: 'status',
      header: 'Status',
      meta: { className: 'whitespace-normal' },
      cell: ({ row }) => (
        <StatusCell row={row.original} disabled={busy} onUse={(q) => correct(row.original, q)} />
      ),
    },
  ];
}

/** The checked lines: ready ones plain, the others highlighted with their problem and corrections. */
export function QuickOrderResults({
  result,
  busy,
  onCorrect,
}: {
  result: QuickOrderCheckResult;
  busy: boolean;
  onCorrect: (row: QuickOrderCheckLine, quantity: number) => void;
}) {
  return (
    <DataTable
      caption="Checked lines"
      columns={resultColumns(onCorrect, busy)}
      data={result.lines}
      getRowId={(row) => String(row.line)}
      rowClassName={(row) => (row.status === 'ok' ? undefined : 'bg-red-50 hover:bg-red-50')}
    />
  );
}
