import { australianStates } from '@party/shared/addresses/contract';
import { type FieldValues, get, type Path, type UseFormReturn } from 'react-hook-form';
import { FormField } from '@/components/form-field';
import { FormSelect } from '@/components/form-select';
import { Input } from '@/components/ui/input';

const stateOptions = australianStates.map((state) => ({
  value: state.code,
  label: `${state.name} (${state.code})`,
}));

/**
 * Recipient, street, suburb, state (the eight states and territories) and 4-digit postcode, for any
 * form holding a shipping address at `prefix` ('' for the address book, 'shipping.' for checkout).
 */
export function AddressFields<T extends FieldValues>({
  form,
  prefix = '',
  disabled = false,
}: {
  form: UseFormReturn<T>;
  prefix?: string;
  disabled?: boolean;
}) {
  const path = (name: string) => `${prefix}${name}` as Path<T>;
  const error = (name: string): string | undefined =>
    (get(form.formState.errors, path(name)) as { message?: string } | undefined)?.message;
  return (
    <fieldset disabled={disabled} className="grid gap-4 sm:grid-cols-2">
      <legend className="sr-only">Delivery address</legend>
      <FormField label="Recipient name" error={error('name')}>
        <Input autoComplete="name" {...form.register(path('name'))} />
      </FormField>
      <FormField label="Street address" error={error('address')}>
        <Input autoComplete="street-address" {...form.register(path('address'))} />
      </FormField>
      <FormField label="Suburb or city" error={error('city')}>
        <Input autoComplete="address-level2" {...form.register(path('city'))} />
      </FormField>
      <FormSelect
        control={form.control}
        name={path('state')}
        label="State or territory"
        options={stateOptions}
        placeholder="Choose a state"
        disabled={disabled}
      />
      <FormField label="Postcode" error={error('postalCode')}>
        <Input
          inputMode="numeric"
          maxLength={4}
          autoComplete="postal-code"
          {...form.register(path('postalCode'))}
        />
      </FormField>
    </fieldset>
  );
}
