import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CreditRequestFormValues,
  type CreditRequestInput,
  creditMessages,
  creditRequestInputSchema,
} from '@party/shared/credit/contract';
import { type Resolver, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { FormDialog } from '@/components/form-dialog';
import { FormTextField } from '@/components/form-text-field';
import { useIdempotentSubmit } from '@/lib/use-idempotent-submit';
import { useRequestCreditLimit } from './api';

const emptyForm: CreditRequestFormValues = {
  requestedLimit: '',
  currentSpending: '',
  reason: '',
  additionalInfo: '',
};

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
  const sendRequest = useIdempotentSubmit(requestCredit.mutateAsync);
  const submitting = form.formState.isSubmitting;

  const submit = async (request: CreditRequestInput) => {
    const body = { ...request, additionalInfo: request.additionalInfo || undefined };
    await sendRequest(body);
    toast.success(creditMessages.submitted, { description: creditMessages.submittedDescription });
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
