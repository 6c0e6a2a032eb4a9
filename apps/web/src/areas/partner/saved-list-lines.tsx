import type { SavedListLine } from '@party/shared';
import { SAVED_LIST_MAX_QUANTITY } from '@party/shared/pricing/saved-lists-contract';
import type { ColumnDef } from '@tanstack/react-table';
import { AlertTriangleIcon, Trash2Icon } from 'lucide-react';
import { Link } from 'react-router';
import { DataTable } from '@/components/data-table';
import { Money } from '@/components/money';
import { PriceWithList } from '@/components/price-with-list';
import { Button } from '@/components/ui/button';
import { QuantityStepper } from './quantity-stepper';

/** What a line warns of: the quantity the product is not sold in, else stock short of it. */
function LineStatus({ line }: { line: SavedListLine }) {
  const warning =
    line.quantityProblem ??
    (line.stockQuantity <= 0
      ? 'Out of stock'
      : line.quantity > line.stockQuantity
        ? `Only ${line.stockQuantity.toLocaleString('en-AU')} in stock`
        : null);
  if (!warning)
    return (
      <span className="text-muted-foreground text-sm">
        {line.stockQuantity.toLocaleString('en-AU')} in stock
      </span>
    );
  return (
    <span className="flex items-start gap-1 text-orange-800 text-sm">
      <AlertTriangleIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {warning}
    </span>
  );
}

export interface LineEdits {
  pending: boolean;
  onQuantity: (line: SavedListLine, quantity: number) => void;
  onRemove: (line: SavedListLine) => void;
}

function lineColumns(edits: LineEdits | null): ColumnDef<SavedListLine, unknown>[] {
  return [
    { accessorKey: 'sku', header: 'SKU', meta: { className: 'font-mono text-xs' } },
    {
      accessorKey: 'name',
      header: 'Product',
      cell: ({ row }) => (
        <Link
          to={`/partner/shop/${row.original.productId}`}
          className="font-medium underline-offset-4 hover:underline"
        >
          {row.original.name}
        </Link>
      ),
      meta: { className: 'whitespace-normal' },
    },
    {
      accessorKey: 'quantity',
      header: 'Quantity',
      cell: ({ row }) =>
        edits ? (
          <QuantityStepper
            value={row.original.quantity}
            label={`Quantity of ${row.original.name}`}
            step={row.original.packSize}
            min={row.original.minOrderQty}
            max={SAVED_LIST_MAX_QUANTITY}
            disabled={edits.pending}
            onChange={(quantity) => edits.onQuantity(row.original, quantity)}
          />
        ) : (
          row.original.quantity.toLocaleString('en-AU')
        ),
    },
    {
      id: 'price',
      header: 'Unit price',
      cell: ({ row }) => <PriceWithList price={row.original.price} listPrice={row.original.listPrice} />,
      meta: { className: 'text-right' },
    },
    {
      id: 'lineTotal',
      header: 'Line total',
      cell: ({ row }) => <Money amount={row.original.lineTotal} className="font-medium" />,
      meta: { className: 'text-right' },
    },
    {
      id: 'status',
      header: 'Stock',
      cell: ({ row }) => <LineStatus line={row.original} />,
      meta: { detail: true },
    },
    ...(edits
      ? [
          {
            id: 'actions',
            header: 'Actions',
            cell: ({ row }) => (
              <Button
                size="sm"
                variant="ghost"
                disabled={edits.pending}
                aria-label={`Remove ${row.original.name}`}
                onClick={() => edits.onRemove(row.original)}
              >
                <Trash2Icon aria-hidden="true" />
                Remove
              </Button>
            ),
          } satisfies ColumnDef<SavedListLine, unknown>,
        ]
      : []),
  ];
}

/**
 * A saved list's lines priced today (docs/product/wholesale-buying.md): SKU, product, quantity (a
 * stepper by the pack size for members who may shop), unit price with the list price struck through
 * when lower, line total, and what stands in the way of ordering it. `edits` null: read only.
 */
export function SavedListLines({ lines, edits }: { lines: SavedListLine[]; edits: LineEdits | null }) {
  return (
    <DataTable
      caption="Lines of this list"
      // Built each render: a change sends every line as the list holds it now.
      columns={lineColumns(edits)}
      data={lines}
      getRowId={(line) => line.productId}
      pageSize={50}
    />
  );
}
