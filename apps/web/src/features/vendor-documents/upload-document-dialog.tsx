import {
  VENDOR_DOCUMENT_ACCEPT,
  vendorDocumentFieldsSchema,
  vendorDocumentMessages,
  vendorDocumentTypeLabels,
  vendorDocumentTypes,
} from '@party/shared';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { z } from 'zod';
import { FileUploadField } from '@/components/file-upload-field';
import { FormDialog, useZodForm } from '@/components/form-dialog';
import { FormSelect } from '@/components/form-select';
import { FormTextField } from '@/components/form-text-field';
import { useUploadVendorDocument } from './api';

// The server's own field contract, plus the file the browser holds until it is sent.
const uploadFormSchema = vendorDocumentFieldsSchema.extend({
  file: z.instanceof(File, { message: vendorDocumentMessages.fileRequired }),
});
const typeOptions = vendorDocumentTypes.map((type) => ({
  value: type,
  label: vendorDocumentTypeLabels[type],
}));
const blank = { documentName: '', documentType: undefined, expiryDate: '', file: undefined };

/**
 * The upload dialog of docs/product/vendor-portal.md with a real file: Document Name and Document Type required ('Please fill
 * in all required fields'), Expiry Date optional. The browser only pre-checks the name and size; the
 * server decides by the file's content and the max_file_size_mb setting, and its refusal is shown.
 */
export function UploadDocumentDialog({
  open,
  onOpenChange,
  maxFileSizeMb,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  maxFileSizeMb: number;
}) {
  const upload = useUploadVendorDocument();
  const form = useZodForm(uploadFormSchema, {
    defaultValues: blank as unknown as z.input<typeof uploadFormSchema>,
  });
  useEffect(() => {
    if (open) form.reset(blank as unknown as z.input<typeof uploadFormSchema>);
  }, [open, form]);

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Upload Document"
      description="Add a business document for Party Central to review."
      form={form}
      submitLabel="Upload Document"
      pendingLabel="Uploading..."
      serverFields={['documentName', 'documentType', 'expiryDate']}
      onError={(error) =>
        toast.error(`Failed to upload document: ${error instanceof Error ? error.message : 'Unknown error'}`)
      }
      onSubmit={async (values) => {
        await upload.mutateAsync(values);
        toast.success(vendorDocumentMessages.uploaded);
        onOpenChange(false);
      }}
    >
      <FormTextField control={form.control} name="documentName" label="Document Name" autoComplete="off" />
      <FormSelect
        control={form.control}
        name="documentType"
        label="Document Type"
        options={typeOptions}
        placeholder="Select document type"
      />
      <FormTextField control={form.control} name="expiryDate" label="Expiry Date (Optional)" type="date" />
      <FileUploadField
        control={form.control}
        name="file"
        label="File"
        accept={VENDOR_DOCUMENT_ACCEPT}
        maxBytes={maxFileSizeMb * 1024 * 1024}
        hint={`PDF, PNG or JPEG, up to ${maxFileSizeMb} MB.`}
      />
    </FormDialog>
  );
}
