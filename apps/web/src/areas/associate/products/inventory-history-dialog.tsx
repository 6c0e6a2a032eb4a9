import type { StaffProduct } from '@party/shared';
import { useQuery } from '@tanstack/react-query';
import { ListSkeleton } from '@/components/list/list-states';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { inventoryHistoryQueryOptions } from '@/features/products/api';
import { formatDateTime } from '@/lib/format';

const changeTypeLabels: Record<string, string> = {
  restock: 'Restock',
  sale: 'Sale',
  return: 'Return',
  adjustment: 'Adjustment',
  direct_update: 'Direct update',
};

/** Inventory History, newest first; the Notes column only for product_management and finance. */
export function InventoryHistoryDialog({
  product,
  showNotes,
  onOpenChange,
}: {
  product: StaffProduct;
  showNotes: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const history = useQuery(inventoryHistoryQueryOptions(product.id));
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>Inventory History</DialogTitle>
          <DialogDescription>{product.name}</DialogDescription>
        </DialogHeader>
        {history.isPending ? (
          <ListSkeleton label="Loading inventory history" />
        ) : (history.data ?? []).length === 0 ? (
          <p className="py-6 text-center text-muted-foreground">No inventory changes yet</p>
        ) : (
          <div className="max-h-[60vh] overflow-auto rounded-md border">
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Date</TableHead>
                  <TableHead>Type</TableHead>
                  <TableHead className="text-right">Change</TableHead>
                  <TableHead className="text-right">Previous</TableHead>
                  <TableHead className="text-right">New</TableHead>
                  {showNotes && <TableHead>Notes</TableHead>}
                </TableRow>
              </TableHeader>
              <TableBody>
                {(history.data ?? []).map((entry) => (
                  <TableRow key={entry.id}>
                    <TableCell>{formatDateTime(entry.createdAt)}</TableCell>
                    <TableCell>{changeTypeLabels[entry.changeType] ?? entry.changeType}</TableCell>
                    <TableCell className="text-right tabular-nums">
                      {entry.quantityChange > 0 ? `+${entry.quantityChange}` : entry.quantityChange}
                    </TableCell>
                    <TableCell className="text-right tabular-nums">{entry.previousQuantity}</TableCell>
                    <TableCell className="text-right tabular-nums">{entry.newQuantity}</TableCell>
                    {showNotes && <TableCell>{entry.notes ?? ''}</TableCell>}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
