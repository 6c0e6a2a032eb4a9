import {
  type AccountInvoiceRow,
  allocateOldestFirst,
  amountOf,
  businessDay,
  centsOf,
  type PaymentFormValues,
  type PaymentInput,
  paymentInputSchema,
  type ReceivablesCompanyOption,
  receivablesMessages,
  receivedPaymentMethodLabels,
  receivedPaymentMethodValues,
} from '@party/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { toast } from 'sonner';
import { FormDialog, useZodForm } from '@/components/form-dialog';
import { FormField } from '@/components/form-field';
import { FormSelect } from '@/components/form-select';
import { FormTextField } from '@/components/form-text-field';
import { Money } from '@/components/money';
import { RecordStates } from '@/components/record/record-states';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { receivablesCompanyQueryOptions, useRecordPayment } from '@/features/receivables/api';
import { formatDate } from '@/lib/format';
import { useIdempotentSubmit } from '@/lib/use-idempotent-submit';
import { CompanyPicker } from './company-picker';

type PaymentForm = UseFormReturn<PaymentFormValues, unknown, PaymentInput>;
/** What is typed against each invoice, by invoice id. */
type Amounts = Record<string, string>;

const blank = (): PaymentFormValues => ({
  companyId: '',
  receivedOn: businessDay(),
  method: 'eft',
  reference: '',
  amount: '',
  allocations: [],
});

const methodOptions = receivedPaymentMethodValues.map((m) => ({
  value: m,
  label: receivedPaymentMethodLabels[m],
}));

/** Typed dollars as cents; 0 for what is not (yet) a number. */
const typedCents = (text: unknown) => {
  const n = Number(String(text ?? '').replaceAll(',', ''));
  return Number.isFinite(n) ? centsOf(n) : 0;
};

/**
 * Record Payment (docs/product/receivables.md, "Payments received"): the company, the day received,
 * the method, a reference and the amount, split across its open invoices (typed, or oldest first);
 * what is left unallocated is shown. The server refuses a split that pays an invoice more than is open
 * on it, naming it beside that invoice.
 */
export function RecordPaymentDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const form = useZodForm(paymentInputSchema, { defaultValues: blank() });
  const [company, setCompany] = useState<ReceivablesCompanyOption | null>(null);
  const [amounts, setAmounts] = useState<Amounts>({});
  const record = useRecordPayment();
  const send = useIdempotentSubmit(record.mutateAsync);
  const reset = () => {
    form.reset(blank());
    setCompany(null);
    setAmounts({});
  };
  const change = (next: boolean) => {
    if (!next) reset();
    onOpenChange(next);
  };
  const choose = (chosen: ReceivablesCompanyOption | null) => {
    setCompany(chosen);
    setAmounts({});
    form.setValue('companyId', chosen?.id ?? '');
    form.setValue('allocations', []);
  };
  return (
    <FormDialog
      open={open}
      onOpenChange={change}
      title="Record Payment"
      description="Split the amount received across the company's open invoices."
      form={form}
      onSubmit={async (values) => {
        await send(values);
        toast.success(receivablesMessages.recorded);
        change(false);
      }}
      submitLabel="Record Payment"
      pendingLabel="Recording..."
      className="sm:max-w-2xl"
    >
      {company ? (
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <span>
            Company: <span className="font-medium">{company.name}</span>
          </span>
          <Button type="button" size="sm" variant="ghost" onClick={() => choose(null)}>
            Change company
          </Button>
        </div>
      ) : (
        <CompanyPicker onChoose={choose} error={form.formState.errors.companyId?.message} />
      )}
      <PaymentFields form={form} />
      {company && (
        <CompanyInvoices companyId={company.id} form={form} amounts={amounts} onAmounts={setAmounts} />
      )}
    </FormDialog>
  );
}

