import { zodResolver } from '@hookform/resolvers/zod';
import { type Checkout, type CheckoutInput, checkoutSchema } from '@party/shared/orders/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { EmptyState } from '@/components/empty-state';
import { LoadingScreen } from '@/components/loading-screen';
import { PageHeader } from '@/components/page-header';
import { Button, buttonVariants } from '@/components/ui/button';
import { addressesQueryOptions } from '@/features/addresses/api';
import { cartQueryOptions } from '@/features/cart/api';
import {
  checkoutSummaryQueryOptions,
  deliveryMethodsQueryOptions,
  usePlaceOrder,
} from '@/features/orders/api';
import { setServerFieldErrors } from '@/lib/server-field-errors';
import { useIdempotentSubmit } from '@/lib/use-idempotent-submit';
import { AddressStep, emptyShipping, useAddressChoice } from './checkout/address-step';
import { DeliveryStep } from './checkout/delivery-step';
import { OrderSummary } from './checkout/order-summary';
import { PaymentStep } from './checkout/payment-step';
import { EmptyCart } from './empty-cart';

/**
 * Checkout (PRODUCT.md): delivery address (saved or new, optionally saved), delivery method,
 * notes, promo code, payment on account or by invoice, and the server-priced order summary. One
 * form; each step is its own component under ./checkout/.
 */
export default function PartnerCheckoutPage() {
  const navigate = useNavigate();
  const cart = useQuery(cartQueryOptions);
  const methods = useQuery(deliveryMethodsQueryOptions);
  const addresses = useQuery(addressesQueryOptions);
  const placeOrder = usePlaceOrder();
  const [appliedPromo, setAppliedPromo] = useState('');
  // A retry after a lost answer places no second order.
  const sendOrder = useIdempotentSubmit(placeOrder.mutateAsync);

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
  const address = useAddressChoice(form, saved);

  const submit = form.handleSubmit(async (body) => {
    try {
      const placed = await sendOrder(body);
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
        <EmptyCart description="Add products from the shop before checking out." />
      </div>
    );

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
          <AddressStep form={form} sending={sending} saved={saved} address={address} />
          <DeliveryStep form={form} sending={sending} methods={methods.data.items} />
          <PaymentStep form={form} sending={sending} credit={summary.data?.credit ?? null} />
        </div>
        <OrderSummary
          form={form}
          sending={sending}
          cart={cart.data}
          summary={summary.data}
          pricing={summary.isFetching}
          appliedPromo={appliedPromo}
          onApplyPromo={setAppliedPromo}
          failure={placeOrder.error}
        />
      </form>
    </div>
  );
}
