import type * as React from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';

type InputProps = Omit<React.ComponentProps<typeof Input>, 'name' | 'value' | 'defaultValue' | 'onChange'>;

/**
 * A react-hook-form text field: FormField's label, hint and error wired to an Input, or to a
 * Textarea with `multiline`. The form's field takes its value, change, blur and focus (so the first
 * invalid field is focused on submit).
 */
export function FormTextField<Values extends FieldValues, Output = Values>({
  control,
  name,
  label,
  hint,
  multiline = false,
  rows,
  className,
  ...inputProps
}: {
  control: Control<Values, unknown, Output>;
  name: FieldPath<Values>;
  label: React.ReactNode;
  hint?: React.ReactNode;
  multiline?: boolean;
  rows?: number;
} & InputProps) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormField label={label} hint={hint} error={fieldState.error?.message} className={className}>
          {multiline ? (
            <Textarea
              rows={rows}
              placeholder={inputProps.placeholder}
              disabled={inputProps.disabled}
              {...field}
              value={field.value ?? ''}
            />
          ) : (
            <Input {...inputProps} {...field} value={field.value ?? ''} />
          )}
        </FormField>
      )}
    />
  );
}
