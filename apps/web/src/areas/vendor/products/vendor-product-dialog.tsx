import {
  addVendorProductSchema,
  categoryLabel,
  updateVendorProductSchema,
  type VendorProduct,
  vendorMessages,
} from '@party/shared';
import { useEffect } from 'react';
import { Controller } from 'react-hook-form';
import { toast } from 'sonner';
import { FormDialog, useZodForm } from '@/components/form-dialog';
import { useAddVendorProduct, useUpdateVendorProduct } from '@/features/vendors/api';
import { AvailabilityField, blankOffer, OfferFields, offerValues } from '@/features/vendors/offer-fields';
import { ProductPicker } from '@/features/vendors/product-picker';

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Add Product: pick a catalogue product and set the offer; a new offer is available (docs/product/vendor-
 * portal.md).
 */
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

/**
 * Edit Product: the offer's fields and, only here, the availability toggle (docs/product/vendor-portal.md).
 */
export function EditVendorProductDialog({
  offer,
  onOpenChange,
}: {
  offer: VendorProduct | null;
  onOpenChange: (open: boolean) => void;
}) {
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
      <AvailabilityField control={form.control} />
    </FormDialog>
  );
}
