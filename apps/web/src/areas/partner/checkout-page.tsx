import { zodResolver } from '@hookform/resolvers/zod';
import type { PartnerAddress } from '@party/shared/addresses/contract';
import { type Checkout, type CheckoutInput, checkoutSchema } from '@party/shared/orders/contract';
import { useQuery } from '@tanstack/react-query';
import { ShoppingCartIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { EmptyState } from '@/components/empty-state';
import { FormAlert } from '@/components/form-alert';
import { FormField } from '@/components/form-field';
import { LoadingScreen } from '@/components/loading-screen';
import { Money } from '@/components/money';
import { PageHeader } from '@/components/page-header';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { formatAddress } from '@/features/addresses/address-book';
import { AddressFields } from '@/features/addresses/address-fields';
import { addressesQueryOptions } from '@/features/addresses/api';
import { cartQueryOptions } from '@/features/cart/api';
import {
  checkoutSummaryQueryOptions,
  deliveryMethodsQueryOptions,
  usePlaceOrder,
} from '@/features/orders/api';
import { ApiError } from '@/lib/api-client';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { setServerFieldErrors } from '@/lib/server-field-errors';
import { cn } from '@/lib/utils';

const NEW_ADDRESS = 'new';
const emptyShipping = {
  name: '',
  address: '',
  city: '',
  state: '',
  postalCode: '',
} as unknown as CheckoutInput['shipping'];

/** Errors shown beside their fields need no second copy above the button ('items' has no field). */
const hasFieldErrors = (error: Error) =>
  error instanceof ApiError && Object.keys(error.fields ?? {}).some((field) => field !== 'items');

const choiceClass = (checked: boolean) =>
  cn(
    'flex cursor-pointer items-start gap-3 rounded-lg border p-3 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
    checked && 'border-primary bg-accent',
  );

/**
 * Checkout (PRODUCT.md): delivery address (saved or new, optionally saved), delivery method,
 * notes, promo code, payment on account or by invoice, and the server-priced order summary.
 */
export default function PartnerCheckoutPage() {
  const navigate = useNavigate();
  const cart = useQuery(cartQueryOptions);
  const methods = useQuery(deliveryMethodsQueryOptions);
  const addresses = useQuery(addressesQueryOptions);
  const placeOrder = usePlaceOrder();
  const [addressChoice, setAddressChoice] = useState<string | null>(null);
  const [appliedPromo, setAppliedPromo] = useState('');
  const attempt = useRef<{ body: string; key: string } | null>(null);

  const form = useForm<CheckoutInput, unknown, Checkout>({
    resolver: zodResolver(checkoutSchema),
    defaultValues: {
      deliveryMethodId: '',
      shipping: emptyShipping,
      saveAddress: false,
      deliveryNotes: '',
      promoCode: '',
      paymentMethod: 'invoice',
    },
  });
  const deliveryMethodId = useWatch({ control: form.control, name: 'deliveryMethodId' });
  const paymentMethod = useWatch({ control: form.control, name: 'paymentMethod' });
  const typedPromo = useWatch({ control: form.control, name: 'promoCode' }) ?? '';
  const summary = useQuery(
    checkoutSummaryQueryOptions({
      deliveryMethodId: deliveryMethodId || undefined,
      promoCode: appliedPromo || undefined,
    }),
  );

  // The first delivery method and the default saved address are chosen for the partner.
  useEffect(() => {
    const first = methods.data?.items[0];
    if (first && !form.getValues('deliveryMethodId')) form.setValue('deliveryMethodId', first.id);
  }, [methods.data, form]);
  const saved = addresses.data?.items;
  useEffect(() => {
    if (!saved || addressChoice !== null) return;
    chooseAddress(saved.find((a) => a.isDefault) ?? null);
  });

  function chooseAddress(address: PartnerAddress | null) {
    setAddressChoice(address?.id ?? NEW_ADDRESS);
    form.setValue(
      'shipping',
      address
        ? {
            name: address.name,
            address: address.address,
            city: address.city,
            state: address.state as CheckoutInput['shipping']['state'],
            postalCode: address.postalCode,
          }
        : emptyShipping,
    );
    form.setValue('saveAddress', false);
    form.clearErrors('shipping');
  }

  const applyPromo = () => {
    const code = (form.getValues('promoCode') ?? '').trim().toUpperCase();
    form.setValue('promoCode', code);
    form.clearErrors('promoCode');
    setAppliedPromo(code);
  };

  const submit = form.handleSubmit(async (body) => {
    const serialised = JSON.stringify(body);
    if (attempt.current?.body !== serialised)
      attempt.current = { body: serialised, key: newIdempotencyKey() };
    try {
      const placed = await placeOrder.mutateAsync({ body, idempotencyKey: attempt.current.key });
      import('@/lib/analytics')
        .then((analytics) => analytics.trackConversion('order', placed.total))
        .catch((error: unknown) => console.warn('Analytics could not be loaded', error));
      const orderUrl = `/partner/orders?order=${placed.orderId}`;
      // Keyed by the order's address, as the live 'Order placed' notification is: one toast, not two.
      toast.success('Order placed', {
        id: orderUrl,
        description: `Order #${placed.orderNumber} is pending. We'll email you a confirmation.`,
      });
      void navigate(orderUrl);
    } catch (error) {
      setServerFieldErrors(form.setError, error, { except: ['items'] });
    }
  });
  const sending = form.formState.isSubmitting || placeOrder.isPending;

  if (cart.isPending || methods.isPending || addresses.isPending) return <LoadingScreen />;
  if (cart.isError || methods.isError)
    return (
      <EmptyState
        title="Checkout could not be loaded."
        description={(cart.error ?? methods.error)?.message}
        action={
          <Button onClick={() => void Promise.all([cart.refetch(), methods.refetch()])}>Try Again</Button>
        }
      />
    );
  if (cart.data.items.length === 0 && !placeOrder.isSuccess)
    return (
      <div className="flex flex-col gap-6">
        <PageHeader title="Checkout" />
        <EmptyState
          icon={ShoppingCartIcon}
          title="Your cart is empty"
          description="Add products from the shop before checking out."
          action={
            <Link to="/partner/shop" className={buttonVariants()}>
              Shop Now!
            </Link>
          }
        />
      </div>
    );

  const s = summary.data;
  const credit = s?.credit ?? null;
  const accountUsable = credit !== null && credit.status === 'active';
  const errors = form.formState.errors;
  const failure = placeOrder.error;

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Checkout"
        actions={
          <Link to="/partner/cart" className={buttonVariants({ variant: 'outline' })}>
            Back to Cart
          </Link>
        }
      />
      <form onSubmit={submit} noValidate className="grid gap-6 lg:grid-cols-[1fr_22rem]">
        <div className="flex flex-col gap-6">
          <Card>
            <CardHeader>
              <CardTitle>Delivery address</CardTitle>
            </CardHeader>
            <CardContent className="flex flex-col gap-4">
              {saved && saved.length > 0 && (
                <fieldset className="flex flex-col gap-2" disabled={sending}>
                  <legend className="mb-2 font-medium text-sm">Saved addresses</legend>
                  {[...saved, null].map((a) => {
                    const value = a?.id ?? NEW_ADDRESS;
                    return (
                      <label key={value} className={choiceClass(addressChoice === value)}>
                        <input
                          type="radio"
                          name="address-choice"
                          className="mt-1"
                          checked={addressChoice === value}
                          onChange={() => chooseAddress(a)}
                        />
                        {a ? (
                          <span>
                            <span className="font-medium">{a.label}</span>
                            {a.isDefault && <span className="text-muted-foreground"> (default)</span>}
                            <br />
                            {a.name}, {formatAddress(a)}
                          </span>
                        ) : (
                          <span className="font-medium">A new address</span>
                        )}
                      </label>
                    );
                  })}
                </fieldset>
              )}
              {addressChoice === NEW_ADDRESS && (
                <>
                  <AddressFields form={form} prefix="shipping." disabled={sending} />
                  <Controller
                    control={form.control}
                    name="saveAddress"
                    render={({ field }) => (
                      <div className="flex items-center gap-2">
                        <Checkbox
                          id="save-address"
                          checked={field.value === true}
                          disabled={sending}
                          onCheckedChange={(checked) => field.onChange(checked === true)}
                        />
                        <Label htmlFor="save-address">Save this address for next time</Label>
                      </div>
                    )}
                  />
                </>
              )}
              {errors.shipping && addressChoice !== NEW_ADDRESS && (
                <p role="alert" className="text-destructive text-sm">
                  This saved address is incomplete. Choose "A new address" and enter it again.
                </p>
              )}
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle>Delivery method</CardTitle>
            </CardHeader>
            <CardContent className="flex flex-col gap-4">
              <Controller
                control={form.control}
                name="deliveryMethodId"
                render={({ field }) => (
                  <fieldset className="flex flex-col gap-2" disabled={sending}>
                    <legend className="sr-only">Delivery method</legend>
                    {methods.data.items.map((m) => (
                      <label key={m.id} className={choiceClass(field.value === m.id)}>
                        <input
                          type="radio"
                          name={field.name}
                          className="mt-1"
                          checked={field.value === m.id}
                          onChange={() => field.onChange(m.id)}
                        />
                        <span className="flex-1">
                          <span className="font-medium">{m.name}</span>
                          <span className="text-muted-foreground"> · {m.estimatedDays}</span>
                          {m.description && (
                            <span className="block text-muted-foreground">{m.description}</span>
                          )}
                        </span>
                        <span className="font-medium">
                          {m.cost === 0 ? 'Free' : <Money amount={m.cost} />}
                        </span>
                      </label>
                    ))}
                    {errors.deliveryMethodId && (
                      <p role="alert" className="text-destructive text-sm">
                        {errors.deliveryMethodId.message}
                      </p>
                    )}
                  </fieldset>
                )}
              />
              <FormField label="Delivery notes (optional)" error={errors.deliveryNotes?.message}>
                <Textarea
                  rows={3}
                  disabled={sending}
                  placeholder="Loading dock, gate code, best time to deliver"
                  {...form.register('deliveryNotes')}
                />
              </FormField>
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle>Payment</CardTitle>
            </CardHeader>
            <CardContent>
              <Controller
                control={form.control}
                name="paymentMethod"
                render={({ field }) => (
                  <fieldset className="flex flex-col gap-2" disabled={sending}>
                    <legend className="sr-only">Payment method</legend>
                    <label
                      className={cn(choiceClass(field.value === 'account'), !accountUsable && 'opacity-60')}
                    >
                      <input
                        type="radio"
                        name={field.name}
                        className="mt-1"
                        checked={field.value === 'account'}
                        disabled={!accountUsable}
                        onChange={() => field.onChange('account')}
                      />
                      <span>
                        <span className="font-medium">Pay on account</span>
                        <span className="block text-muted-foreground">
                          {credit === null ? (
                            'You have no credit limit yet. Request one from your profile.'
                          ) : credit.status !== 'active' ? (
                            `Your credit account is ${credit.status}.`
                          ) : (
                            <>
                              Available credit: <Money amount={credit.available} />
                            </>
                          )}
                        </span>
                      </span>
                    </label>
                    <label className={choiceClass(field.value === 'invoice')}>
                      <input
                        type="radio"
                        name={field.name}
                        className="mt-1"
                        checked={field.value === 'invoice'}
                        onChange={() => field.onChange('invoice')}
                      />
                      <span>
                        <span className="font-medium">Pay by invoice</span>
                        <span className="block text-muted-foreground">
                          We email an invoice with your order.
                        </span>
                      </span>
                    </label>
                    {errors.paymentMethod && (
                      <p role="alert" className="text-destructive text-sm">
                        {errors.paymentMethod.message}
                      </p>
                    )}
                  </fieldset>
                )}
              />
            </CardContent>
          </Card>
        </div>

        <Card className="h-fit lg:sticky lg:top-20">
          <CardHeader>
            <CardTitle>Order summary</CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            <ul className="flex flex-col gap-1 text-sm">
              {cart.data.items.map((line) => (
                <li key={line.id} className="flex justify-between gap-2">
                  <span>
                    {line.name} × {line.quantity}
                  </span>
                  <Money amount={line.lineTotal} />
                </li>
              ))}
            </ul>
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
                ) : s?.promoCode ? (
                  <span className="text-green-800">Promo code {s.promoCode} applied.</span>
                ) : typedPromo.trim() && typedPromo.trim().toUpperCase() !== appliedPromo ? (
                  <span className="text-muted-foreground">Press Apply to see the discount.</span>
                ) : null}
              </p>
            </div>
            <dl className="grid grid-cols-[1fr_auto] gap-y-1 text-sm" aria-busy={summary.isFetching}>
              <dt>Items ({s?.itemCount ?? cart.data.itemCount})</dt>
              <dd className="text-right">
                <Money amount={s?.subtotal ?? cart.data.subtotal} />
              </dd>
              {s && s.discount > 0 && (
                <>
                  <dt>Discount ({s.promoCode})</dt>
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
            {paymentMethod === 'account' && credit && s && s.total > credit.available && (
              <p className="text-orange-800 text-sm" role="status">
                This order is more than your available credit. Pay by invoice or request a higher limit.
              </p>
            )}
            <FormAlert message={failure && !hasFieldErrors(failure) ? failure.message : null} />
            <Button type="submit" size="lg" variant="festive" disabled={sending}>
              {sending ? 'Placing Order...' : 'Place Order'}
            </Button>
          </CardContent>
        </Card>
      </form>
    </div>
  );
}
