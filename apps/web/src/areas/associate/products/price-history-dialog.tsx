import type { PriceHistoryEntry, StaffProduct } from '@party/shared';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { DataTable } from '@/components/data-table';
import { ListStates } from '@/components/list/list-states';
import { Money } from '@/components/money';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { priceHistoryQueryOptions } from '@/features/products/api';
import { formatDate, formatDateTime, formatMoney } from '@/lib/format';

/** Whose price changed: the product's own, or a price list's for it ('Price list Schools 2027'). */
const priceOf = (entry: PriceHistoryEntry) =>
  entry.priceListId === null ? 'List price' : `Price list ${entry.priceListName ?? ''}`.trim();

const priceColumns: ColumnDef<PriceHistoryEntry, unknown>[] = [
  { id: 'changed', header: 'Changed', cell: ({ row }) => formatDateTime(row.original.changedAt) },
  { id: 'priceOf', header: 'Price Of', cell: ({ row }) => priceOf(row.original) },
  {
    id: 'previousPrice',
    header: 'Previous Price',
    meta: { className: 'text-right' },
    cell: ({ row }) =>
      row.original.previousPrice === null ? '—' : <Money amount={row.original.previousPrice} />,
  },
  {
    id: 'newPrice',
    header: 'New Price',
    meta: { className: 'text-right' },
    cell: ({ row }) => <Money amount={row.original.newPrice} />,
  },
  {
    id: 'newCost',
    header: 'New Cost',
    meta: { className: 'text-right' },
    cell: ({ row }) => (row.original.newCost === null ? '—' : <Money amount={row.original.newCost} />),
  },
  { id: 'changedBy', header: 'Changed By', cell: ({ row }) => row.original.changedByName },
];

/**
 * The price and cost history chart, oldest to newest, with its points written out for screen readers:
 * the product's own price only (a price list's rows are in the table, named by the list).
 */
function PriceHistoryChart({ rows }: { rows: PriceHistoryEntry[] }) {
  const points = [...rows]
    .filter((r) => r.priceListId === null)
    .reverse()
    .map((r) => ({
      date: formatDate(r.changedAt),
      price: r.newPrice,
      cost: r.newCost ?? 0,
    }));
  return (
    <figure className="m-0" aria-label="Price and cost history chart">
      <figcaption className="sr-only">
        {`Price and cost over time: ${points.map((p) => `${p.date} price ${formatMoney(p.price)} cost ${formatMoney(p.cost)}`).join('; ')}.`}
      </figcaption>
      <div
        className="h-56 w-full"
        aria-hidden="true"
        data-testid="price-history-chart"
        data-points={points.length}
      >
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={points} margin={{ left: 8, right: 8 }} accessibilityLayer={false}>
            <CartesianGrid vertical={false} strokeDasharray="3 3" />
            <XAxis dataKey="date" fontSize={12} tickLine={false} />
            <YAxis width={56} fontSize={12} tickFormatter={(v) => `$${v}`} />
            <Tooltip formatter={(value) => formatMoney(Number(value))} />
            <Legend />
            <Line type="stepAfter" dataKey="price" name="Price" stroke="#a21caf" strokeWidth={2} dot />
            <Line type="stepAfter" dataKey="cost" name="Cost" stroke="#33B1FF" strokeWidth={2} dot />
          </LineChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}

/**
 * Price history: one row per price or cost change with who made it, newest first, a price list's
 * change of its price for the product named by the list (docs/product/wholesale-buying.md), and the
 * price and cost history chart (oldest to newest).
 */
export function PriceHistoryDialog({
  product,
  onOpenChange,
}: {
  product: StaffProduct;
  onOpenChange: (open: boolean) => void;
}) {
  const history = useQuery(priceHistoryQueryOptions(product.id));
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>Price History</DialogTitle>
          <DialogDescription>{product.name}</DialogDescription>
        </DialogHeader>
        <ListStates
          query={history}
          isEmpty={(rows) => rows.length === 0}
          loadingLabel="Loading price history"
          errorTitle="Failed to load price history"
          empty={<p className="py-6 text-center text-muted-foreground">No price changes yet</p>}
        >
          {(rows) => (
            <div className="flex max-h-[70vh] flex-col gap-4 overflow-auto">
              <PriceHistoryChart rows={rows} />
              <DataTable caption="Price history" columns={priceColumns} data={rows} getRowId={(r) => r.id} />
            </div>
          )}
        </ListStates>
      </DialogContent>
    </Dialog>
  );
}
