import type { Cart } from '@party/shared';
import { approvalNotice, nobodyToApproveMessage } from '@party/shared/companies/spending';
import type { CheckoutSummary } from '@party/shared/orders/contract';
import { useWatch } from 'react-hook-form';
import { FormAlert } from '@/components/form-alert';
import { Money } from '@/components/money';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ApiError } from '@/lib/api-client';
import type { CheckoutStepProps } from './form';

/** Errors shown beside their fields need no second copy above the button ('items' has no field). */
const hasFieldErrors = (error: Error) =>
  error instanceof ApiError && Object.keys(error.fields ?? {}).some((field) => field !== 'items');

/** The failure's message for above Place Order, unless its fields already say it. */
const failureMessage = (failure: unknown) =>
  failure instanceof Error && !hasFieldErrors(failure) ? failure.message : null;

/** The promo code, applied on Apply or Enter, and what the server made of it. */
function PromoCodeField({
  form,
  sending,
  summary: s,
  appliedPromo,
  onApplyPromo,
}: CheckoutStepProps & {
  summary: CheckoutSummary | undefined;
  appliedPromo: string;
  onApplyPromo: (code: string) => void;
}) {
  const typedPromo = useWatch({ control: form.control, name: 'promoCode' }) ?? '';
  const errors = form.formState.errors;
  const applyPromo = () => {
    const code = (form.getValues('promoCode') ?? '').trim().toUpperCase();
    form.setValue('promoCode', code);
    form.clearErrors('promoCode');
    onApplyPromo(code);
  };
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor="promo-code">Promo code</Label>
      <div className="flex gap-2">
        <Input
          id="promo-code"
          autoComplete="off"
          placeholder="PARTY20"
          disabled={sending}
          aria-invalid={errors.promoCode || s?.promoError ? true : undefined}
          aria-describedby="promo-code-status"
          {...form.register('promoCode')}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              applyPromo();
            }
          }}
        />
        <Button type="button" variant="outline" onClick={applyPromo} disabled={sending}>
          Apply
        </Button>
      </div>
      <p id="promo-code-status" aria-live="polite" className="text-sm">
        {errors.promoCode ? (
          <span className="text-destructive">{errors.promoCode.message}</span>
        ) : s?.promoError && appliedPromo ? (
          <span className="text-destructive">{s.promoError}</span>
        ) : s?.promoAutoApplied ? (
          <span className="text-green-800">
            {s.promoName} applied automatically (code {s.promoCode}).
          </span>
        ) : s?.promoCode ? (
          <span className="text-green-800">
            Promo code {s.promoCode} applied{s.promoName ? ` (${s.promoName})` : ''}.
          </span>
        ) : typedPromo.trim() && typedPromo.trim().toUpperCase() !== appliedPromo ? (
          <span className="text-muted-foreground">Press Apply to see the discount.</span>
        ) : null}
      </p>
    </div>
  );
}

/** The totals as the server priced them: the cart's own figures until it answers. */
function SummaryTotals({
  cart,
  summary: s,
  pricing,
}: {
  cart: Cart;
  summary: CheckoutSummary | undefined;
  pricing: boolean;
}) {
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-y-1 text-sm" aria-busy={pricing}>
      <dt>Items ({s?.itemCount ?? cart.itemCount})</dt>
      <dd className="text-right">
        <Money amount={s?.subtotal ?? cart.subtotal} />
      </dd>
      {s && s.discount > 0 && (
        <>
          <dt>Discount ({s.promoAutoApplied ? s.promoName : s.promoCode})</dt>
          <dd className="text-right text-green-800">
            −<Money amount={s.discount} />
          </dd>
        </>
      )}
      <dt>Delivery</dt>
      <dd className="text-right">{s ? <Money amount={s.deliveryCost} /> : '—'}</dd>
      <dt className="font-semibold text-base">Total</dt>
      <dd className="text-right font-semibold text-base" data-testid="checkout-total">
        {s ? <Money amount={s.total} /> : '—'}
      </dd>
    </dl>
  );
}

/**
 * Before the button, when the order would wait for an approver (docs/product/company-accounts.md,
 * "Spending limits"), or cannot be placed because nobody else in the company may approve it.
 */
function ApprovalNotice({ approval }: { approval: NonNullable<CheckoutSummary['approval']> }) {
  const text = approval.blocked
    ? nobodyToApproveMessage(approval.company)
    : approvalNotice({
        reason: approval.reason,
        limitCents: Math.round(approval.limit * 100),
        monthTotalCents: approval.monthTotal === null ? null : Math.round(approval.monthTotal * 100),
        company: approval.company,
      });
  return (
    <p className="rounded-md bg-purple-50 p-3 text-purple-900 text-sm" role="status">
      {text}
    </p>
  );
}

/**
 * 'Order summary': the cart's lines, the promo code (applied on Apply or Enter), the totals as the
 * server priced them (`summary`, the cart's own figures until it answers), and Place Order.
 */
export function OrderSummary({
  form,
  sending,
  cart,
  summary,
  pricing,
  appliedPromo,
  onApplyPromo,
  failure,
}: CheckoutStepProps & {
  cart: Cart;
  summary: CheckoutSummary | undefined;
  /** The server is pricing the order again. */
  pricing: boolean;
  appliedPromo: string;
  onApplyPromo: (code: string) => void;
  /** Why the last attempt to place the order failed (the form kit's `failure`). */
  failure: unknown;
}) {
  const paymentMethod = useWatch({ control: form.control, name: 'paymentMethod' });
  const s = summary;
  const credit = s?.credit ?? null;

  return (
    <Card className="h-fit lg:sticky lg:top-20">
      <CardHeader>
        <CardTitle>Order summary</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <ul className="flex flex-col gap-1 text-sm">
          {cart.items.map((line) => (
            <li key={line.id} className="flex justify-between gap-2">
              <span>
                {line.name} × {line.quantity}
              </span>
              <Money amount={line.lineTotal} />
            </li>
          ))}
        </ul>
        <PromoCodeField
          form={form}
          sending={sending}
          summary={summary}
          appliedPromo={appliedPromo}
          onApplyPromo={onApplyPromo}
        />
        <SummaryTotals cart={cart} summary={summary} pricing={pricing} />
        {paymentMethod === 'account' && credit && s && s.total > credit.available && (
          <p className="text-orange-800 text-sm" role="status">
            This order is more than your available credit. Pay by invoice or request a higher limit.
          </p>
        )}
        {s?.approval && <ApprovalNotice approval={s.approval} />}
        <FormAlert message={failureMessage(failure)} />
        <Button
          type="submit"
          size="lg"
          variant="festive"
          disabled={sending || (s?.approval?.blocked ?? false)}
        >
          {s?.approval
            ? sending
              ? 'Sending...'
              : 'Send for Approval'
            : sending
              ? 'Placing Order...'
              : 'Place Order'}
        </Button>
      </CardContent>
    </Card>
  );
}
