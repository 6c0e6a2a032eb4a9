import {
  convertQuoteSchema,
  DEFAULT_SHIPPING_COUNTRY,
  type QuoteDetail,
  type QuoteDiscountInput,
  quoteDiscountSchema,
  quoteMessages,
  rejectQuoteSchema,
  splitAustralianAddress,
} from '@party/shared';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { z } from 'zod';
import { FormDialog, useZodForm } from '@/components/form-dialog';
import { FormField } from '@/components/form-field';
import { FormSelect } from '@/components/form-select';
import { FormTextField } from '@/components/form-text-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import {
  useApplyQuoteDiscount,
  useApproveQuote,
  useConvertQuote,
  useEmailQuote,
  useRejectQuote,
} from '@/features/quotes/staff-api';

interface QuoteDialogProps {
  quote: QuoteDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

// The discount contract, read from the dialog's text fields (an empty value is not a number).
const discountFormSchema = z
  .object({ discountType: z.string(), discountValue: z.string(), promoCode: z.string() })
  .transform(
    (form): QuoteDiscountInput => ({
      // The select offers only the contract's types; the contract still checks it.
      discountType: form.discountType as QuoteDiscountInput['discountType'],
      discountValue: form.discountValue.trim() === '' ? Number.NaN : Number(form.discountValue),
      promoCode: form.promoCode,
    }),
  )
  .pipe(quoteDiscountSchema);
const discountTypeOptions = [
  { value: 'percentage', label: 'Percentage (%)' },
  { value: 'fixed', label: 'Fixed amount (AUD)' },
];

/** Apply Discount: percentage or fixed (at least 0, in steps of 0.01) and an optional promo code. */
export function DiscountDialog({ quote, open, onOpenChange }: QuoteDialogProps) {
  const apply = useApplyQuoteDiscount(quote.id);
  const form = useZodForm(discountFormSchema, {
    defaultValues: {
      discountType: quote.discountType ?? 'percentage',
      discountValue: quote.discountValue === null ? '' : String(quote.discountValue),
      promoCode: quote.promoCode ?? '',
    },
  });
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Apply Discount"
      description="A change of discount asks for approval again when the quote needs it, and a sent quote goes back to draft until it is emailed again."
      form={form}
      onSubmit={async (values) => {
        try {
          await apply.mutateAsync(values);
        } catch (error) {
          // Toasted, and the server's reason stays above the fields.
          toast.error(quoteMessages.discountFailed);
          throw error;
        }
        toast.success(quoteMessages.discountApplied);
        onOpenChange(false);
      }}
      submitLabel="Apply Discount"
      pendingLabel="Applying..."
    >
      <FormSelect
        control={form.control}
        name="discountType"
        label="Discount type"
        options={discountTypeOptions}
      />
      <FormTextField
        control={form.control}
        name="discountValue"
        label="Discount value"
        type="number"
        min={0}
        step={0.01}
      />
      <FormTextField control={form.control} name="promoCode" label="Promo code (optional)" />
    </FormDialog>
  );
}

/** What finance decided, once they have: who and why. */
function approvalDecision(quote: QuoteDetail): string | null {
  const by = quote.approverName ? ` by ${quote.approverName}` : '';
  if (quote.approvalStatus === 'approved')
    return `Approved${by}${quote.approvalReason ? `: ${quote.approvalReason}` : ''}`;
  if (quote.approvalStatus === 'rejected') return `Rejected${by}: ${quote.rejectionReason ?? ''}`;
  return null;
}

/**
 * Approve (reason optional) or Reject (reason required, checked by rejectQuoteSchema). Two actions on
 * one field, so the buttons sit under the field rather than in a FormPanel, whose one submit cannot
 * be the destructive Reject beside Approve.
 */
function ApprovalDecision({
  approve,
  reject,
  ownWork,
}: {
  approve: ReturnType<typeof useApproveQuote>;
  reject: ReturnType<typeof useRejectQuote>;
  ownWork: string | null;
}) {
  const form = useZodForm(rejectQuoteSchema, { defaultValues: { reason: '' } });
  const pending = approve.isPending || reject.isPending || ownWork !== null;
  const ownWorkNote = ownWork ? { 'aria-describedby': 'quote-own-work' } : {};
  const rejectWithReason = form.handleSubmit((values) =>
    reject.mutate(values, {
      onSuccess: () => toast.success('Quote rejected'),
      onError: () => toast.error(quoteMessages.rejectFailed),
    }),
  );
  return (
    <>
      {ownWork && (
        <p id="quote-own-work" className="text-sm">
          {ownWork}
        </p>
      )}
      <FormTextField
        control={form.control}
        name="reason"
        label="Reason (required to reject)"
        multiline
        rows={2}
      />
      <div className="flex gap-2">
        <Button
          disabled={pending}
          {...ownWorkNote}
          onClick={() =>
            approve.mutate(
              { reason: form.getValues('reason').trim() || undefined },
              {
                onSuccess: () => toast.success(quoteMessages.approved),
                onError: () => toast.error(quoteMessages.approveFailed),
              },
            )
          }
        >
          Approve
        </Button>
        <Button
          variant="destructive"
          disabled={pending}
          {...ownWorkNote}
          onClick={() => void rejectWithReason()}
        >
          Reject
        </Button>
      </div>
    </>
  );
}

