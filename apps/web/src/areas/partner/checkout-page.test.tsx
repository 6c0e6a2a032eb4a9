import type { Cart, CheckoutSummary } from '@party/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makePrincipal, mockApi, sessionHandlers } from '@/test/mock-api';
import { renderApp } from '@/test/render';

const userEvent = userEventLib.setup({ delay: null });
const METHOD = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Standard Delivery',
  description: null,
  estimatedDays: '3-5 business days',
  cost: 9.95,
};
const cart: Cart = {
  items: [
    {
      id: 'line-1',
      productId: '22222222-2222-4222-8222-222222222222',
      name: 'Gold Plates',
      slug: 'gold-plates',
      category: 'tableware',
      imageUrl: null,
      sku: 'PC-000042',
      price: 12.5,
      listPrice: 12.5,
      quantity: 4,
      stockQuantity: 50,
      packSize: 1,
      minOrderQty: 1,
      nextBreak: null,
      quantityProblem: null,
      lineTotal: 50,
    },
  ],
  itemCount: 4,
  subtotal: 50,
};
const address = {
  id: '33333333-3333-4333-8333-333333333333',
  label: 'Warehouse',
  name: 'Pat Partner',
  address: '12 Smith Street',
  city: 'Fitzroy',
  state: 'VIC',
  postalCode: '3065',
  country: 'Australia',
  isDefault: true,
};

function summary(search: URLSearchParams, credit: CheckoutSummary['credit']): CheckoutSummary {
  const promo = search.get('promoCode');
  const delivery = search.get('deliveryMethodId') ? 9.95 : 0;
  const discount = promo === 'PARTY20' ? 10 : 0;
  return {
    itemCount: 4,
    subtotal: 50,
    discount,
    deliveryCost: delivery,
    total: Math.round((50 - discount + delivery) * 100) / 100,
    promoCode: promo === 'PARTY20' ? 'PARTY20' : null,
    promoName: null,
    promoAutoApplied: false,
    promoError:
      promo && promo !== 'PARTY20' ? `The promo code ${promo} is not valid. Check it and try again.` : null,
    credit,
    approval: null,
  };
}

function checkoutApi(credit: CheckoutSummary['credit'], addresses = [address]) {
  return mockApi({
    ...sessionHandlers(makePrincipal()),
    'GET /api/partner/cart': { body: cart },
    'GET /api/partner/delivery-methods': { body: { items: [METHOD] } },
    'GET /api/partner/addresses': { body: { items: addresses } },
    'GET /api/partner/checkout/summary': (request) => ({ body: summary(request.search, credit) }),
    'POST /api/partner/checkout': {
      status: 201,
      body: { orderId: '44444444-4444-4444-8444-444444444444', orderNumber: '44444444', total: 49.95 },
    },
    'GET /api/partner/orders': { body: { items: [] } },
    'POST /api/analytics': { status: 204 },
    'GET /api/partner/orders/44444444-4444-4444-8444-444444444444': {
      status: 404,
      body: { error: { code: 'NOT_FOUND', message: 'Order not found' } },
    },
  });
}

