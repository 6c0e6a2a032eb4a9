import {
  type StaffProduct,
  stockAdjustmentSchema,
  stockAdjustmentTypes,
  stockUpdatedMessage,
} from '@party/shared';
import { useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { FormDialog, useZodForm } from '@/components/form-dialog';
import { FormSelect } from '@/components/form-select';
import { FormTextField } from '@/components/form-text-field';
import { useAdjustStock } from '@/features/products/api';
import { productTexts } from './texts';

const typeLabels: Record<(typeof stockAdjustmentTypes)[number], string> = {
  restock: 'Restock',
  adjustment: 'Adjustment',
};
const typeOptions = stockAdjustmentTypes.map((t) => ({ value: t, label: typeLabels[t] }));

/** The whole number typed so far, or 0 while the field holds anything else. */
function typedQuantity(text: unknown): number {
  const trimmed = typeof text === 'string' ? text.trim() : '';
  return /^-?\d+$/.test(trimmed) ? Number(trimmed) : 0;
}

/**
 * Adjust Stock (docs/product/stock-and-uploads.md): a change type, a positive or negative whole
 * quantity (submit disabled at 0) and notes; the new stock shown floors at 0.
 */
export function AdjustStockDialog({
  product,
  onOpenChange,
}: {
  product: StaffProduct;
  onOpenChange: (open: boolean) => void;
}) {
  const form = useZodForm(stockAdjustmentSchema, {
    defaultValues: { changeType: 'restock', quantity: '', notes: '' },
  });
  const adjust = useAdjustStock();
  const quantity = typedQuantity(useWatch({ control: form.control, name: 'quantity' }));
  const newStock = Math.max(0, product.stockQuantity + quantity);

  return (
    <FormDialog
      open
      onOpenChange={onOpenChange}
      title="Adjust Stock"
      description={`${product.name}: ${product.stockQuantity.toLocaleString('en-AU')} in stock.`}
      form={form}
      onSubmit={async (input) => {
        const result = await adjust.mutateAsync({ id: product.id, input });
        toast.success(stockUpdatedMessage(result.quantityChange));
        onOpenChange(false);
      }}
      onError={() => toast.error(productTexts.stockFailed)}
      submitLabel="Update Stock"
      pendingLabel="Updating..."
      submitDisabled={quantity === 0}
    >
      <FormSelect control={form.control} name="changeType" label="Change Type" options={typeOptions} />
      <FormTextField
        control={form.control}
        name="quantity"
        label="Quantity Change"
        inputMode="numeric"
        placeholder="e.g. 10 or -5"
        hint={
          <>
            New stock: <span className="font-medium tabular-nums">{newStock.toLocaleString('en-AU')}</span>
          </>
        }
      />
      <FormTextField control={form.control} name="notes" label="Notes" multiline rows={2} />
    </FormDialog>
  );
}
