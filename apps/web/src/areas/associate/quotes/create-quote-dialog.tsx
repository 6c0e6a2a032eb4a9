import { createQuoteSchema, quoteMessages } from '@party/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { FormAlert } from '@/components/form-alert';
import { FormDialog, useZodForm } from '@/components/form-dialog';
import { FormSelect } from '@/components/form-select';
import { FormTextField } from '@/components/form-text-field';
import { quoteCustomersQueryOptions, useCreateQuote } from '@/features/quotes/staff-api';

const blank = { title: '', description: '', partnerId: '' };

/** Create New Quote: title, description and a customer from the partner list; starts as a draft. */
export function CreateQuoteDialog({
  open,
  onOpenChange,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (id: string) => void;
}) {
  const form = useZodForm(createQuoteSchema, { defaultValues: blank });
  const customers = useQuery({ ...quoteCustomersQueryOptions, enabled: open });
  const create = useCreateQuote();
  useEffect(() => {
    if (customers.isError) toast.error(quoteMessages.customersFailed);
  }, [customers.isError]);

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) form.reset(blank);
        onOpenChange(next);
      }}
      title="Create New Quote"
      description="The quote starts as a draft; add products once it is created."
      form={form}
      onSubmit={async (values) => {
        const quote = await create.mutateAsync(values);
        toast.success(quoteMessages.created);
        form.reset(blank);
        onOpenChange(false);
        onCreated(quote.id);
      }}
      onError={() => toast.error(quoteMessages.createFailed)}
      submitLabel="Create Quote"
      pendingLabel="Creating..."
    >
      <FormTextField control={form.control} name="title" label="Quote title" />
      <FormTextField control={form.control} name="description" label="Description" multiline rows={3} />
      {customers.isError ? (
        <FormAlert message={quoteMessages.customersFailed} />
      ) : (
        <FormSelect
          control={form.control}
          name="partnerId"
          label="Customer"
          placeholder={customers.isPending ? 'Loading customers...' : 'Select a customer'}
          disabled={customers.isPending}
          options={(customers.data?.items ?? []).map((c) => ({
            value: c.id,
            label: `${c.name}${c.companyName ? ` (${c.companyName})` : ''} · ${c.email}`,
          }))}
        />
      )}
    </FormDialog>
  );
}
