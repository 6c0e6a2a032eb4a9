import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CreditRequestFormValues,
  type CreditRequestInput,
  creditMessages,
  creditRequestInputSchema,
} from '@party/shared/credit/contract';
import { useRef } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { FormDialog } from '@/components/form-dialog';
import { FormTextField } from '@/components/form-text-field';
import { useRequestCreditLimit } from './api';

const emptyForm: CreditRequestFormValues = {
  requestedLimit: '',
  currentSpending: '',
  reason: '',
  additionalInfo: '',
};

function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(16)}-${Math.random().toString(16).slice(2)}`;
}

/** 'Request Credit Limit' (spec 2 section 9, the detailed form): validated here and on the server. */
export function CreditRequestDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const requestCredit = useRequestCreditLimit();
  const form = useForm<CreditRequestFormValues, unknown, CreditRequestInput>({
    // The schema reads the typed text as amounts, so the form keeps strings and submits numbers.
    resolver: zodResolver(creditRequestInputSchema) as unknown as Resolver<
      CreditRequestFormValues,
      unknown,
      CreditRequestInput
    >,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: emptyForm,
  });
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const submitting = form.formState.isSubmitting;

  const submit = async (request: CreditRequestInput) => {
    const body = { ...request, additionalInfo: request.additionalInfo || undefined };
    const serialised = JSON.stringify(body);
    if (attempt.current?.body !== serialised) attempt.current = { body: serialised, key: newKey() };
    await requestCredit.mutateAsync({ body, idempotencyKey: attempt.current.key });
    toast.success(creditMessages.submitted, { description: creditMessages.submittedDescription });
    attempt.current = null;
    form.reset(emptyForm);
    onOpenChange(false);
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Request Credit Limit"
      description="Tell us the limit you need and why. Our finance team reviews every request."
      form={form}
      onSubmit={submit}
      onError={() => toast.error(creditMessages.failed, { description: creditMessages.failedDescription })}
      serverFields={Object.keys(emptyForm)}
      submitLabel="Submit Request"
      pendingLabel="Submitting..."
    >
      <FormTextField
        control={form.control}
        name="requestedLimit"
        label="Requested Credit Limit (AUD) *"
        inputMode="decimal"
        placeholder="25000"
        disabled={submitting}
      />
      <FormTextField
        control={form.control}
        name="currentSpending"
        label="Current Monthly Spending (AUD) *"
        inputMode="decimal"
        placeholder="8000"
        disabled={submitting}
      />
      <FormTextField
        control={form.control}
        name="reason"
        label="Reason for Request *"
        multiline
        rows={3}
        placeholder="Why do you need this credit limit?"
        disabled={submitting}
      />
      <FormTextField
        control={form.control}
        name="additionalInfo"
        label="Additional Information"
        multiline
        rows={3}
        placeholder="Trade references, seasonal needs or anything else we should know"
        disabled={submitting}
      />
    </FormDialog>
  );
}
