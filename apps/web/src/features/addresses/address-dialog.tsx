import { type AddressInput, addressInputSchema, type PartnerAddress } from '@party/shared/addresses/contract';
import { useEffect } from 'react';
import { Controller } from 'react-hook-form';
import { toast } from 'sonner';
import { FormDialog, useZodForm } from '@/components/form-dialog';
import { FormTextField } from '@/components/form-text-field';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { AddressFields } from './address-fields';
import { useCreateAddress, useUpdateAddress } from './api';

const blank: AddressInput = {
  label: '',
  name: '',
  address: '',
  city: '',
  state: 'NSW',
  postalCode: '',
  isDefault: false,
};

/** Adds an address, or edits `address` when given. */
export function AddressDialog({
  open,
  onOpenChange,
  address,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  address: PartnerAddress | null;
}) {
  const create = useCreateAddress();
  const update = useUpdateAddress();
  const form = useZodForm(addressInputSchema, { defaultValues: blank });
  const pending = form.formState.isSubmitting;

  useEffect(() => {
    if (!open) return;
    form.reset(
      address
        ? {
            label: address.label,
            name: address.name,
            address: address.address,
            city: address.city,
            state: address.state as AddressInput['state'],
            postalCode: address.postalCode,
            isDefault: address.isDefault,
          }
        : blank,
    );
  }, [open, address, form.reset]);

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={address ? 'Edit address' : 'Add a delivery address'}
      description="Checkout offers your saved addresses; the default is chosen first."
      className="sm:max-w-2xl"
      form={form}
      onSubmit={async (values) => {
        if (address) await update.mutateAsync({ id: address.id, ...values });
        else await create.mutateAsync(values);
        toast.success(address ? 'Address updated' : 'Address added');
        onOpenChange(false);
      }}
      submitLabel="Save address"
      pendingLabel="Saving..."
    >
      <FormTextField
        control={form.control}
        name="label"
        label="Label"
        hint="For example Warehouse or Head office."
        disabled={pending}
      />
      <AddressFields form={form} disabled={pending} />
      <Controller
        control={form.control}
        name="isDefault"
        render={({ field }) => (
          <div className="flex items-center gap-2">
            <Checkbox
              id="address-default"
              checked={field.value === true}
              disabled={pending || address?.isDefault === true}
              onCheckedChange={(checked) => field.onChange(checked === true)}
            />
            <Label htmlFor="address-default">Use as my default delivery address</Label>
          </div>
        )}
      />
    </FormDialog>
  );
}
