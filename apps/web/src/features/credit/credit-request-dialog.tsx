import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CreditRequestFormValues,
  type CreditRequestInput,
  creditMessages,
  creditRequestInputSchema,
} from '@party/shared/credit/contract';
import { type FieldPath, type Resolver, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
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
  const errors = form.formState.errors;

  const submit = form.handleSubmit(async (request) => {
    const body = { ...request, additionalInfo: request.additionalInfo || undefined };
    try {
      await sendRequest(body);
      toast.success(creditMessages.submitted, { description: creditMessages.submittedDescription });
      form.reset(emptyForm);
      onOpenChange(false);
    } catch (error) {
      toast.error(creditMessages.failed, { description: creditMessages.failedDescription });
      for (const [field, message] of Object.entries(error instanceof ApiError ? (error.fields ?? {}) : {})) {
        if (field in emptyForm) form.setError(field as FieldPath<CreditRequestFormValues>, { message });
      }
    }
  });

  return (
    <Dialog open={open} onOpenChange={(next) => (submitting && !next ? undefined : onOpenChange(next))}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Request Credit Limit</DialogTitle>
          <DialogDescription>
            Tell us the limit you need and why. Our finance team reviews every request.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <FormField label="Requested Credit Limit (AUD) *" error={errors.requestedLimit?.message}>
            <Input
              inputMode="decimal"
              placeholder="25000"
              disabled={submitting}
              {...form.register('requestedLimit')}
            />
          </FormField>
          <FormField label="Current Monthly Spending (AUD) *" error={errors.currentSpending?.message}>
            <Input
              inputMode="decimal"
              placeholder="8000"
              disabled={submitting}
              {...form.register('currentSpending')}
            />
          </FormField>
          <FormField label="Reason for Request *" error={errors.reason?.message}>
            <Textarea
              rows={3}
              placeholder="Why do you need this credit limit?"
              disabled={submitting}
              {...form.register('reason')}
            />
          </FormField>
          <FormField label="Additional Information" error={errors.additionalInfo?.message}>
            <Textarea
              rows={3}
              placeholder="Trade references, seasonal needs or anything else we should know"
              disabled={submitting}
              {...form.register('additionalInfo')}
            />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" disabled={submitting} onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={submitting}>
              {submitting ? 'Submitting...' : 'Submit Request'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
