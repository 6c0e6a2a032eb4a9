import { type StaffProduct, stockAdjustmentTypes, stockUpdatedMessage } from '@party/shared';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { OptionSelect } from '@/components/option-select';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useAdjustStock } from '@/features/products/api';
import { productTexts } from './texts';

const typeLabels: Record<(typeof stockAdjustmentTypes)[number], string> = {
  restock: 'Restock',
  adjustment: 'Adjustment',
};
const typeOptions = stockAdjustmentTypes.map((t) => ({ value: t, label: typeLabels[t] }));

/**
 * Adjust Stock (spec 3 sections 4 and 5): a change type, a positive or negative whole quantity (submit
 * disabled at 0) and notes; the new stock shown floors at 0.
 */
export function AdjustStockDialog({
  product,
  onOpenChange,
}: {
  product: StaffProduct;
  onOpenChange: (open: boolean) => void;
}) {
  const id = useId();
  const [changeType, setChangeType] = useState<(typeof stockAdjustmentTypes)[number]>('restock');
  const [quantityText, setQuantityText] = useState('');
  const [notes, setNotes] = useState('');
  const adjust = useAdjustStock();
  const quantity = /^-?\d+$/.test(quantityText.trim()) ? Number(quantityText.trim()) : 0;
  const newStock = Math.max(0, product.stockQuantity + quantity);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (quantity === 0) return;
    try {
      const result = await adjust.mutateAsync({ id: product.id, input: { changeType, quantity, notes } });
      toast.success(stockUpdatedMessage(result.quantityChange));
      onOpenChange(false);
    } catch {
      toast.error(productTexts.stockFailed);
    }
  }

  return (
    <Dialog open onOpenChange={(next) => !adjust.isPending && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Adjust Stock</DialogTitle>
          <DialogDescription>
            {product.name}: {product.stockQuantity.toLocaleString('en-AU')} in stock.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${id}-type`}>Change Type</Label>
            <OptionSelect
              id={`${id}-type`}
              value={changeType}
              onValueChange={(v) => setChangeType(v as typeof changeType)}
              options={typeOptions}
            />
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${id}-quantity`}>Quantity Change</Label>
            <Input
              id={`${id}-quantity`}
              inputMode="numeric"
              value={quantityText}
              onChange={(event) => setQuantityText(event.target.value)}
              aria-describedby={`${id}-new`}
              placeholder="e.g. 10 or -5"
            />
            <p id={`${id}-new`} className="text-muted-foreground text-sm">
              New stock: <span className="font-medium tabular-nums">{newStock.toLocaleString('en-AU')}</span>
            </p>
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${id}-notes`}>Notes</Label>
            <Textarea id={`${id}-notes`} rows={2} value={notes} onChange={(e) => setNotes(e.target.value)} />
          </div>
          <DialogFooter>
            <Button
              type="button"
              variant="outline"
              disabled={adjust.isPending}
              onClick={() => onOpenChange(false)}
            >
              Cancel
            </Button>
            <Button type="submit" disabled={quantity === 0 || adjust.isPending}>
              {adjust.isPending ? 'Updating...' : 'Update Stock'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
