import { createQuoteSchema, type QuoteCustomerList, quoteMessages } from '@party/shared';
import { useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import { FormDialog, useZodForm } from '@/components/form-dialog';
import { FormSelect } from '@/components/form-select';
import { FormTextField } from '@/components/form-text-field';
import { ListStates } from '@/components/list/list-states';
import { quoteCustomersQueryOptions, useCreateQuote } from '@/features/quotes/staff-api';

const blank = { title: '', description: '', partnerId: '' };

/**
 * Create New Quote: title, description and a customer from the partner list; starts as a draft. A
 * partner list that cannot load says so in place of the picker, with Try Again.
 */
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
  const customerSelect = (items: QuoteCustomerList['items'], placeholder: string) => (
    <FormSelect
      control={form.control}
      name="partnerId"
      label="Customer"
      placeholder={placeholder}
      disabled={customers.isPending}
      options={items.map((c) => ({
        value: c.id,
        label: `${c.name}${c.companyName ? ` (${c.companyName})` : ''} · ${c.email}`,
      }))}
    />
  );

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
      <ListStates
        query={customers}
        isEmpty={() => false}
        empty={null}
        loadingLabel="Loading customers..."
        loading={customerSelect([], 'Loading customers...')}
        errorTitle={quoteMessages.customersFailed}
      >
        {(data) => customerSelect(data.items, 'Select a customer')}
      </ListStates>
    </FormDialog>
  );
}
