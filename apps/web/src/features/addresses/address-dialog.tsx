import { zodResolver } from '@hookform/resolvers/zod';
import { type AddressInput, addressInputSchema, type PartnerAddress } from '@party/shared/addresses/contract';
import { useEffect } from 'react';
import { Controller, type FieldPath, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { FormAlert } from '@/components/form-alert';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
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
import { ApiError } from '@/lib/api-client';
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
  const form = useForm<AddressInput>({ resolver: zodResolver(addressInputSchema), defaultValues: blank });
  const failure = create.error ?? update.error;

  useEffect(() => {
    if (!open) return;
    create.reset();
    update.reset();
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
  }, [open, address, form.reset, create.reset, update.reset]);

  const submit = form.handleSubmit(async (values) => {
    try {
      if (address) await update.mutateAsync({ id: address.id, ...values });
      else await create.mutateAsync(values);
      toast.success(address ? 'Address updated' : 'Address added');
      onOpenChange(false);
    } catch (error) {
      if (error instanceof ApiError && error.fields)
        for (const [field, message] of Object.entries(error.fields))
          form.setError(field as FieldPath<AddressInput>, { message });
    }
  });
  const pending = form.formState.isSubmitting;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{address ? 'Edit address' : 'Add a delivery address'}</DialogTitle>
          <DialogDescription>
            Checkout offers your saved addresses; the default is chosen first.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <FormAlert
            message={failure && !(failure instanceof ApiError && failure.fields) ? failure.message : null}
          />
          <FormField
            label="Label"
            hint="For example Warehouse or Head office."
            error={form.formState.errors.label?.message}
          >
            <Input disabled={pending} {...form.register('label')} />
          </FormField>
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
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? 'Saving...' : 'Save address'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
