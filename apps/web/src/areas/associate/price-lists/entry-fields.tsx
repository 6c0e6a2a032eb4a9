import type {
  PriceListEntryForm,
  PriceListItem,
  PriceListItemInput,
  PriceListRule,
  priceListEntryFormSchema,
} from '@party/shared';
import type { Control } from 'react-hook-form';
import type { z } from 'zod';
import { FormSelect } from '@/components/form-select';
import { FormTextField } from '@/components/form-text-field';

const ruleOptions: { value: PriceListRule; label: string }[] = [
  { value: 'fixedPrice', label: 'Fixed price ($)' },
  { value: 'percentOff', label: '% off the list price' },
];

export type EntryValues = z.output<typeof priceListEntryFormSchema>;

/** The form's start: the entry's own rule and amount, or a blank fixed price. */
export function entryFormOf(item: PriceListItem | null): PriceListEntryForm {
  if (!item) return { rule: 'fixedPrice', amount: '' };
  return item.fixedPrice !== null
    ? { rule: 'fixedPrice', amount: item.fixedPrice.toFixed(2) }
    : { rule: 'percentOff', amount: String(item.percentOff ?? '') };
}

/** The entry the items body takes for this product. */
export function entryOf(productId: string, values: EntryValues): PriceListItemInput {
  return values.rule === 'fixedPrice'
    ? { productId, fixedPrice: values.amount, percentOff: null }
    : { productId, fixedPrice: null, percentOff: values.amount };
}

/** Fixed price or % off, and the amount: one of the two for a product (docs/product/wholesale-buying.md). */
export function EntryFields({ control }: { control: Control<PriceListEntryForm, unknown, EntryValues> }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormSelect control={control} name="rule" label="Price" options={ruleOptions} />
      <FormTextField
        control={control}
        name="amount"
        label="Amount"
        type="number"
        min={0}
        step={0.01}
        inputMode="decimal"
      />
    </div>
  );
}
