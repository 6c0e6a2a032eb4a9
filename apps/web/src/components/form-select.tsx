import type * as React from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { FormField } from '@/components/form-field';
import { OptionSelect, type SelectOption } from '@/components/option-select';

/**
 * A react-hook-form field chosen from a list: FormField's label and error wired to the select's
 * trigger, which takes the field's focus and blur. (Its own file, so screens whose forms have no
 * select do not load one.)
 */
export function FormSelect<Values extends FieldValues, Output = Values>({
  control,
  name,
  label,
  options,
  placeholder,
  disabled,
}: {
  control: Control<Values, unknown, Output>;
  name: FieldPath<Values>;
  label: React.ReactNode;
  options: readonly SelectOption[];
  placeholder?: string;
  disabled?: boolean;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormField label={label} error={fieldState.error?.message}>
          {(controlProps) => (
            <OptionSelect
              {...controlProps}
              value={field.value ?? ''}
              onValueChange={field.onChange}
              options={options}
              placeholder={placeholder}
              disabled={disabled}
              onBlur={field.onBlur}
              ref={field.ref}
            />
          )}
        </FormField>
      )}
    />
  );
}
