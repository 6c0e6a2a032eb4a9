import { type UpdateVendorProductInput, VENDOR_PRODUCT_DEFAULTS, type VendorProduct } from '@party/shared';
import { useId } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { FormTextField } from '@/components/form-text-field';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { vendorPriceLabel } from './labels';

/** The offer form of the vendor's catalog, used by the vendor's dialogs and the admin's Vendor Products. */
export const blankOffer = {
  vendorPrice: '',
  vendorSku: '',
  minimumOrderQuantity: String(VENDOR_PRODUCT_DEFAULTS.minimumOrderQuantity),
  leadTimeDays: String(VENDOR_PRODUCT_DEFAULTS.leadTimeDays),
  specifications: '',
  qualityNotes: '',
};

export function offerValues(offer: VendorProduct): UpdateVendorProductInput {
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

/** The offer's own fields, the same in Add and Edit (price in steps of 0.01). */
export function OfferFields<Values extends FieldValues, Output>({
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
        label={vendorPriceLabel}
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

/** The Edit dialog's availability toggle (docs/product/vendor-portal.md: only Edit carries it). */
export function AvailabilityField<Output>({
  control,
}: {
  control: Control<UpdateVendorProductInput, unknown, Output>;
}) {
  const switchId = useId();
  return (
    <Controller
      control={control}
      name="isAvailable"
      render={({ field }) => (
        <div className="flex items-center gap-3">
          <Switch id={switchId} checked={field.value === true} onCheckedChange={field.onChange} />
          <Label htmlFor={switchId}>{field.value ? 'Available' : 'Unavailable'}</Label>
        </div>
      )}
    />
  );
}
