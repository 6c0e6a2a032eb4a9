import type { ReactNode } from 'react';
import { type FieldErrors, type FieldValues, FormProvider, type UseFormReturn } from 'react-hook-form';
import { FormAlert } from '@/components/form-alert';
import { useKitSubmit } from '@/components/form-dialog';
import { Button } from '@/components/ui/button';
import { formLevelError } from '@/lib/server-field-errors';
import { cn } from '@/lib/utils';

/** What a kit form tells the parts it draws: whether it is sending, and why the last submit failed. */
export interface FormKitState {
  sending: boolean;
  /** The last failed submit's error (null after a new submit starts); `formLevelError` gives its message. */
  failure: unknown;
}

/** What every kit form takes: the form, its submit and how a failure is handled (see useKitSubmit). */
interface FormKitProps<Values extends FieldValues, Output> {
  form: UseFormReturn<Values, unknown, Output>;
  onSubmit: (values: Output) => Promise<void> | void;
  /** Runs before the form's rules and before the fields lock: false stops the submit. */
  beforeSubmit?: () => boolean;
  onError?: (error: unknown) => void;
  /** Hears a submit the form's own rules refused (nothing was sent). */
  onInvalid?: (errors: FieldErrors<Values>) => void;
  serverFields?: readonly string[];
  /** The server's fields not to place beside a field (they have none). */
  serverFieldsExcept?: readonly string[];
  submitDisabled?: boolean;
  /** The form's accessible name, when no heading names it. */
  label?: string;
  className?: string;
}

/**
 * The kit's form without its layout, for a form whose submit button and failure alert sit inside its
 * own design (checkout's Place Order in the order summary card): the same submit as FormPanel and
 * FormDialog (useKitSubmit), and `children({ sending, failure })` draws everything, the submit
 * button (`type="submit"`) and a `FormAlert` included.
 */
export function FormKitForm<Values extends FieldValues, Output>({
  form,
  onSubmit,
  beforeSubmit,
  onError,
  onInvalid,
  serverFields,
  serverFieldsExcept,
  submitDisabled = false,
  label,
  className,
  children,
}: FormKitProps<Values, Output> & { children: (state: FormKitState) => ReactNode }) {
  const { failure, sending, submit } = useKitSubmit(form, onSubmit, {
    beforeSubmit,
    onError,
    onInvalid,
    serverFields,
    serverFieldsExcept,
    submitDisabled,
  });
  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-label={label} className={className}>
        {children({ sending, failure })}
      </form>
    </FormProvider>
  );
}

/**
 * A form that stands on the page rather than in a dialog (settings, a profile, sign-in pages): the
 * fields (children), then the submit button reading `pendingLabel` while sending, and `actions` beside
 * it. Failures are handled as in FormDialog: the server's field errors beside their fields, any other
 * message above the fields unless `onError` takes it.
 */
export function FormPanel<Values extends FieldValues, Output>({
  submitLabel,
  pendingLabel,
  submitDisabled = false,
  actions,
  className,
  children,
  ...kit
}: FormKitProps<Values, Output> & {
  submitLabel: string;
  pendingLabel: string;
  /** Buttons beside the submit (Cancel, Reset). */
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <FormKitForm {...kit} submitDisabled={submitDisabled} className={cn('flex flex-col gap-4', className)}>
      {({ sending, failure }) => (
        <>
          <FormAlert message={formLevelError(failure)} />
          {children}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={sending || submitDisabled}>
              {sending ? pendingLabel : submitLabel}
            </Button>
            {actions}
          </div>
        </>
      )}
    </FormKitForm>
  );
}
