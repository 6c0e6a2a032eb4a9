import { type ReactNode, useEffect } from 'react';
import type { z } from 'zod';
import { FormDialog, useZodForm } from './form-dialog';
import { FormTextField } from './form-text-field';

type ReasonSchema = z.ZodType<{ reason: string }, { reason: string }>;

/**
 * A decision that needs a reason the other side will read (reject a campaign, reject a member's
 * order): one reason field checked by the contract's schema, the form kit's submit and failure
 * handling, and an empty field each time the dialog opens. The caller sends the reason and closes.
 */
export function ReasonDialog({
  open,
  onClose,
  title,
  description,
  schema,
  label,
  submitLabel,
  pendingLabel = 'Rejecting...',
  onSubmit,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  schema: ReasonSchema;
  label: string;
  submitLabel: string;
  pendingLabel?: string;
  onSubmit: (reason: string) => Promise<void>;
}) {
  const form = useZodForm(schema, { defaultValues: { reason: '' } });
  const { reset } = form;
  useEffect(() => {
    if (open) reset({ reason: '' });
  }, [open, reset]);
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={title}
      description={description}
      form={form}
      onSubmit={(values) => onSubmit(values.reason)}
      submitLabel={submitLabel}
      pendingLabel={pendingLabel}
    >
      <FormTextField control={form.control} name="reason" label={label} multiline rows={3} />
    </FormDialog>
  );
}
