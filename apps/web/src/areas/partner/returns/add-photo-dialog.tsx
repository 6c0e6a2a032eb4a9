import { RETURN_MAX_PHOTOS } from '@party/shared';
import { z } from 'zod';
import { FileUploadField } from '@/components/file-upload-field';
import { FormDialog, useZodForm } from '@/components/form-dialog';
import { useUploadReturnPhoto } from '@/features/returns/api';

const photoSchema = z.object({
  file: z
    .instanceof(File, { message: 'Choose a photo to upload.' })
    .nullable()
    .refine((f) => f !== null, {
      message: 'Choose a photo to upload.',
    }),
});

/** One photo of the goods a time (JPEG, PNG or WebP); the server checks type, size and count. */
export function AddPhotoDialog({
  open,
  onOpenChange,
  returnId,
  count,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnId: string;
  count: number;
}) {
  const form = useZodForm(photoSchema, { defaultValues: { file: null } });
  const upload = useUploadReturnPhoto();
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) form.reset({ file: null });
        onOpenChange(next);
      }}
      title="Add a photo"
      description={`Show us the goods: up to ${RETURN_MAX_PHOTOS} photos, ${count} added so far.`}
      form={form}
      onSubmit={async ({ file }) => {
        if (!file) return;
        await upload.mutateAsync({ id: returnId, file });
        form.reset({ file: null });
        onOpenChange(false);
      }}
      submitLabel="Upload Photo"
      pendingLabel="Uploading..."
    >
      <FileUploadField
        control={form.control}
        name="file"
        label="Photo"
        accept=".jpg,.jpeg,.png,.webp,image/jpeg,image/png,image/webp"
        hint="JPEG, PNG or WebP."
      />
    </FormDialog>
  );
}
