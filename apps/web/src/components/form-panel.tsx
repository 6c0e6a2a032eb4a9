import type { ReactNode } from 'react';
import { type FieldValues, FormProvider, type UseFormReturn } from 'react-hook-form';
import { FormAlert } from '@/components/form-alert';
import { useKitSubmit } from '@/components/form-dialog';
import { Button } from '@/components/ui/button';
import { formLevelError } from '@/lib/server-field-errors';
import { cn } from '@/lib/utils';

/**
 * A form that stands on the page rather than in a dialog (settings, a profile, sign-in pages): the
 * fields (children), then the submit button reading `pendingLabel` while sending, and `actions` beside
 * it. Failures are handled as in FormDialog: the server's field errors beside their fields, any other
 * message above the fields unless `onError` takes it.
 */
export function FormPanel<Values extends FieldValues, Output>({
  form,
  onSubmit,
  onError,
  serverFields,
  submitLabel,
  pendingLabel,
  submitDisabled = false,
  actions,
  label,
  className,
  children,
}: {
  form: UseFormReturn<Values, unknown, Output>;
  onSubmit: (values: Output) => Promise<void> | void;
  onError?: (error: unknown) => void;
  serverFields?: readonly string[];
  submitLabel: string;
  pendingLabel: string;
  submitDisabled?: boolean;
  /** Buttons beside the submit (Cancel, Reset). */
  actions?: ReactNode;
  /** The form's accessible name, when no heading names it. */
  label?: string;
  className?: string;
  children: ReactNode;
}) {
  const { failure, sending, submit } = useKitSubmit(form, onSubmit, {
    onError,
    serverFields,
    submitDisabled,
  });
  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-label={label} className={cn('flex flex-col gap-4', className)}>
        <FormAlert message={formLevelError(failure)} />
        {children}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={sending || submitDisabled}>
            {sending ? pendingLabel : submitLabel}
          </Button>
          {actions}
        </div>
      </form>
    </FormProvider>
  );
}
