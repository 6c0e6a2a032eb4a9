import type { PartnerAddress } from '@party/shared/addresses/contract';
import type { CheckoutInput } from '@party/shared/orders/contract';
import { useEffect, useState } from 'react';
import { Controller } from 'react-hook-form';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { formatAddress } from '@/features/addresses/address-book';
import { AddressFields } from '@/features/addresses/address-fields';
import { Choice, StepCard } from './choice';
import type { CheckoutForm, CheckoutStepProps } from './form';

const NEW_ADDRESS = 'new';

export const emptyShipping = {
  name: '',
  address: '',
  city: '',
  state: '',
  postalCode: '',
} as unknown as CheckoutInput['shipping'];

/**
 * Which address the order goes to: a saved one (its id) or a new one typed in. The default saved
 * address is chosen for the partner once the addresses have loaded (none saved: a new address).
 */
export function useAddressChoice(form: CheckoutForm, saved: readonly PartnerAddress[] | undefined) {
  const [choice, setChoice] = useState<string | null>(null);

  function choose(address: PartnerAddress | null) {
    setChoice(address?.id ?? NEW_ADDRESS);
    form.setValue(
      'shipping',
      address
        ? {
            name: address.name,
            address: address.address,
            city: address.city,
            state: address.state as CheckoutInput['shipping']['state'],
            postalCode: address.postalCode,
          }
        : emptyShipping,
    );
    form.setValue('saveAddress', false);
    form.clearErrors('shipping');
  }

  useEffect(() => {
    if (!saved || choice !== null) return;
    choose(saved.find((a) => a.isDefault) ?? null);
  });

  return { choice, choose };
}

/** 'Delivery address': the saved addresses and 'A new address' to type in (and maybe save). */
export function AddressStep({
  form,
  sending,
  saved,
  address,
}: CheckoutStepProps & {
  saved: readonly PartnerAddress[] | undefined;
  address: ReturnType<typeof useAddressChoice>;
}) {
  const { choice, choose } = address;
  return (
    <StepCard title="Delivery address" className="flex flex-col gap-4">
      {saved && saved.length > 0 && (
        <fieldset className="flex flex-col gap-2" disabled={sending}>
          <legend className="mb-2 font-medium text-sm">Saved addresses</legend>
          {[...saved, null].map((a) => {
            const value = a?.id ?? NEW_ADDRESS;
            return (
              <Choice key={value} name="address-choice" checked={choice === value} onChoose={() => choose(a)}>
                {a ? (
                  <span>
                    <span className="font-medium">{a.label}</span>
                    {a.isDefault && <span className="text-muted-foreground"> (default)</span>}
                    <br />
                    {a.name}, {formatAddress(a)}
                  </span>
                ) : (
                  <span className="font-medium">A new address</span>
                )}
              </Choice>
            );
          })}
        </fieldset>
      )}
      {choice === NEW_ADDRESS && (
        <>
          <AddressFields form={form} prefix="shipping." disabled={sending} />
          <Controller
            control={form.control}
            name="saveAddress"
            render={({ field }) => (
              <div className="flex items-center gap-2">
                <Checkbox
                  id="save-address"
                  checked={field.value === true}
                  disabled={sending}
                  onCheckedChange={(checked) => field.onChange(checked === true)}
                />
                <Label htmlFor="save-address">Save this address for next time</Label>
              </div>
            )}
          />
        </>
      )}
      {form.formState.errors.shipping && choice !== NEW_ADDRESS && (
        <p role="alert" className="text-destructive text-sm">
          This saved address is incomplete. Choose "A new address" and enter it again.
        </p>
      )}
    </StepCard>
  );
}