function PaymentFields({ form }: { form: PaymentForm }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormTextField
        control={form.control}
        name="receivedOn"
        label="Date received"
        type="date"
        max={businessDay()}
      />
      <FormSelect control={form.control} name="method" label="Method" options={methodOptions} />
      <FormTextField
        control={form.control}
        name="amount"
        label="Amount (AUD)"
        inputMode="decimal"
        placeholder="0.00"
      />
      <FormTextField
        control={form.control}
        name="reference"
        label="Reference"
        hint="The bank or cheque reference."
      />
    </div>
  );
}

/** The company's credit line and open invoices, oldest due first. */
function CompanyInvoices({
  companyId,
  form,
  amounts,
  onAmounts,
}: {
  companyId: string;
  form: PaymentForm;
  amounts: Amounts;
  onAmounts: (amounts: Amounts) => void;
}) {
  const account = useQuery(receivablesCompanyQueryOptions(companyId));
  return (
    <RecordStates
      query={account}
      loadingLabel="Loading the company's invoices"
      errorTitle="Could not load the company's invoices."
      notFoundTitle={receivablesMessages.companyNotFound}
    >
      {(data) => (
        <div className="flex flex-col gap-3">
          <p className="text-muted-foreground text-sm">
            Limit <Money amount={data.limit} /> · owes <Money amount={data.openBalance} /> · available{' '}
            <Money amount={data.available} />
          </p>
          <Allocations invoices={data.invoices} form={form} amounts={amounts} onAmounts={onAmounts} />
        </div>
      )}
    </RecordStates>
  );
}

function Allocations({
  invoices,
  form,
  amounts,
  onAmounts,
}: {
  invoices: AccountInvoiceRow[];
  form: PaymentForm;
  amounts: Amounts;
  onAmounts: (amounts: Amounts) => void;
}) {
  const allocations = form.watch('allocations');
  const amountCents = typedCents(form.watch('amount'));
  const allocatedCents = invoices.reduce((sum, i) => sum + typedCents(amounts[i.id]), 0);
  const errors = form.formState.errors.allocations;
  const update = (next: Amounts) => {
    onAmounts(next);
    const chosen = invoices.filter((i) => (next[i.id] ?? '').trim() !== '');
    form.setValue(
      'allocations',
      chosen.map((i) => ({ invoiceId: i.id, amount: next[i.id] ?? '' })),
      { shouldValidate: form.formState.isSubmitted },
    );
  };
  const oldestFirst = () => {
    const open = invoices.map((i) => ({ id: i.id, dueOn: i.dueOn, openCents: centsOf(i.open) }));
    const split = allocateOldestFirst(amountCents, open);
    update(Object.fromEntries(split.map((a) => [a.invoiceId, amountOf(a.cents)])));
  };
  if (invoices.length === 0)
    return <p className="text-muted-foreground text-sm">This company has no open invoices.</p>;
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 font-medium text-sm">Allocate to invoices</legend>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <Button type="button" size="sm" variant="outline" onClick={oldestFirst} disabled={amountCents <= 0}>
          Allocate oldest first
        </Button>
        <span aria-live="polite">
          Unallocated: <Money amount={(amountCents - allocatedCents) / 100} />
        </span>
      </div>
      {invoices.map((invoice) => {
        const index = allocations.findIndex((a) => a.invoiceId === invoice.id);
        const error = index >= 0 ? errors?.[index]?.amount?.message : undefined;
        return (
          <FormField
            key={invoice.id}
            label={`${invoice.number}, due ${formatDate(invoice.dueOn)}`}
            hint={
              <>
                <Money amount={invoice.open} /> open{invoice.status === 'overdue' ? ', overdue' : ''}
              </>
            }
            error={error}
          >
            <Input
              inputMode="decimal"
              placeholder="0.00"
              value={amounts[invoice.id] ?? ''}
              onChange={(event) => update({ ...amounts, [invoice.id]: event.target.value })}
            />
          </FormField>
        );
      })}
      {(errors?.message ?? errors?.root?.message) && (
        <p className="text-destructive text-sm" role="alert">
          {errors?.message ?? errors?.root?.message}
        </p>
      )}
    </fieldset>
  );
}
