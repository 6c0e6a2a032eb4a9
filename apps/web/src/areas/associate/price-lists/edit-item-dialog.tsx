import { type PriceListItem, priceListEntryFormSchema, priceListMessages } from '@party/shared';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { FormDialog, useZodForm } from '@/components/form-dialog';
import { Money } from '@/components/money';
import { EntryFields, type EntryValues, entryFormOf } from './entry-fields';

/** Change one product's price in the list: its rule and amount; the whole list is saved. */
export function EditItemDialog({
  item,
  onClose,
  onSave,
}: {
  item: PriceListItem | null;
  onClose: () => void;
  onSave: (productId: string, values: EntryValues) => Promise<unknown>;
}) {
  const form = useZodForm(priceListEntryFormSchema, { defaultValues: entryFormOf(item) });
  const { reset } = form;
  useEffect(() => {
    if (item) reset(entryFormOf(item));
  }, [item, reset]);
  return (
    <FormDialog
      open={item !== null}
      onOpenChange={(open) => !open && onClose()}
      title={`Price of ${item?.productName ?? ''}`}
      description={
        <>
          {item?.sku} · list price <Money amount={item?.listPrice} />
        </>
      }
      form={form}
      onSubmit={async (values) => {
        if (!item) return;
        await onSave(item.productId, values);
        toast.success(priceListMessages.itemsSaved);
        onClose();
      }}
      // A refusal of the whole list (another line, a product gone) is told as a toast.
      serverFields={[]}
      onError={(error) => toast.error(error instanceof Error ? error.message : String(error))}
      submitLabel="Save Price"
      pendingLabel="Saving..."
    >
      <EntryFields control={form.control} />
    </FormDialog>
  );
}
