import { type QuantityRulesFormValues, quantityRulesSchema, type StaffProduct } from '@party/shared';
import { toast } from 'sonner';
import { FormDialog, useZodForm } from '@/components/form-dialog';
import { FormTextField } from '@/components/form-text-field';
import { useSetQuantityRules } from '@/features/products/api';
import { formatMoney } from '@/lib/format';
import { productTexts } from './texts';
import { TierEditor } from './tier-editor';

function valuesOf(product: StaffProduct): QuantityRulesFormValues {
  return {
    sku: product.sku,
    packSize: String(product.packSize),
    minOrderQty: String(product.minOrderQty),
    tiers: product.tiers.map((t) => ({
      minQuantity: String(t.minQuantity),
      unitPrice: t.unitPrice.toFixed(2),
    })),
  };
}

/**
 * Wholesale (docs/product/wholesale-buying.md, "Quantity breaks, pack sizes, minimums" and "SKUs"):
 * a product's SKU, pack size, minimum order and quantity breaks, saved whole. The form checks the
 * contract the server checks; what only the server knows (another product's SKU, the list price the
 * breaks must stay below as it is now) comes back beside its field.
 */
export function WholesaleDialog({
  product,
  onOpenChange,
}: {
  product: StaffProduct;
  onOpenChange: (open: boolean) => void;
}) {
  const form = useZodForm(quantityRulesSchema, { defaultValues: valuesOf(product) });
  const save = useSetQuantityRules();

  return (
    <FormDialog
      open
      onOpenChange={onOpenChange}
      title="Wholesale"
      description={`${product.name}: list price ${formatMoney(product.price)}.`}
      form={form}
      className="sm:max-w-2xl"
      onSubmit={async (input) => {
        await save.mutateAsync({ id: product.id, input });
        toast.success(productTexts.wholesaleSaved);
        onOpenChange(false);
      }}
      submitLabel="Save Wholesale Terms"
      pendingLabel="Saving..."
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <FormTextField
          control={form.control}
          name="sku"
          label="SKU"
          hint="Letters, digits and dashes."
          autoCapitalize="characters"
          spellCheck={false}
        />
        <FormTextField
          control={form.control}
          name="packSize"
          label="Pack size"
          hint="Sold in multiples of this."
          inputMode="numeric"
        />
        <FormTextField
          control={form.control}
          name="minOrderQty"
          label="Minimum order"
          hint="Whole packs."
          inputMode="numeric"
        />
      </div>
      <TierEditor form={form} listPrice={product.price} />
    </FormDialog>
  );
}
