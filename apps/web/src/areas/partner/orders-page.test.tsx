import type { Order, OrderStatus } from '@party/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makePrincipal, mockApi, sessionHandlers } from '@/test/mock-api';
import { renderApp } from '@/test/render';

const userEvent = userEventLib.setup({ delay: null });

function order(status: OrderStatus, overrides: Partial<Order> = {}): Order {
  const id = overrides.id ?? crypto.randomUUID();
  return {
    id,
    orderNumber: id.slice(0, 8),
    status,
    approval: null,
    placedBy: { id: makePrincipal().userId, name: 'Pat Partner' },
    totalAmount: 135.45,
    deliveryCost: 9.95,
    discountAmount: 0,
    promoCode: null,
    paymentMethod: 'account',
    deliveryMethod: 'Standard Delivery',
    shippingName: 'Pat Partner',
    shippingAddress: '12 Smith Street',
    shippingCity: 'Fitzroy',
    shippingState: 'VIC',
    shippingPostalCode: '3065',
    shippingCountry: 'Australia',
    deliveryNotes: null,
    carrier: status === 'shipped' ? 'StarTrack' : null,
    trackingNumber: status === 'shipped' ? 'PC123456789AU' : null,
    shippedAt: status === 'shipped' ? '2026-11-20T01:00:00.000Z' : null,
    deliveredAt: null,
    cancelledAt: null,
    createdAt: '2026-11-18T01:00:00.000Z',
    updatedAt: '2026-11-18T01:00:00.000Z',
    items: [
      {
        id: crypto.randomUUID(),
        productId: null,
        productName: 'Gold Plates',
        imageUrl: null,
        quantity: 10,
        pricePerUnit: 12.55,
        listPricePerUnit: null,
      },
    ],
    ...overrides,
  };
}

/** One page of orders as the server answers it (GET /api/partner/orders is paged). */
const pageOf = (items: Order[]) => ({ items, total: items.length, page: 1, pageSize: 25 });

function ordersApi(list: Order[], extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    ...sessionHandlers(makePrincipal()),
    'GET /api/partner/cart': { body: { items: [], itemCount: 0, subtotal: 0 } },
    'GET /api/partner/orders': (request) => {
      const status = request.search.get('status') ?? 'all';
      return { body: pageOf(list.filter((o) => status === 'all' || o.status === status)) };
    },
    ...extra,
  });
}

