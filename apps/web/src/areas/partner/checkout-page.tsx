import type { Cart, DeliveryMethod, PartnerAddress } from '@party/shared';
import { type Checkout, checkoutSchema } from '@party/shared/orders/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useZodForm } from '@/components/form-dialog';
import { FormKitForm } from '@/components/form-panel';
import { LoadingScreen } from '@/components/loading-screen';
import { PageHeader } from '@/components/page-header';
import { combinedQuery, RecordStates } from '@/components/record/record-states';
import { buttonVariants } from '@/components/ui/button';
import { addressesQueryOptions } from '@/features/addresses/api';
import { cartQueryOptions } from '@/features/cart/api';
import {
  checkoutSummaryQueryOptions,
  deliveryMethodsQueryOptions,
  usePlaceOrder,
} from '@/features/orders/api';
import { useIdempotentSubmit } from '@/lib/use-idempotent-submit';
import { AddressStep, emptyShipping, useAddressChoice } from './checkout/address-step';
import { DeliveryStep } from './checkout/delivery-step';
import type { CheckoutForm } from './checkout/form';
import { OrderSummary } from './checkout/order-summary';
import { PaymentStep } from './checkout/payment-step';
import { EmptyCart } from './empty-cart';

const blankCheckout = {
  deliveryMethodId: '',
  shipping: emptyShipping,
  saveAddress: false,
  deliveryNotes: '',
  promoCode: '',
  paymentMethod: 'invoice' as const,
};

/**
 * What checkout needs before it can show: the cart and the delivery methods (a failure of either is
 * the page's failure), and the saved addresses read (they may fail: a new address is typed then).
 */
function useCheckoutData() {
  const cart = useQuery(cartQueryOptions);
  const methods = useQuery(deliveryMethodsQueryOptions);
  const addresses = useQuery(addressesQueryOptions);
  const both = combinedQuery([cart, methods]);
  const ready = both.data !== undefined && !addresses.isPending;
  return {
    ...both,
    data: ready && both.data ? { cart: both.data[0], methods: both.data[1].items } : undefined,
    isPending: !ready,
    saved: addresses.data?.items,
  };
}

/**
 * Places the order once (a retry after a lost answer places no second one), then opens it. A refusal
 * is thrown to the form kit: its field errors go beside their fields, its message above Place Order.
 */
function usePlaceOrderSubmit() {
  const navigate = useNavigate();
  const placeOrder = usePlaceOrder();
  const sendOrder = useIdempotentSubmit(placeOrder.mutateAsync);
  const submit = async (body: Checkout) => {
    const placed = await sendOrder(body);
    import('@/lib/analytics')
      .then((analytics) => analytics.trackConversion('order', placed.total))
      .catch((error: unknown) => console.warn('Analytics could not be loaded', error));
    const orderUrl = `/partner/orders?order=${placed.orderId}`;
    // Keyed by the order's address, as the live 'Order placed' notification is: one toast, not two.
    if (placed.awaitingApproval)
      toast.success(`Order ${placed.orderNumber} sent for approval`, {
        id: orderUrl,
        description: "An approver in your company decides; we'll tell you when they do.",
      });
    else
      toast.success('Order placed', {
        id: orderUrl,
        description: `Order #${placed.orderNumber} is pending. We'll email you a confirmation.`,
      });
    void navigate(orderUrl);
  };
  return { submit, placeOrder };
}

/**
 * Checkout (docs/product/partner-portal.md): delivery address (saved or new, optionally saved),
 * delivery method, notes, promo code, payment on account or by invoice, and the server-priced order
 * summary. One form; each step is its own component under ./checkout/.
 */
export default function PartnerCheckoutPage() {
  const checkout = useCheckoutData();
  const form = useZodForm(checkoutSchema, { defaultValues: blankCheckout });
  // The first delivery method is chosen for the partner.
  const firstMethod = checkout.data?.methods[0];
  useEffect(() => {
    if (firstMethod && !form.getValues('deliveryMethodId')) form.setValue('deliveryMethodId', firstMethod.id);
  }, [firstMethod, form]);
  return (
    <RecordStates
      query={checkout}
      loadingLabel="Loading page..."
      loading={<LoadingScreen />}
      errorTitle="Checkout could not be loaded."
      notFoundTitle="Checkout could not be loaded."
    >
      {({ cart, methods }) => (
        <CheckoutScreen form={form} cart={cart} methods={methods} saved={checkout.saved} />
      )}
    </RecordStates>
  );
}

function CheckoutScreen({
  form,
  cart,
  methods,
  saved,
}: {
  form: CheckoutForm;
  cart: Cart;
  methods: DeliveryMethod[];
  saved: PartnerAddress[] | undefined;
}) {
  const [appliedPromo, setAppliedPromo] = useState('');
  const deliveryMethodId = useWatch({ control: form.control, name: 'deliveryMethodId' });
  const summary = useQuery(
    checkoutSummaryQueryOptions({
      deliveryMethodId: deliveryMethodId || undefined,
      promoCode: appliedPromo || undefined,
    }),
  );
  // The default saved address is chosen for the partner.
  const address = useAddressChoice(form, saved);
  const { submit, placeOrder } = usePlaceOrderSubmit();

  if (cart.items.length === 0 && !placeOrder.isSuccess)
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
      {/* The cart's refused lines ('items') have no field: their message shows above Place Order. */}
      <FormKitForm
        form={form}
        onSubmit={submit}
        serverFieldsExcept={['items']}
        className="grid gap-6 lg:grid-cols-[1fr_22rem]"
      >
        {({ sending: submitting, failure }) => {
          const sending = submitting || placeOrder.isPending;
          return (
            <>
              <div className="flex flex-col gap-6">
                <AddressStep form={form} sending={sending} saved={saved} address={address} />
                <DeliveryStep form={form} sending={sending} methods={methods} />
                <PaymentStep form={form} sending={sending} credit={summary.data?.credit ?? null} />
              </div>
              <OrderSummary
                form={form}
                sending={sending}
                cart={cart}
                summary={summary.data}
                pricing={summary.isFetching}
                appliedPromo={appliedPromo}
                onApplyPromo={setAppliedPromo}
                failure={failure}
              />
            </>
          );
        }}
      </FormKitForm>
    </div>
  );
}
