import { type QuantityRules, type QuantityRulesFormValues, TIERS_MAX } from '@party/shared';
import { PlusIcon, XIcon } from 'lucide-react';
import { useId, useRef } from 'react';
import { type UseFormReturn, useFieldArray } from 'react-hook-form';
import { FormTextField } from '@/components/form-text-field';
import { Button } from '@/components/ui/button';
import { formatMoney } from '@/lib/format';

type RulesForm = UseFormReturn<QuantityRulesFormValues, unknown, QuantityRules>;

/** One break: its From quantity and Unit price, each labelled with the tier for screen readers, and Remove. */
function TierRow({ form, index, onRemove }: { form: RulesForm; index: number; onRemove: () => void }) {
  return (
    <li className="flex flex-wrap items-start gap-3 rounded-md border p-3">
      <span className="mt-8 w-14 font-medium text-sm" aria-hidden="true">
        Tier {index + 1}
      </span>
      <FormTextField
        control={form.control}
        name={`tiers.${index}.minQuantity`}
        label={
          <>
            <span className="sr-only">Tier {index + 1}: </span>From quantity
          </>
        }
        className="min-w-32 flex-1"
        inputMode="numeric"
      />
      <FormTextField
        control={form.control}
        name={`tiers.${index}.unitPrice`}
        label={
          <>
            <span className="sr-only">Tier {index + 1}: </span>Unit price
          </>
        }
        className="min-w-32 flex-1"
        inputMode="decimal"
      />
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="mt-6"
        aria-label={`Remove tier ${index + 1}`}
        onClick={onRemove}
      >
        <XIcon aria-hidden="true" />
      </Button>
    </li>
  );
}

/**
 * The quantity breaks (docs/product/wholesale-buying.md): rows of "From quantity" and "Unit price",
 * each labelled with its tier, Add break and Remove per row. Adding focuses the new row's quantity;
 * removing moves focus to Add break, so the keyboard never falls off the page. An error for the
 * whole list (too many breaks) shows under it.
 */
export function TierEditor({ form, listPrice }: { form: RulesForm; listPrice: number }) {
  const tiers = useFieldArray({ control: form.control, name: 'tiers' });
  const addRef = useRef<HTMLButtonElement>(null);
  const headingId = useId();
  const hintId = useId();
  const listError = form.formState.errors.tiers?.message ?? form.formState.errors.tiers?.root?.message;

  return (
    <fieldset aria-labelledby={headingId} aria-describedby={hintId} className="flex flex-col gap-3">
      <legend id={headingId} className="font-medium text-sm">
        Quantity breaks
      </legend>
      <p id={hintId} className="text-muted-foreground text-sm">
        Each break starts at a higher quantity (whole packs) and costs less than the one before, below the
        list price of {formatMoney(listPrice)}.
      </p>
      {tiers.fields.length === 0 ? (
        <p className="text-muted-foreground text-sm">
          No quantity breaks: every unit sells at the list price.
        </p>
      ) : (
        <ol className="flex flex-col gap-2">
          {tiers.fields.map((field, index) => (
            <TierRow
              key={field.id}
              form={form}
              index={index}
              onRemove={() => {
                tiers.remove(index);
                addRef.current?.focus();
              }}
            />
          ))}
        </ol>
      )}
      {listError && (
        <p role="alert" className="font-medium text-destructive text-sm">
          {listError}
        </p>
      )}
      <Button
        ref={addRef}
        type="button"
        variant="outline"
        className="self-start"
        disabled={tiers.fields.length >= TIERS_MAX}
        onClick={() => tiers.append({ minQuantity: '', unitPrice: '' })}
      >
        <PlusIcon aria-hidden="true" />
        Add break
      </Button>
    </fieldset>
  );
}
