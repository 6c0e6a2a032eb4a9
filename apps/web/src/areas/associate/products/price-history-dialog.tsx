import type { StaffProduct } from '@party/shared';
import { useQuery } from '@tanstack/react-query';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { ListSkeleton } from '@/components/list/list-states';
import { Money } from '@/components/money';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { priceHistoryQueryOptions } from '@/features/products/api';
import { formatDate, formatDateTime, formatMoney } from '@/lib/format';

/**
 * Price history: one row per price or cost change with who made it, newest first, and the price and
 * cost history chart (oldest to newest).
 */
export function PriceHistoryDialog({
  product,
  onOpenChange,
}: {
  product: StaffProduct;
  onOpenChange: (open: boolean) => void;
}) {
  const history = useQuery(priceHistoryQueryOptions(product.id));
  const rows = history.data ?? [];
  const points = [...rows].reverse().map((r) => ({
    date: formatDate(r.changedAt),
    price: r.newPrice,
    cost: r.newCost ?? 0,
  }));
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>Price History</DialogTitle>
          <DialogDescription>{product.name}</DialogDescription>
        </DialogHeader>
        {history.isPending ? (
          <ListSkeleton label="Loading price history" />
        ) : rows.length === 0 ? (
          <p className="py-6 text-center text-muted-foreground">No price changes yet</p>
        ) : (
          <div className="flex max-h-[70vh] flex-col gap-4 overflow-auto">
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
                    <Line
                      type="stepAfter"
                      dataKey="price"
                      name="Price"
                      stroke="#a21caf"
                      strokeWidth={2}
                      dot
                    />
                    <Line type="stepAfter" dataKey="cost" name="Cost" stroke="#33B1FF" strokeWidth={2} dot />
                  </LineChart>
                </ResponsiveContainer>
              </div>
            </figure>
            <div className="rounded-md border">
              <Table>
                <TableHeader>
                  <TableRow>
                    <TableHead>Changed</TableHead>
                    <TableHead className="text-right">Previous Price</TableHead>
                    <TableHead className="text-right">New Price</TableHead>
                    <TableHead className="text-right">New Cost</TableHead>
                    <TableHead>Changed By</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {rows.map((r) => (
                    <TableRow key={r.id}>
                      <TableCell>{formatDateTime(r.changedAt)}</TableCell>
                      <TableCell className="text-right">
                        {r.previousPrice === null ? '—' : <Money amount={r.previousPrice} />}
                      </TableCell>
                      <TableCell className="text-right">
                        <Money amount={r.newPrice} />
                      </TableCell>
                      <TableCell className="text-right">
                        {r.newCost === null ? '—' : <Money amount={r.newCost} />}
                      </TableCell>
                      <TableCell>{r.changedByName}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </div>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
