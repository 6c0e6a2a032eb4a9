import type * as React from 'react';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

export interface SelectOption {
  value: string;
  label: React.ReactNode;
}

/** What reaches the trigger, the focusable part: its id, aria wiring, blur and ref. */
type TriggerProps = Omit<
  React.ComponentProps<typeof SelectTrigger>,
  'children' | 'value' | 'defaultValue' | 'disabled'
>;

/**
 * A select over a list of options, its value held by the caller: FormSelect's for a form field, or a
 * screen's own state (a filter). Its own file, without react-hook-form, so a screen with no form
 * does not load one, and a screen with no select loads neither.
 */
export function OptionSelect({
  value,
  onValueChange,
  options,
  placeholder,
  disabled,
  ...triggerProps
}: {
  value: string;
  onValueChange: (value: string) => void;
  options: readonly SelectOption[];
  placeholder?: string;
  disabled?: boolean;
} & TriggerProps) {
  return (
    <Select value={value} onValueChange={onValueChange} disabled={disabled}>
      <SelectTrigger {...triggerProps}>
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
  );
}
