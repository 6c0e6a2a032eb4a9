import type { InventoryHistoryEntry, StaffProduct } from '@party/shared';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { DataTable } from '@/components/data-table';
import { ListStates } from '@/components/list/list-states';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { inventoryHistoryQueryOptions } from '@/features/products/api';
import { formatDateTime } from '@/lib/format';

const changeTypeLabels: Record<string, string> = {
  restock: 'Restock',
  sale: 'Sale',
  return: 'Return',
  adjustment: 'Adjustment',
  direct_update: 'Direct update',
};

const numberClass = { className: 'text-right tabular-nums' };

const historyColumns: ColumnDef<InventoryHistoryEntry, unknown>[] = [
  { id: 'date', header: 'Date', cell: ({ row }) => formatDateTime(row.original.createdAt) },
  {
    id: 'type',
    header: 'Type',
    cell: ({ row }) => changeTypeLabels[row.original.changeType] ?? row.original.changeType,
  },
  {
    id: 'change',
    header: 'Change',
    meta: numberClass,
    cell: ({ row }) =>
      row.original.quantityChange > 0 ? `+${row.original.quantityChange}` : row.original.quantityChange,
  },
  { id: 'previous', header: 'Previous', meta: numberClass, cell: ({ row }) => row.original.previousQuantity },
  { id: 'new', header: 'New', meta: numberClass, cell: ({ row }) => row.original.newQuantity },
];

const notesColumn: ColumnDef<InventoryHistoryEntry, unknown> = {
  id: 'notes',
  header: 'Notes',
  cell: ({ row }) => row.original.notes ?? '',
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
        <ListStates
          query={history}
          isEmpty={(entries) => entries.length === 0}
          loadingLabel="Loading inventory history"
          errorTitle="Failed to load inventory history"
          empty={<p className="py-6 text-center text-muted-foreground">No inventory changes yet</p>}
        >
          {(entries) => (
            <div className="max-h-[60vh] overflow-auto">
              <DataTable
                caption="Inventory history"
                columns={showNotes ? [...historyColumns, notesColumn] : historyColumns}
                data={entries}
                getRowId={(entry) => entry.id}
              />
            </div>
          )}
        </ListStates>
      </DialogContent>
    </Dialog>
  );
}
