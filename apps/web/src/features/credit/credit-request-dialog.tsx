import {
  type CreditRequestFormValues,
  type CreditRequestInput,
  creditMessages,
  creditRequestInputSchema,
} from '@party/shared/credit/contract';
import { toast } from 'sonner';
import { FormDialog, useZodForm } from '@/components/form-dialog';
import { FormTextField } from '@/components/form-text-field';
import { useIdempotentSubmit } from '@/lib/use-idempotent-submit';
import { useRequestCreditLimit } from './api';

const emptyForm: CreditRequestFormValues = {
  requestedLimit: '',
  currentSpending: '',
  reason: '',
  additionalInfo: '',
};

/**
 * 'Request Credit Limit' (docs/product/partner-portal.md, the detailed form): validated here and on
 * the server with the same schema.
 */
export function CreditRequestDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const requestCredit = useRequestCreditLimit();
  // The schema reads the typed text as amounts, so the form keeps strings and submits numbers.
  const form = useZodForm(creditRequestInputSchema, { defaultValues: emptyForm });
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
