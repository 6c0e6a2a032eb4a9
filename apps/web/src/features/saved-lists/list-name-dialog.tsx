import { renameSavedListSchema, SAVED_LIST_NAME_MAX } from '@party/shared/pricing/saved-lists-contract';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { FormDialog, useZodForm } from '@/components/form-dialog';
import { FormTextField } from '@/components/form-text-field';
import { ApiError } from '@/lib/api-client';

/**
 * A refusal about the name (taken already) stands beside the field; any other (a line the product is
 * not sold in, when the list starts with one) has no field here, so it is told as a toast.
 */
function otherFailure(error: unknown) {
  if (error instanceof ApiError && error.fields?.name) return;
  toast.error(error instanceof Error ? error.message : 'The list could not be saved.');
}

/**
 * New List and Rename: one name, unique within the company (the server's 409 shows beside the field).
 * `onSave` sends it; the dialog closes when it succeeds.
 */
export function ListNameDialog({
  open,
  onOpenChange,
  title,
  description,
  initialName = '',
  submitLabel,
  onSave,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  initialName?: string;
  submitLabel: string;
  onSave: (name: string) => Promise<void>;
}) {
  const form = useZodForm(renameSavedListSchema, { defaultValues: { name: initialName } });
  useEffect(() => {
    if (open) form.reset({ name: initialName });
  }, [open, initialName, form.reset]);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      form={form}
      onSubmit={async ({ name }) => {
        await onSave(name);
        onOpenChange(false);
      }}
      onError={otherFailure}
      serverFields={['name']}
      submitLabel={submitLabel}
      pendingLabel="Saving..."
    >
      <FormTextField
        control={form.control}
        name="name"
        label="List name"
        hint="Everyone in your company sees this list."
        maxLength={SAVED_LIST_NAME_MAX}
        autoComplete="off"
        disabled={form.formState.isSubmitting}
      />
    </FormDialog>
  );
}
