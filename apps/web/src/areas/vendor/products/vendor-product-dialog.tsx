import {
  addVendorProductSchema,
  categoryLabel,
  type UpdateVendorProductInput,
  updateVendorProductSchema,
  VENDOR_PRODUCT_DEFAULTS,
  type VendorProduct,
  vendorMessages,
} from '@party/shared';
import { useEffect, useId } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { toast } from 'sonner';
import { FormDialog, useZodForm } from '@/components/form-dialog';
import { FormTextField } from '@/components/form-text-field';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { useAddVendorProduct, useUpdateVendorProduct } from '@/features/vendors/api';
import { ProductPicker } from './product-picker';

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

const blankOffer = {
  vendorPrice: '',
  vendorSku: '',
  minimumOrderQuantity: String(VENDOR_PRODUCT_DEFAULTS.minimumOrderQuantity),
  leadTimeDays: String(VENDOR_PRODUCT_DEFAULTS.leadTimeDays),
  specifications: '',
  qualityNotes: '',
};

function offerValues(offer: VendorProduct): UpdateVendorProductInput {
  return {
    vendorPrice: offer.vendorPrice,
    vendorSku: offer.vendorSku ?? '',
    minimumOrderQuantity: String(offer.minimumOrderQuantity),
    leadTimeDays: String(offer.leadTimeDays),
    specifications: offer.specifications ?? '',
    qualityNotes: offer.qualityNotes ?? '',
    isAvailable: offer.isAvailable,
  };
}

/** The offer's own fields, the same in Add and Edit (spec 2: price in steps of 0.01). */
function OfferFields<Values extends FieldValues, Output>({
  control,
}: {
  control: Control<Values, unknown, Output>;
}) {
  // Both dialogs' forms hold these fields; the names are checked by the two contracts.
  const name = (field: keyof UpdateVendorProductInput) => field as FieldPath<Values>;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormTextField
        control={control}
        name={name('vendorPrice')}
        label="Vendor Price (AUD)"
        type="number"
        step="0.01"
        min="0"
        inputMode="decimal"
      />
      <FormTextField control={control} name={name('vendorSku')} label="SKU" />
      <FormTextField
        control={control}
        name={name('minimumOrderQuantity')}
        label="Minimum Order Quantity"
        type="number"
        step="1"
        min="1"
        inputMode="numeric"
      />
      <FormTextField
        control={control}
        name={name('leadTimeDays')}
        label="Lead Time (days)"
        type="number"
        step="1"
        min="0"
        inputMode="numeric"
      />
      <FormTextField
        control={control}
        name={name('specifications')}
        label="Specifications"
        multiline
        rows={2}
        className="sm:col-span-2"
      />
      <FormTextField
        control={control}
        name={name('qualityNotes')}
        label="Quality Notes"
        multiline
        rows={2}
        className="sm:col-span-2"
      />
    </div>
  );
}

/** Add Product: pick a catalogue product and set the offer; a new offer is available (spec 2 section 9). */
export function AddVendorProductDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const form = useZodForm(addVendorProductSchema, { defaultValues: { productId: '', ...blankOffer } });
  const add = useAddVendorProduct();
  const { reset } = form;
  useEffect(() => {
    if (open) reset({ productId: '', ...blankOffer });
  }, [open, reset]);

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Add Product to Catalog"
      description="Choose a product from the Party Central catalogue and set your offer."
      form={form}
      className="sm:max-w-2xl"
      onSubmit={async (values) => {
        await add.mutateAsync(values);
        toast.success(vendorMessages.productAdded);
        onOpenChange(false);
      }}
      onError={(error) => toast.error(vendorMessages.addFailed(reason(error)))}
      submitLabel="Add Product"
      pendingLabel="Adding..."
    >
      <Controller
        control={form.control}
        name="productId"
        render={({ field, fieldState }) => (
          <ProductPicker
            value={field.value ?? ''}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <OfferFields control={form.control} />
    </FormDialog>
  );
}

/** Edit Product: the offer's fields and, only here, the availability toggle (spec 2 section 2.2). */
export function EditVendorProductDialog({
  offer,
  onOpenChange,
}: {
  offer: VendorProduct | null;
  onOpenChange: (open: boolean) => void;
}) {
  const switchId = useId();
  const form = useZodForm(updateVendorProductSchema, {
    defaultValues: offer ? offerValues(offer) : { ...blankOffer, isAvailable: true },
  });
  const update = useUpdateVendorProduct();
  const { reset } = form;
  useEffect(() => {
    if (offer) reset(offerValues(offer));
  }, [offer, reset]);

  return (
    <FormDialog
      open={offer !== null}
      onOpenChange={onOpenChange}
      title="Edit Product"
      description={offer ? `${offer.product.name} · ${categoryLabel(offer.product.category)}` : undefined}
      form={form}
      className="sm:max-w-2xl"
      onSubmit={async (values) => {
        if (!offer) return;
        await update.mutateAsync({ id: offer.id, input: values });
        toast.success(vendorMessages.productUpdated);
        onOpenChange(false);
      }}
      onError={(error) => toast.error(vendorMessages.updateFailed(reason(error)))}
      submitLabel="Update Product"
      pendingLabel="Saving..."
    >
      <OfferFields control={form.control} />
      <Controller
        control={form.control}
        name="isAvailable"
        render={({ field }) => (
          <div className="flex items-center gap-3">
            <Switch id={switchId} checked={field.value === true} onCheckedChange={field.onChange} />
            <Label htmlFor={switchId}>{field.value ? 'Available' : 'Unavailable'}</Label>
          </div>
        )}
      />
    </FormDialog>
  );
}