describe('Track Orders', () => {
  it('shows the tabs, order numbers, subtotal as total minus delivery, and the status colours', async () => {
    const pending = order('pending');
    const shipped = order('shipped');
    ordersApi([pending, shipped, order('delivered'), order('processing'), order('cancelled')]);
    renderApp('/partner/orders');

    // The first render loads the partner area's lazy chunks.
    const row = (await screen.findByText(`#${pending.orderNumber}`, {}, { timeout: 15_000 })).closest('tr')!;
    // The status tabs filter the list: a radio group, not tabs (they have no panels of their own).
    const filter = screen.getByRole('radiogroup', { name: 'Order status' });
    expect(
      within(filter)
        .getAllByRole('radio')
        .map((t) => t.textContent),
    ).toEqual(['All Orders', 'Awaiting Approval', 'Pending', 'Processing', 'Shipped', 'Delivered']);
    expect(within(filter).getByRole('radio', { name: 'All Orders' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    expect(screen.queryByRole('tab')).toBeNull();
    expect(within(row).getByText('$125.50')).toBeTruthy();
    expect(within(row).getByText('$135.45')).toBeTruthy();
    const badge = (label: string) => screen.getByText(label, { selector: '[data-slot="badge"]' }).className;
    expect(badge('Pending')).toContain('orange');
    expect(badge('Processing')).toContain('yellow');
    expect(badge('Shipped')).toContain('blue');
    expect(badge('Delivered')).toContain('green');
    expect(badge('Cancelled')).toContain('red');
  });

  it('offers Cancel only on pending orders and Track Shipment only on shipped ones', async () => {
    const pending = order('pending');
    const shipped = order('shipped');
    const delivered = order('delivered');
    ordersApi([pending, shipped, delivered]);
    renderApp('/partner/orders');

    const rowOf = async (o: Order) => (await screen.findByText(`#${o.orderNumber}`)).closest('tr')!;
    expect(within(await rowOf(pending)).queryByRole('button', { name: /^Cancel/ })).toBeTruthy();
    expect(within(await rowOf(pending)).queryByRole('button', { name: 'Track Shipment' })).toBeNull();
    expect(within(await rowOf(shipped)).queryByRole('button', { name: /^Cancel/ })).toBeNull();
    expect(
      within(await rowOf(delivered)).queryByRole('button', { name: /^Cancel|Track Shipment/ }),
    ).toBeNull();

    await userEvent.click(within(await rowOf(shipped)).getByRole('button', { name: 'Track Shipment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Track Shipment' });
    expect(within(dialog).getByText('StarTrack')).toBeTruthy();
    expect(within(dialog).getByText('PC123456789AU')).toBeTruthy();
  });

  it('filters by status on the server and keeps the filter in the address', async () => {
    const pending = order('pending');
    const shipped = order('shipped');
    const api = ordersApi([pending, shipped]);
    const { router } = renderApp('/partner/orders');
    expect(await screen.findByText(`#${pending.orderNumber}`, {}, { timeout: 15_000 })).toBeTruthy();

    await userEvent.click(screen.getByRole('radio', { name: 'Shipped' }));
    await waitFor(() => expect(screen.queryByText(`#${pending.orderNumber}`)).toBeNull());
    expect(screen.getByText(`#${shipped.orderNumber}`)).toBeTruthy();
    expect(router.state.location.search).toBe('?status=shipped');
    expect(screen.getByRole('radio', { name: 'Shipped' }).getAttribute('aria-checked')).toBe('true');
    expect(api.calls('GET', '/api/partner/orders').map((call) => call.search.get('status'))).toContain(
      'shipped',
    );

    await userEvent.click(screen.getByRole('radio', { name: 'All Orders' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText(`#${pending.orderNumber}`)).toBeTruthy();
  });

  it("says 'No orders found' on an empty tab", async () => {
    ordersApi([order('pending')]);
    renderApp('/partner/orders?status=delivered');
    expect(await screen.findByText('No orders found')).toBeTruthy();
  });

  it("shows a checkout promo as a Discount line under the lines' subtotal, so the figures add up", async () => {
    // 10 × $12.55 = $125.50, PARTY20 takes $25.10, delivery $9.95: total $110.35.
    const discounted = order('pending', { totalAmount: 110.35, discountAmount: 25.1, promoCode: 'PARTY20' });
    ordersApi([discounted]);
    renderApp(`/partner/orders?order=${discounted.id}`);

    const detail = await screen.findByRole('dialog', {
      name: new RegExp(`Order #${discounted.orderNumber}`),
    });
    const figures = within(detail)
      .getAllByRole('term')
      .map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
    expect(figures).toContainEqual(['Subtotal', '$125.50']);
    expect(figures).toContainEqual(['Discount (PARTY20)', '−$25.10']);
    expect(figures).toContainEqual(['Total', '$110.35']);
  });

  it('opens the detail overlay from the address and cancels after confirmation', async () => {
    const pending = order('pending');
    let cancelled = false;
    const api = ordersApi([pending], {
      [`POST /api/partner/orders/${pending.id}/cancel`]: () => {
        cancelled = true;
        return { body: { ...pending, status: 'cancelled' } };
      },
    });
    renderApp(`/partner/orders?order=${pending.id}`);

    const detail = await screen.findByRole('dialog', { name: new RegExp(`Order #${pending.orderNumber}`) });
    expect(within(detail).getByText('Gold Plates')).toBeTruthy();
    expect(within(detail).getByText('On account')).toBeTruthy();
    expect(within(detail).getByRole('button', { name: 'Download Invoice' })).toBeTruthy();
    // A Radix layer takes pointer events only once it is the top layer (it turns them off on what
    // lies below while it opens); userEvent refuses a click before then, so each click waits for it.
    await waitFor(() => userEvent.click(within(detail).getByRole('button', { name: 'Cancel Order' })));
    const confirm = await screen.findByRole('alertdialog', { name: 'Cancel this order?' });
    expect(cancelled).toBe(false);
    await waitFor(() => userEvent.click(within(confirm).getByRole('button', { name: 'Cancel Order' })));
    expect(await screen.findByText('Order cancelled successfully')).toBeTruthy();
    expect(api.calls('POST', `/api/partner/orders/${pending.id}/cancel`)).toHaveLength(1);
  });

  it("tells 'Failed to cancel order' with the server's reason", async () => {
    const pending = order('pending');
    ordersApi([pending], {
      [`POST /api/partner/orders/${pending.id}/cancel`]: {
        status: 409,
        body: { error: { code: 'CONFLICT', message: 'Only pending orders can be cancelled.' } },
      },
    });
    renderApp('/partner/orders');
    const row = (await screen.findByText(`#${pending.orderNumber}`)).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: /^Cancel/ }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel Order' }),
    );
    expect(await screen.findByText('Failed to cancel order')).toBeTruthy();
  });

  it("tells 'Failed to load orders' when the list cannot be read", async () => {
    mockApi({
      ...sessionHandlers(makePrincipal()),
      'GET /api/partner/cart': { body: { items: [], itemCount: 0, subtotal: 0 } },
      'GET /api/partner/orders': { status: 500, body: { error: { code: 'INTERNAL', message: 'Down' } } },
    });
    renderApp('/partner/orders');
    await waitFor(() => expect(screen.getAllByText('Failed to load orders').length).toBeGreaterThan(0));
  });

  it('pages years of orders: "Page 1 of 400+" past the count cap, Next asking the server for page 2', async () => {
    const first = order('delivered');
    const second = order('delivered');
    const api = mockApi({
      ...sessionHandlers(makePrincipal()),
      'GET /api/partner/cart': { body: { items: [], itemCount: 0, subtotal: 0 } },
      'GET /api/partner/orders': (request) => {
        const page = Number(request.search.get('page') ?? '1');
        const items = page === 1 ? [first] : [second];
        return { body: { items, total: 10_000, totalCapped: true, page, pageSize: 25 } };
      },
    });
    const { router } = renderApp('/partner/orders');
    expect(await screen.findByText(`#${first.orderNumber}`, {}, { timeout: 15_000 })).toBeTruthy();
    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pager).getByText('Page 1 of 400+')).toBeTruthy();

    await userEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(`#${second.orderNumber}`)).toBeTruthy();
    expect(router.state.location.search).toBe('?page=2');
    expect(api.calls('GET', '/api/partner/orders').map((call) => call.search.get('page'))).toContain('2');
  });
});

describe('Order Again', () => {
  const owner = makePrincipal({ companyId: 'company-1', companyRole: 'owner' });
  const reordered = {
    added: 2,
    summary: 'Added 2 lines. 1 price changed, 1 product is no longer sold.',
    lines: [
      {
        productId: 'p1',
        name: 'Gold Plates',
        orderedQuantity: 10,
        quantity: 10,
        status: 'price_changed',
        message: 'Now $4.50 (was $4.95)',
        unitPrice: 4.5,
        previousUnitPrice: 4.95,
      },
      {
        productId: 'p2',
        name: 'Party Hats',
        orderedQuantity: 5,
        quantity: 5,
        status: 'added',
        message: null,
        unitPrice: 2,
        previousUnitPrice: 2,
      },
      {
        productId: null,
        name: 'Old Confetti',
        orderedQuantity: 1,
        quantity: 0,
        status: 'not_sold',
        message: 'No longer sold',
        unitPrice: null,
        previousUnitPrice: 3,
      },
    ],
    cart: { items: [], itemCount: 15, subtotal: 55 },
  };

  it("puts a past order's lines in the cart and says what changed, from the row and from the detail", async () => {
    const delivered = order('delivered');
    const api = mockApi({
      ...sessionHandlers(owner),
      'GET /api/partner/cart': { body: { items: [], itemCount: 0, subtotal: 0 } },
      'GET /api/partner/orders': { body: pageOf([delivered]) },
      [`POST /api/partner/orders/${delivered.id}/reorder`]: { body: reordered },
    });
    renderApp('/partner/orders');
    const row = (await screen.findByText(`#${delivered.orderNumber}`, {}, { timeout: 15_000 })).closest(
      'tr',
    )!;
    await userEvent.click(within(row).getByRole('button', { name: /^Order Again/ }));

    const dialog = await screen.findByRole('dialog', { name: 'Order Again' });
    expect(
      within(dialog).getByText('Added 2 lines. 1 price changed, 1 product is no longer sold.'),
    ).toBeTruthy();
    const lines = within(
      within(dialog).getByRole('list', { name: 'What happened to each line' }),
    ).getAllByRole('listitem');
    expect(lines.map((l) => l.textContent)).toEqual([
      'Gold Plates × 10Now $4.50 (was $4.95)Price changed',
      'Party Hats × 5Added',
      'Old Confetti × 1No longer soldNo longer sold',
    ]);
    expect(within(dialog).getByRole('link', { name: 'View Cart' }).getAttribute('href')).toBe(
      '/partner/cart',
    );
    expect(api.calls('POST', `/api/partner/orders/${delivered.id}/reorder`)).toHaveLength(1);

    await waitFor(() => userEvent.click(within(dialog).getByRole('button', { name: 'Close' })));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Order Again' })).toBeNull());
    await userEvent.click(within(row).getByRole('button', { name: /^View/ }));
    const detail = await screen.findByRole('dialog', { name: new RegExp(`Order #${delivered.orderNumber}`) });
    await waitFor(() => userEvent.click(within(detail).getByRole('button', { name: 'Order Again' })));
    expect(await screen.findByRole('dialog', { name: 'Order Again' })).toBeTruthy();
    expect(api.calls('POST', `/api/partner/orders/${delivered.id}/reorder`)).toHaveLength(2);
  });

  it("saves a past order's lines as a company list from the order's detail", async () => {
    const delivered = order('delivered');
    const api = mockApi({
      ...sessionHandlers(owner),
      'GET /api/partner/cart': { body: { items: [], itemCount: 0, subtotal: 0 } },
      'GET /api/partner/orders': { body: pageOf([delivered]) },
      'POST /api/partner/lists/from-order': {
        status: 201,
        body: { id: 'list-1', name: `Order #${delivered.orderNumber}`, lines: [] },
      },
    });
    renderApp(`/partner/orders?order=${delivered.id}`);
    const detail = await screen.findByRole(
      'dialog',
      { name: new RegExp(`Order #${delivered.orderNumber}`) },
      { timeout: 15_000 },
    );
    await userEvent.click(within(detail).getByRole('button', { name: 'Save as List' }));
    const naming = await screen.findByRole('dialog', { name: 'Save as List' });
    // The order's number is the name until the member gives another.
    expect((within(naming).getByLabelText('List name') as HTMLInputElement).value).toBe(
      `Order #${delivered.orderNumber}`,
    );
    await userEvent.click(within(naming).getByRole('button', { name: 'Save List' }));
    await waitFor(() =>
      expect(api.calls('POST', '/api/partner/lists/from-order')[0]?.body).toEqual({
        orderId: delivered.id,
        name: `Order #${delivered.orderNumber}`,
      }),
    );
  });

  it('is not offered to a viewer, who does not shop', async () => {
    const delivered = order('delivered');
    mockApi({
      ...sessionHandlers(makePrincipal({ companyId: 'company-1', companyRole: 'viewer' })),
      'GET /api/partner/cart': { body: { items: [], itemCount: 0, subtotal: 0 } },
      'GET /api/partner/orders': { body: pageOf([delivered]) },
      'GET /api/partner/company/members': { body: { items: [] } },
    });
    renderApp(`/partner/orders?order=${delivered.id}`);
    const detail = await screen.findByRole(
      'dialog',
      { name: new RegExp(`Order #${delivered.orderNumber}`) },
      { timeout: 15_000 },
    );
    expect(within(detail).queryByRole('button', { name: 'Order Again' })).toBeNull();
    expect(within(detail).queryByRole('button', { name: 'Save as List' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Order Again/ })).toBeNull();
  });
});
