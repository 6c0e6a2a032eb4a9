import {
  convertQuoteSchema,
  DEFAULT_SHIPPING_COUNTRY,
  type QuoteDetail,
  quoteDiscountSchema,
  quoteMessages,
  rejectQuoteSchema,
  splitAustralianAddress,
} from '@party/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { FormAlert } from '@/components/form-alert';
import { FormDialog, useZodForm } from '@/components/form-dialog';
import { FormField } from '@/components/form-field';
import { FormTextField } from '@/components/form-text-field';
import { OptionSelect } from '@/components/option-select';
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

/** Apply Discount: percentage or fixed (at least 0, in steps of 0.01) and an optional promo code. */
export function DiscountDialog({ quote, open, onOpenChange }: QuoteDialogProps) {
  const apply = useApplyQuoteDiscount(quote.id);
  const [type, setType] = useState<string>(quote.discountType ?? 'percentage');
  const [value, setValue] = useState(quote.discountValue === null ? '' : String(quote.discountValue));
  const [promoCode, setPromoCode] = useState(quote.promoCode ?? '');
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    const parsed = quoteDiscountSchema.safeParse({
      discountType: type,
      discountValue: value.trim() === '' ? Number.NaN : Number(value),
      promoCode,
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? quoteMessages.discountFailed);
      return;
    }
    setError(null);
    apply.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(quoteMessages.discountApplied);
        onOpenChange(false);
      },
      onError: (failure) => {
        setError(failure.message);
        toast.error(quoteMessages.discountFailed);
      },
    });
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !apply.isPending && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Apply Discount</DialogTitle>
          <DialogDescription>
            A change of discount asks for approval again when the quote needs it, and a sent quote goes back
            to draft until it is emailed again.
          </DialogDescription>
        </DialogHeader>
        <FormAlert message={error} />
        <FormField label="Discount type">
          {(props) => (
            <OptionSelect
              {...props}
              value={type}
              onValueChange={setType}
              options={[
                { value: 'percentage', label: 'Percentage (%)' },
                { value: 'fixed', label: 'Fixed amount (AUD)' },
              ]}
            />
          )}
        </FormField>
        <FormField label="Discount value">
          <Input type="number" min={0} step={0.01} value={value} onChange={(e) => setValue(e.target.value)} />
        </FormField>
        <FormField label="Promo code (optional)">
          <Input value={promoCode} onChange={(e) => setPromoCode(e.target.value)} />
        </FormField>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={apply.isPending}>
            Cancel
          </Button>
          <Button onClick={submit} disabled={apply.isPending}>
            {apply.isPending ? 'Applying...' : 'Apply Discount'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
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
  const approve = useApproveQuote(quote.id);
  const reject = useRejectQuote(quote.id);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const pending = approve.isPending || reject.isPending || ownWork !== null;
  const ownWorkNote = ownWork ? { 'aria-describedby': 'quote-own-work' } : {};

  const decided =
    quote.approvalStatus === 'approved'
      ? `Approved${quote.approverName ? ` by ${quote.approverName}` : ''}${quote.approvalReason ? `: ${quote.approvalReason}` : ''}`
      : quote.approvalStatus === 'rejected'
        ? `Rejected${quote.approverName ? ` by ${quote.approverName}` : ''}: ${quote.rejectionReason ?? ''}`
        : null;

  return (
    <section aria-labelledby="approval-heading" className="flex flex-col gap-2 rounded-md border p-4">
      <h3 id="approval-heading" className="font-semibold">
        Approval Required
      </h3>
      <p className="text-muted-foreground text-sm">
        Its total reaches the approval threshold, its discount is more than the share admins allow, or the
        discount takes a line below cost. {decided}
      </p>
      {quote.approvalStatus === 'pending' &&
        (mayApprove ? (
          <>
            <FormAlert message={error} />
            {ownWork && (
              <p id="quote-own-work" className="text-sm">
                {ownWork}
              </p>
            )}
            <FormField label="Reason (required to reject)">
              <Textarea rows={2} value={reason} onChange={(e) => setReason(e.target.value)} />
            </FormField>
            <div className="flex gap-2">
              <Button
                disabled={pending}
                {...ownWorkNote}
                onClick={() =>
                  approve.mutate(
                    { reason: reason.trim() || undefined },
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
                onClick={() => {
                  const parsed = rejectQuoteSchema.safeParse({ reason });
                  if (!parsed.success) return setError(quoteMessages.rejectionReasonRequired);
                  setError(null);
                  reject.mutate(parsed.data, {
                    onSuccess: () => toast.success('Quote rejected'),
                    onError: () => toast.error(quoteMessages.rejectFailed),
                  });
                }}
              >
                Reject
              </Button>
            </div>
          </>
        ) : (
          <p className="text-sm">Awaiting approval by a finance associate or an administrator.</p>
        ))}
    </section>
  );
}

/** Email Quote: sends quote_ready_notification with the PDF to the customer, shown read-only. */
export function EmailQuoteDialog({ quote, open, onOpenChange }: QuoteDialogProps) {
  const send = useEmailQuote(quote.id);
  return (
    <Dialog open={open} onOpenChange={(next) => !send.isPending && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Email Quote</DialogTitle>
          <DialogDescription>The quote is emailed as a PDF attachment.</DialogDescription>
        </DialogHeader>
        <FormField label="Recipient">
          <Input value={quote.customerEmail} readOnly />
        </FormField>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={send.isPending}>
            Cancel
          </Button>
          <Button
            disabled={send.isPending}
            onClick={() =>
              send.mutate(undefined, {
                onSuccess: () => {
                  toast.success(quoteMessages.sent);
                  onOpenChange(false);
                },
                onError: (failure) => toast.error(quoteMessages.sendFailed, { description: failure.message }),
              })
            }
          >
            {send.isPending ? 'Sending...' : 'Send Quote'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
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
