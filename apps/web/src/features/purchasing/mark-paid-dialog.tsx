import {
  type MarkPaymentPaidInput,
  markPaymentPaidSchema,
  vendorPaymentMethodLabels,
  vendorPaymentMethods,
} from '@party/shared';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { FormDialog, useZodForm } from '@/components/form-dialog';
import { FormSelect } from '@/components/form-select';
import { FormTextField } from '@/components/form-text-field';
import { useMarkPaymentPaid } from './api';

const methodOptions = vendorPaymentMethods.map((value) => ({
  value,
  label: vendorPaymentMethodLabels[value],
}));
const blank: MarkPaymentPaidInput = { paymentMethod: 'bank_transfer', paymentReference: '', notes: '' };

/** The invoice being paid, as the associate's PO view and the admin's Vendor Payments name it. */
export interface InvoiceToPay {
  id: string;
  invoiceNumber: string;
  poNumber: string;
  vendorName: string;
}

/**
 * Finance records a vendor's invoice as paid: how it was paid and the payment's reference, both
 * required (the vendor sees them beside the invoice, docs/purchasing.md), and optional notes.
 */
export function MarkPaidDialog({
  invoice,
  onOpenChange,
  onPaid,
}: {
  /** The invoice to pay; null keeps the dialog closed. */
  invoice: InvoiceToPay | null;
  onOpenChange: (open: boolean) => void;
  onPaid?: (result: { invoiceNumber: string; purchaseOrderCompleted: boolean }) => void;
}) {
  const markPaid = useMarkPaymentPaid();
  const form = useZodForm(markPaymentPaidSchema, { defaultValues: blank });
  const invoiceId = invoice?.id;
  useEffect(() => {
    if (invoiceId) form.reset(blank);
  }, [invoiceId, form]);
  return (
    <FormDialog
      open={invoice !== null}
      onOpenChange={onOpenChange}
      title={invoice ? `Mark ${invoice.invoiceNumber} paid` : 'Mark paid'}
      description={
        invoice
          ? `Record that Party Central has paid ${invoice.vendorName} for ${invoice.poNumber}. The vendor is told, with the method and reference.`
          : undefined
      }
      form={form}
      submitLabel="Mark Paid"
      pendingLabel="Saving..."
      onSubmit={async (values) => {
        if (!invoice) return;
        const paid = await markPaid.mutateAsync({ paymentId: invoice.id, body: values });
        toast.success(`Invoice ${paid.invoiceNumber} marked paid`);
        onPaid?.(paid);
        onOpenChange(false);
      }}
    >
      <FormSelect
        control={form.control}
        name="paymentMethod"
        label="Payment method"
        options={methodOptions}
      />
      <FormTextField
        control={form.control}
        name="paymentReference"
        label="Payment reference"
        hint="The EFT or BPAY receipt number, or the cheque number."
        maxLength={100}
      />
      <FormTextField control={form.control} name="notes" label="Notes (Optional)" multiline rows={2} />
    </FormDialog>
  );
}