/**
 * Approval Required: finance associates and admins approve (reason optional) or reject (reason
 * required), except their own work: `ownWork` says why the buttons are off (docs/product/approvals.md).
 */
export function ApprovalCard({
  quote,
  mayApprove,
  ownWork,
}: {
  quote: QuoteDetail;
  mayApprove: boolean;
  ownWork: string | null;
}) {
  // The mutations live here, not in ApprovalDecision: a decision unmounts it (the quote is no longer
  // pending), and React Query skips a mutate call's onSuccess toast once its component is gone.
  const approve = useApproveQuote(quote.id);
  const reject = useRejectQuote(quote.id);
  return (
    <section aria-labelledby="approval-heading" className="flex flex-col gap-2 rounded-md border p-4">
      <h3 id="approval-heading" className="font-semibold">
        Approval Required
      </h3>
      <p className="text-muted-foreground text-sm">
        Its total reaches the approval threshold, its discount is more than the share admins allow, or the
        discount takes a line below cost. {approvalDecision(quote)}
      </p>
      {quote.approvalStatus === 'pending' &&
        (mayApprove ? (
          <ApprovalDecision approve={approve} reject={reject} ownWork={ownWork} />
        ) : (
          <p className="text-sm">Awaiting approval by a finance associate or an administrator.</p>
        ))}
    </section>
  );
}

// Sending asks nothing: the recipient is the quote's customer, shown read-only.
const emailFormSchema = z.strictObject({});

/** Email Quote: sends quote_ready_notification with the PDF to the customer, shown read-only. */
export function EmailQuoteDialog({ quote, open, onOpenChange }: QuoteDialogProps) {
  const send = useEmailQuote(quote.id);
  const form = useZodForm(emailFormSchema);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Email Quote"
      description="The quote is emailed as a PDF attachment."
      form={form}
      onSubmit={async () => {
        await send.mutateAsync(undefined);
        toast.success(quoteMessages.sent);
        onOpenChange(false);
      }}
      onError={(failure) =>
        toast.error(quoteMessages.sendFailed, {
          description: failure instanceof Error ? failure.message : undefined,
        })
      }
      submitLabel="Send Quote"
      pendingLabel="Sending..."
    >
      <FormField label="Recipient">
        <Input value={quote.customerEmail} readOnly />
      </FormField>
    </FormDialog>
  );
}

/**
 * Convert to Order: shipping details (country Australia by default, the request's address when it
 * gave one); then the new order opens.
 */
export function ConvertDialog({ quote, open, onOpenChange }: QuoteDialogProps) {
  const navigate = useNavigate();
  const convert = useConvertQuote(quote.id);
  // Prefilled with the address the storefront request gave, so nobody retypes it.
  const requested = splitAustralianAddress(quote.deliveryAddress ?? '');
  const blank = {
    shippingName: quote.customerName,
    shippingAddress: requested.address,
    shippingCity: requested.city,
    shippingState: requested.state,
    shippingPostalCode: requested.postalCode,
    shippingCountry: DEFAULT_SHIPPING_COUNTRY,
  };
  const form = useZodForm(convertQuoteSchema, { defaultValues: blank });
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Convert to Order"
      description={`An order for ${quote.customerName} at the quote's prices.`}
      form={form}
      onSubmit={async (values) => {
        const { orderId } = await convert.mutateAsync(values);
        toast.success(quoteMessages.converted);
        onOpenChange(false);
        navigate(`/associate/orders?order=${encodeURIComponent(orderId)}`);
      }}
      onError={(error) =>
        toast.error(quoteMessages.convertFailed, {
          description: error instanceof Error ? error.message : undefined,
        })
      }
      submitLabel="Convert to Order"
      pendingLabel="Converting..."
    >
      <FormTextField control={form.control} name="shippingName" label="Name" />
      <FormTextField control={form.control} name="shippingAddress" label="Address" />
      <FormTextField control={form.control} name="shippingCity" label="City" />
      <FormTextField control={form.control} name="shippingState" label="State" />
      <FormTextField control={form.control} name="shippingPostalCode" label="Postal code" />
      <FormTextField control={form.control} name="shippingCountry" label="Country" />
    </FormDialog>
  );
}
