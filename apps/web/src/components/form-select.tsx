import type * as React from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { FormField } from '@/components/form-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

export interface SelectOption {
  value: string;
  label: React.ReactNode;
}

/**
 * A react-hook-form field chosen from a list: FormField's label and error wired to the select's
 * trigger, which takes the field's focus and blur. (Its own file, so screens whose forms have no
 * select do not load one.)
 */
export function FormSelect<Values extends FieldValues>({
  control,
  name,
  label,
  options,
  placeholder,
  disabled,
}: {
  control: Control<Values>;
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
            <Select value={field.value ?? ''} onValueChange={field.onChange} disabled={disabled}>
              <SelectTrigger {...controlProps} onBlur={field.onBlur} ref={field.ref}>
                <SelectValue placeholder={placeholder} />
              </SelectTrigger>
              <SelectContent>
                {options.map((option) => (
                  <SelectItem key={option.value} value={option.value}>
                    {option.label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        </FormField>
      )}
    />
  );
}
