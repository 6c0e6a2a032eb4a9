import {
  normaliseQuoteQuantity,
  QUOTE_FAILURE_MESSAGE,
  QUOTE_NO_PRODUCT_MESSAGE,
  type QuoteCustomerInput,
  quoteCustomerSchema,
  quoteQuantityError,
  quoteSuccessMessage,
} from '@party/shared/quotes/contract';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { useZodForm } from '@/components/form-dialog';
import { FormKitForm } from '@/components/form-panel';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { ApiError } from '@/lib/api-client';
import { useIdempotentSubmit } from '@/lib/use-idempotent-submit';
import { useRequestQuote } from './api';
import { QuoteCustomerFields } from './quote-customer-fields';
import { type QuoteProduct, QuoteProductSummary, quoteTotal } from './quote-product-summary';

const SUCCESS_TOAST_MS = 8000;
const emptyForm: QuoteCustomerInput = {
  customerName: '',
  customerEmail: '',
  companyName: '',
  phone: '',
  eventDate: '',
  deliveryAddress: '',
  specialRequirements: '',
};
const nextSteps = [
  "You'll receive a confirmation email immediately",
  'Our sales team will review your request within 24 hours',
  "We'll send you a detailed quote with pricing",
  'Any modifications can be discussed with our team',
];

export interface QuoteDialogProps {
  product: QuoteProduct | null;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/**
 * The quote's send: the customer's details and the one product's line; a toast says how it went. The
 * form kit places the server's field errors beside the customer's fields.
 */
function useQuoteSubmit(product: QuoteProduct | null, onOpenChange: (open: boolean) => void) {
  const [quantityText, setQuantityText] = useState('1');
  const requestQuote = useRequestQuote();
  const form = useZodForm(quoteCustomerSchema, { defaultValues: emptyForm });
  // A retry after a lost answer creates no second quote.
  const sendQuote = useIdempotentSubmit(requestQuote.mutateAsync);
  const quantityInput = useRef<HTMLInputElement>(null);

  const send = async (customer: QuoteCustomerInput) => {
    if (!product) {
      toast.error(QUOTE_NO_PRODUCT_MESSAGE);
      return;
    }
    const quantity = normaliseQuoteQuantity(quantityText);
    setQuantityText(String(quantity));
    const body = {
      ...customer,
      items: [{ productId: product.id, productName: product.name, quantity, price: product.price }],
    };
    const { quoteNumber } = await sendQuote(body);
    toast.success(quoteSuccessMessage(quoteNumber), { duration: SUCCESS_TOAST_MS });
    const value = quoteTotal(product.price, quantity);
    import('@/lib/analytics')
      .then((analytics) => analytics.trackConversion('quote_request', value))
      .catch((error: unknown) => console.warn('Analytics could not be loaded', error));
    form.reset(emptyForm);
    setQuantityText('1');
    onOpenChange(false);
  };

  // Only our API's own error body carries a message meant for the customer; a refused field's own
  // message is the human part (the whole message names the field for developers).
  const failed = (error: unknown) => {
    const serverSaid = error instanceof ApiError && !['HTTP_ERROR', 'NETWORK'].includes(error.code);
    const fieldMessage = error instanceof ApiError ? Object.values(error.fields ?? {})[0] : undefined;
    toast.error(serverSaid ? (fieldMessage ?? error.message) : QUOTE_FAILURE_MESSAGE);
  };

  // The box already shows the quantity's message (the server would refuse the line anyway): checked
  // before the form's submit, which disables the box and so could not take focus.
  const quantityAccepted = () => {
    if (!quoteQuantityError(normaliseQuoteQuantity(quantityText))) return true;
    quantityInput.current?.focus();
    return false;
  };
  return {
    form,
    quantityText,
    setQuantityText,
    quantityInput,
    send,
    failed,
    quantityAccepted,
    submitting: form.formState.isSubmitting,
  };
}

function NextSteps() {
  return (
    <section aria-labelledby="quote-next-steps" className="rounded-lg bg-muted/60 p-4 text-sm">
      <h3 id="quote-next-steps" className="mb-2 font-semibold">
        What happens next?
      </h3>
      <ul className="list-disc space-y-1 pl-5 text-muted-foreground">
        {nextSteps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ul>
    </section>
  );
}

/**
 * 'Request Quote' (docs/product/storefront-and-sign-in.md): a visitor asks for a quote on one product.
 * The form kit's form in its own dialog, not a FormDialog: focus goes back to the Get Quote pressed, as
 * the dialog opens from code, and the quantity box is checked (and focused) before the form's submit.
 */
export function QuoteDialog({ product, open, onOpenChange }: QuoteDialogProps) {
  const { form, quantityText, setQuantityText, quantityInput, send, failed, quantityAccepted, submitting } =
    useQuoteSubmit(product, onOpenChange);
  return (
    <Dialog open={open} onOpenChange={(next) => (submitting && !next ? undefined : onOpenChange(next))}>
      <DialogContent className="sm:max-w-2xl" closeDisabled={submitting}>
        <DialogHeader>
          <DialogTitle>Request Quote</DialogTitle>
          <DialogDescription>
            Tell us what you need and our sales team will prepare a quote for you. No account needed.
          </DialogDescription>
        </DialogHeader>
        <FormKitForm
          form={form}
          onSubmit={send}
          beforeSubmit={quantityAccepted}
          onError={failed}
          serverFields={Object.keys(emptyForm)}
          className="flex flex-col gap-5"
        >
          {() => (
            <>
              {product && (
                <QuoteProductSummary
                  product={product}
                  quantityText={quantityText}
                  onQuantityText={setQuantityText}
                  quantityInputRef={quantityInput}
                  disabled={submitting}
                />
              )}
              <QuoteCustomerFields
                register={form.register}
                errors={form.formState.errors}
                disabled={submitting}
              />
              <NextSteps />
              <DialogFooter>
                <Button
                  type="button"
                  variant="outline"
                  disabled={submitting}
                  onClick={() => onOpenChange(false)}
                >
                  Cancel
                </Button>
                <Button type="submit" disabled={submitting}>
                  {submitting ? 'Sending Quote Request...' : 'Submit Quote Request'}
                </Button>
              </DialogFooter>
            </>
          )}
        </FormKitForm>
      </DialogContent>
    </Dialog>
  );
}

export default QuoteDialog;
