import {
  type AdminVendorProduct,
  adminAddVendorProductSchema,
  adminVendorProductMessages,
  categoryLabel,
  updateVendorProductSchema,
  type VendorChoice,
} from '@party/shared';
import { useEffect } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { FormDialog, useZodForm } from '@/components/form-dialog';
import { FormSelect } from '@/components/form-select';
import {
  adminVendorCatalogueQueryOptions,
  useAdminAddVendorProduct,
  useAdminUpdateVendorProduct,
} from '@/features/vendors/admin-api';
import { AvailabilityField, blankOffer, OfferFields, offerValues } from '@/features/vendors/offer-fields';
import { ProductPicker } from '@/features/vendors/product-picker';

const blank = { vendorId: '', productId: '', ...blankOffer };

/** Add: choose the vendor, a catalogue product it does not offer yet, and the offer's fields. */
export function AdminAddVendorProductDialog({
  open,
  onOpenChange,
  vendors,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  vendors: VendorChoice[];
}) {
  const form = useZodForm(adminAddVendorProductSchema, { defaultValues: blank });
  const add = useAdminAddVendorProduct();
  const { reset, setValue } = form;
  const vendorId = useWatch({ control: form.control, name: 'vendorId' }) ?? '';
  useEffect(() => {
    if (open) reset(blank);
  }, [open, reset]);
  // Another vendor's catalogue marks other products as offered: the choice starts over.
  useEffect(() => {
    if (vendorId) setValue('productId', '');
  }, [vendorId, setValue]);

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Add Vendor Product"
      description="Add a catalogue product to a vendor's catalog at the vendor's price."
      form={form}
      className="sm:max-w-2xl"
      onSubmit={async (values) => {
        await add.mutateAsync(values);
        toast.success(adminVendorProductMessages.added);
        onOpenChange(false);
      }}
      submitLabel="Add Product"
      pendingLabel="Adding..."
    >
      <FormSelect
        control={form.control}
        name="vendorId"
        label="Vendor"
        placeholder="Choose a vendor"
        options={vendors.map((v) => ({
          value: v.id,
          label: v.isActive ? v.companyName : `${v.companyName} (inactive)`,
        }))}
      />
      {vendorId ? (
        <Controller
          control={form.control}
          name="productId"
          render={({ field, fieldState }) => (
            <ProductPicker
              key={vendorId}
              value={field.value ?? ''}
              onChange={field.onChange}
              error={fieldState.error?.message}
              catalogueFor={(search) => adminVendorCatalogueQueryOptions(vendorId, search)}
              offeredNote="already in this vendor's catalog"
            />
          )}
        />
      ) : (
        <p className="text-muted-foreground text-sm">
          Choose a vendor to pick one of the catalogue's products.
        </p>
      )}
      <OfferFields control={form.control} />
    </FormDialog>
  );
}

/** Edit: the offer's fields and its availability, as the vendor's own Edit dialog. */
export function AdminEditVendorProductDialog({
  offer,
  onOpenChange,
}: {
  offer: AdminVendorProduct | null;
  onOpenChange: (open: boolean) => void;
}) {
  const form = useZodForm(updateVendorProductSchema, {
    defaultValues: offer ? offerValues(offer) : { ...blankOffer, isAvailable: true },
  });
  const update = useAdminUpdateVendorProduct();
  const { reset } = form;
  useEffect(() => {
    if (offer) reset(offerValues(offer));
  }, [offer, reset]);

  return (
    <FormDialog
      open={offer !== null}
      onOpenChange={onOpenChange}
      title="Edit Vendor Product"
      description={
        offer
          ? `${offer.product.name} · ${categoryLabel(offer.product.category)} · ${offer.vendor.companyName}`
          : undefined
      }
      form={form}
      className="sm:max-w-2xl"
      onSubmit={async (values) => {
        if (!offer) return;
        await update.mutateAsync({ id: offer.id, input: values });
        toast.success(adminVendorProductMessages.updated);
        onOpenChange(false);
      }}
      submitLabel="Save Changes"
      pendingLabel="Saving..."
    >
      <OfferFields control={form.control} />
      <AvailabilityField control={form.control} />
    </FormDialog>
  );
}
