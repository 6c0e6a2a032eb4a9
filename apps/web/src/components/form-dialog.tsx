import { zodResolver } from '@hookform/resolvers/zod';
import { type BaseSyntheticEvent, type ReactNode, useState } from 'react';
import {
  type FieldErrors,
  type FieldValues,
  FormProvider,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import { FormAlert } from '@/components/form-alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { formLevelError, setServerFieldErrors } from '@/lib/server-field-errors';

/**
 * A react-hook-form form checked by a zod contract of packages/shared: the same schema the server
 * checks. Errors show after the first submit and then follow each change.
 */
export function useZodForm<Schema extends z.ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  options: Omit<UseFormProps<z.input<Schema>, unknown, z.output<Schema>>, 'resolver'> = {},
): UseFormReturn<z.input<Schema>, unknown, z.output<Schema>> {
  return useForm<z.input<Schema>, unknown, z.output<Schema>>({
    // The resolver's own generics cannot follow a generic schema; these are the types it returns.
    resolver: zodResolver(schema) as unknown as Resolver<z.input<Schema>, unknown, z.output<Schema>>,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    ...options,
  });
}

/**
 * The submit every kit form shares: nothing is sent while read-only; a failure puts the server's
 * field errors beside their fields (`setServerFieldErrors`, only `serverFields` when given) and any
 * other message in `failure` for the form's alert, unless `onError` takes it. `serverFieldsExcept`
 * leaves some of the server's fields out (a refused cart line has no field to show it beside), and
 * `onInvalid` hears a submit the form's own rules refused (before anything is sent). `beforeSubmit`
 * runs first, before the fields lock for sending: false stops the submit (it may move focus to a box
 * outside the form's values, as the quote dialog's quantity).
 */
export function useKitSubmit<Values extends FieldValues, Output>(
  form: UseFormReturn<Values, unknown, Output>,
  onSubmit: (values: Output) => Promise<void> | void,
  {
    beforeSubmit,
    onError,
    onInvalid,
    serverFields,
    serverFieldsExcept,
    submitDisabled = false,
  }: {
    beforeSubmit?: () => boolean;
    onError?: (error: unknown) => void;
    onInvalid?: (errors: FieldErrors<Values>) => void;
    serverFields?: readonly string[];
    serverFieldsExcept?: readonly string[];
    submitDisabled?: boolean;
  },
) {
  const [failure, setFailure] = useState<unknown>(null);
  const send = form.handleSubmit(async (values) => {
    if (submitDisabled) return;
    setFailure(null);
    try {
      await onSubmit(values);
    } catch (error) {
      setServerFieldErrors(form.setError, error, {
        ...(serverFields ? { only: serverFields } : {}),
        ...(serverFieldsExcept ? { except: serverFieldsExcept } : {}),
      });
      if (onError) onError(error);
      else setFailure(error);
    }
  }, onInvalid);
  const submit = async (event?: BaseSyntheticEvent) => {
    if (!beforeSubmit || beforeSubmit()) return send(event);
    event?.preventDefault();
  };
  return { failure, setFailure, sending: form.formState.isSubmitting, submit };
}

/**
 * A dialog holding one form: title, description, the fields (children), Cancel and a submit button
 * that reads `pendingLabel` while sending. It cannot be closed while sending. When `onSubmit`
 * throws, the server's field errors go beside their fields (`setServerFieldErrors`) and any other
 * failure shows above the fields, unless `onError` takes it (a toast). The caller closes the dialog
 * when the submit succeeds.
 */
export function FormDialog<Values extends FieldValues, Output>({
  open,
  onOpenChange,
  title,
  description,
  form,
  onSubmit,
  onError,
  serverFields,
  submitLabel,
  pendingLabel,
  cancelLabel = 'Cancel',
  submitDisabled = false,
  className,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  form: UseFormReturn<Values, unknown, Output>;
  onSubmit: (values: Output) => Promise<void> | void;
  /** Takes a failed submit's message (after its field errors are placed). */
  onError?: (error: unknown) => void;
  /** The server's field errors to place; by default every field it names. */
  serverFields?: readonly string[];
  submitLabel: string;
  pendingLabel: string;
  cancelLabel?: string;
  /** A read-only form: the submit button stays disabled. */
  submitDisabled?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const { failure, setFailure, sending, submit } = useKitSubmit(form, onSubmit, {
    onError,
    serverFields,
    submitDisabled,
  });
  const change = (next: boolean) => {
    if (sending && !next) return;
    if (!next) setFailure(null);
    onOpenChange(next);
  };

  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent className={className ?? 'sm:max-w-lg'} closeDisabled={sending}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          {description && <DialogDescription>{description}</DialogDescription>}
        </DialogHeader>
        <FormProvider {...form}>
          <form onSubmit={submit} noValidate className="flex flex-col gap-4">
            <FormAlert message={formLevelError(failure)} />
            {children}
            <DialogFooter>
              <Button type="button" variant="outline" disabled={sending} onClick={() => change(false)}>
                {cancelLabel}
              </Button>
              <Button type="submit" disabled={sending || submitDisabled}>
                {sending ? pendingLabel : submitLabel}
              </Button>
            </DialogFooter>
          </form>
        </FormProvider>
      </DialogContent>
    </Dialog>
  );
}