describe('checkout', () => {
  it('shows an auto-applied campaign in the summary when no code is typed', async () => {
    mockApi({
      ...sessionHandlers(makePrincipal()),
      'GET /api/partner/cart': { body: cart },
      'GET /api/partner/delivery-methods': { body: { items: [METHOD] } },
      'GET /api/partner/addresses': { body: { items: [address] } },
      'GET /api/partner/checkout/summary': (request) => ({
        body: {
          ...summary(request.search, null),
          discount: 5,
          total: 54.95,
          promoCode: 'SPRINGBA7KQ2',
          promoName: 'Spring Balloon Sale',
          promoAutoApplied: true,
        },
      }),
      'POST /api/analytics': { status: 204 },
    });
    renderApp('/partner/checkout');
    expect(
      await screen.findByText(
        'Spring Balloon Sale applied automatically (code SPRINGBA7KQ2).',
        {},
        { timeout: 15_000 },
      ),
    ).toBeTruthy();
    expect(screen.getByText('Discount (Spring Balloon Sale)')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('checkout-total').textContent).toBe('$54.95'));
  });

  it('prices the order on the server, applies PARTY20 and places it on account with an Idempotency-Key', async () => {
    const api = checkoutApi({ available: 5000, status: 'active' });
    const { router } = renderApp('/partner/checkout');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Checkout' }, { timeout: 15_000 }),
    ).toBeTruthy();
    expect((screen.getByRole('radio', { name: /Warehouse/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: /Standard Delivery/ }) as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect(screen.getByTestId('checkout-total').textContent).toBe('$59.95'));
    expect(screen.getByText('$5,000.00')).toBeTruthy();

    await userEvent.type(screen.getByLabelText('Promo code'), 'party20');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.getByTestId('checkout-total').textContent).toBe('$49.95'));
    expect(screen.getByText('Promo code PARTY20 applied.')).toBeTruthy();

    await userEvent.click(screen.getByRole('radio', { name: /Pay on account/ }));
    await userEvent.type(screen.getByLabelText('Delivery notes (optional)'), 'Rear dock');
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/partner/orders'));
    expect(router.state.location.search).toBe('?order=44444444-4444-4444-8444-444444444444');
    const [sent] = api.calls('POST', '/api/partner/checkout');
    expect(sent!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent!.body).toEqual({
      deliveryMethodId: METHOD.id,
      shipping: {
        name: 'Pat Partner',
        address: '12 Smith Street',
        city: 'Fitzroy',
        state: 'VIC',
        postalCode: '3065',
      },
      saveAddress: false,
      deliveryNotes: 'Rear dock',
      promoCode: 'PARTY20',
      paymentMethod: 'account',
    });
    expect(await screen.findByText('Order placed')).toBeTruthy();
    await waitFor(() =>
      expect(api.calls('POST', '/api/analytics').map((event) => event.body)).toMatchObject([
        { type: 'conversion', metadata: { type: 'order', value: 49.95, currency: 'AUD' } },
      ]),
    );
  });

  it('shows why a promo code does not apply, and offers no account payment without a credit limit', async () => {
    checkoutApi(null);
    renderApp('/partner/checkout');
    await screen.findByRole('heading', { level: 1, name: 'Checkout' }, { timeout: 15_000 });
    const account = screen.getByRole('radio', { name: /Pay on account/ }) as HTMLInputElement;
    await waitFor(() => expect(account.disabled).toBe(true));
    expect(screen.getByText('You have no credit limit yet. Request one from your profile.')).toBeTruthy();

    await userEvent.type(screen.getByLabelText('Promo code'), 'nope{Enter}');
    expect(await screen.findByText('The promo code NOPE is not valid. Check it and try again.')).toBeTruthy();
  });

  it('checks a new address with the shared rules before sending', async () => {
    const api = checkoutApi({ available: 5000, status: 'active' }, []);
    renderApp('/partner/checkout');
    await screen.findByRole('heading', { level: 1, name: 'Checkout' }, { timeout: 15_000 });
    const form = screen.getByRole('group', { name: 'Delivery address' });
    await userEvent.type(within(form).getByLabelText('Recipient name'), 'Pat Partner');
    await userEvent.type(within(form).getByLabelText('Street address'), '1 George St');
    await userEvent.type(within(form).getByLabelText('Suburb or city'), 'Sydney');
    await userEvent.type(within(form).getByLabelText('Postcode'), '200');
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));

    expect(await screen.findByText('Postcode must be 4 digits')).toBeTruthy();
    expect(screen.getByText('Choose a state or territory')).toBeTruthy();
    expect(api.calls('POST', '/api/partner/checkout')).toHaveLength(0);
  });
});
