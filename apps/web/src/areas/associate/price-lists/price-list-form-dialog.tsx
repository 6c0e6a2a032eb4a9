import {
  businessDay,
  type PriceListInput,
  type PriceListSummary,
  priceListInputSchema,
  priceListMessages,
} from '@party/shared';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { FormDialog, useZodForm } from '@/components/form-dialog';
import { FormTextField } from '@/components/form-text-field';
import { useCreatePriceList, useUpdatePriceList } from '@/features/price-lists/api';

type EditedList = Pick<PriceListSummary, 'id' | 'name' | 'validFrom' | 'validTo' | 'percentOff'>;

const valuesOf = (list: EditedList | null): PriceListInput =>
  list
    ? {
        name: list.name,
        validFrom: list.validFrom,
        validTo: list.validTo ?? '',
        percentOff: list.percentOff === null ? '' : String(list.percentOff),
      }
    : { name: '', validFrom: businessDay(), validTo: '', percentOff: '' };

/**
 * New Price List / Edit Price List (docs/product/wholesale-buying.md, "Price lists"): Name, Valid
 * from, Valid to (optional) and a percentage off everything (optional), checked by the server's
 * contract. A new list opens on its own page, where its products and assignments are added.
 */
export function PriceListFormDialog({
  open,
  list,
  onOpenChange,
}: {
  open: boolean;
  /** The list to edit; null creates one. */
  list: EditedList | null;
  onOpenChange: (open: boolean) => void;
}) {
  const form = useZodForm(priceListInputSchema, { defaultValues: valuesOf(list) });
  const create = useCreatePriceList();
  const update = useUpdatePriceList();
  const navigate = useNavigate();
  const validFrom = useWatch({ control: form.control, name: 'validFrom' });
  const { reset } = form;
  useEffect(() => {
    if (open) reset(valuesOf(list));
  }, [open, list, reset]);

  const save = async (values: Parameters<typeof update.mutateAsync>[0]['input']) => {
    if (list) {
      await update.mutateAsync({ id: list.id, input: values });
      toast.success(priceListMessages.updated);
      onOpenChange(false);
      return;
    }
    const created = await create.mutateAsync(values);
    toast.success(priceListMessages.created);
    onOpenChange(false);
    void navigate(`/associate/price-lists/${created.id}`);
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={list ? 'Edit Price List' : 'New Price List'}
      description="Products without their own price get the percentage off everything, when one is set."
      form={form}
      onSubmit={save}
      submitLabel={list ? 'Save Price List' : 'Create Price List'}
      pendingLabel="Saving..."
    >
      <FormTextField control={form.control} name="name" label="Name" maxLength={80} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormTextField control={form.control} name="validFrom" label="Valid from" type="date" />
        <FormTextField
          control={form.control}
          name="validTo"
          label="Valid to (optional)"
          type="date"
          min={typeof validFrom === 'string' ? validFrom : undefined}
        />
      </div>
      <FormTextField
        control={form.control}
        name="percentOff"
        label="Percentage off everything (optional)"
        hint="From 0 to 90. Leave it blank to price only the products listed."
        type="number"
        min={0}
        max={90}
        step={0.01}
        inputMode="decimal"
      />
    </FormDialog>
  );
}
