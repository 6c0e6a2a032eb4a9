import type { OrderStatus, StaffOrder } from '@party/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '@/test/fake-event-source';
import { makePrincipal, mockApi, sessionHandlers } from '@/test/mock-api';
import { renderApp } from '@/test/render';

const userEvent = userEventLib.setup({ delay: null });
const standardId = '11111111-1111-4111-8111-111111111111';
const expressId = '22222222-2222-4222-8222-222222222222';

function order(status: OrderStatus, overrides: Partial<StaffOrder> = {}): StaffOrder {
  const id = overrides.id ?? crypto.randomUUID();
  return {
    id,
    orderNumber: id.slice(0, 8),
    status,
    approval: null,
    totalAmount: 135.45,
    deliveryCost: 9.95,
    discountAmount: 0,
    promoCode: null,
    paymentMethod: 'invoice',
    deliveryMethod: 'Standard Delivery',
    deliveryMethodId: standardId,
    shippingName: 'Pat Partner',
    shippingAddress: '12 Smith Street',
    shippingCity: 'Fitzroy',
    shippingState: 'VIC',
    shippingPostalCode: '3065',
    shippingCountry: 'Australia',
    deliveryNotes: 'Leave at the loading dock.',
    carrier: null,
    trackingNumber: null,
    shippedAt: null,
    deliveredAt: null,
    cancelledAt: null,
    createdAt: '2026-11-18T01:00:00.000Z',
    updatedAt: '2026-11-18T01:00:00.000Z',
    partnerId: '00000000-0000-4000-8000-000000000009',
    partnerName: 'Bright Sparks Events',
    partnerCompany: null,
    company: null,
    placedBy: {
      id: '00000000-0000-4000-8000-000000000009',
      name: 'Bright Sparks Events',
      email: 'bright@example.com.au',
    },
    items: [
      {
        id: crypto.randomUUID(),
        productId: null,
        productName: 'Unknown Product',
        imageUrl: null,
        quantity: 10,
        pricePerUnit: 12.55,
        listPricePerUnit: null,
      },
    ],
    ...overrides,
  };
}

function staffApi(list: StaffOrder[], extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    ...sessionHandlers(makePrincipal({ role: 'associate', associateRole: 'sales', name: 'Sam Sales' })),
    'GET /api/associate/orders': (request) => {
      const status = request.search.get('status') ?? 'all';
      const items = list.filter((o) => status === 'all' || o.status === status);
      return { body: { items, total: items.length, page: 1, pageSize: 12 } };
    },
    'GET /api/associate/delivery-methods': {
      body: {
        items: [
          {
            id: standardId,
            name: 'Standard Delivery',
            description: null,
            estimatedDays: '3-5 business days',
            cost: 9.95,
          },
          {
            id: expressId,
            name: 'Express Delivery',
            description: null,
            estimatedDays: '1-2 business days',
            cost: 19.95,
          },
        ],
      },
    },
    ...Object.fromEntries(list.map((o) => [`GET /api/associate/orders/${o.id}`, { body: o }])),
    ...extra,
  });
}

describe('associate Orders', () => {
  it('shows a card per order with its 8-character id and partner, searched and filtered on the server', async () => {
    const pending = order('pending', {
      partnerName: 'Unknown Partner',
      company: { id: '00000000-0000-4000-8000-0000000000c1', name: 'Confetti & Co. Events' },
      placedBy: {
        id: '00000000-0000-4000-8000-000000000009',
        name: 'Bella Martin',
        email: 'bella@example.com.au',
      },
    });
    const shipped = order('shipped');
    const api = staffApi([pending, shipped]);
    const { router } = renderApp('/associate/orders');

    expect(await screen.findByText(`Order #${pending.orderNumber}`, {}, { timeout: 15_000 })).toBeTruthy();
    const cards = within(screen.getByRole('list', { name: 'Orders, newest first' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    // docs/product/company-accounts.md, What staff see: the company and the member who placed it.
    expect(within(cards[0]!).getByText('Confetti & Co. Events · placed by Bella Martin')).toBeTruthy();
    expect(within(cards[1]!).getByText('$135.45')).toBeTruthy();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search orders' }), 'bright{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?search=bright'));
    await waitFor(() =>
      expect(api.calls('GET', '/api/associate/orders').some((c) => c.search.get('search') === 'bright')).toBe(
        true,
      ),
    );
  });

  it('reads "Page 1 of 834+" when the server stopped counting at its cap', async () => {
    const stored = [order('pending')];
    staffApi([], {
      'GET /api/associate/orders': {
        body: { items: stored, total: 10_000, totalCapped: true, page: 1, pageSize: 12 },
      },
    });
    renderApp('/associate/orders');
    const pager = await screen.findByRole('navigation', { name: 'Pagination' }, { timeout: 15_000 });
    expect(within(pager).getByText('Page 1 of 834+')).toBeTruthy();
    expect(within(pager).getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(false);
  });

  it("says 'No orders yet' when the store has no orders", async () => {
    staffApi([]);
    renderApp('/associate/orders');
    expect(await screen.findByText('No orders yet', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Clear search and filters' })).toBeNull();
  });

  it('says a search found nothing (not "No orders yet") and clears it back to every order', async () => {
    const stored = [order('pending'), order('shipped')];
    staffApi([], {
      'GET /api/associate/orders': (request) => {
        const items = request.search.get('search') === 'zzzz' ? [] : stored;
        return { body: { items, total: items.length, page: 1, pageSize: 12 } };
      },
    });
    const { router } = renderApp('/associate/orders?search=zzzz');

    expect(await screen.findByText('No orders match your search.', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.queryByText('No orders yet')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    const list = await screen.findByRole('list', { name: 'Orders, newest first' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect((screen.getByRole('searchbox', { name: 'Search orders' }) as HTMLInputElement).value).toBe('');
  });

  it("shows a quote's discount on the converted order: lines, Subtotal, Discount and Total add up", async () => {
    // A quote of 40 × $16.45 with 10 % off, converted: no delivery, total $592.20.
    const converted = order('pending', {
      totalAmount: 592.2,
      deliveryCost: 0,
      discountAmount: 65.8,
      items: [
        {
          id: crypto.randomUUID(),
          productId: null,
          productName: 'Gold Balloons',
          imageUrl: null,
          quantity: 40,
          pricePerUnit: 16.45,
          listPricePerUnit: null,
        },
      ],
    });
    staffApi([converted]);
    renderApp(`/associate/orders?order=${converted.id}`);

    expect(await screen.findByRole('cell', { name: 'Gold Balloons' }, { timeout: 15_000 })).toBeTruthy();
    const terms = screen
      .getAllByRole('term')
      .map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
    expect(terms).toContainEqual(['Subtotal', '$658.00']);
    expect(terms).toContainEqual(['Discount', '−$65.80']);
    expect(terms).toContainEqual(['Total', '$592.20']);
  });

  it('opens the detail from ?order=, subtotal as total minus delivery, and updates the status with its toast', async () => {
    const pending = order('pending');
    let sent: unknown = null;
    const api = staffApi([pending], {
      [`PATCH /api/associate/orders/${pending.id}/status`]: (request) => {
        sent = request.body;
        return { body: { ...pending, status: 'shipped' } };
      },
      [`PATCH /api/associate/orders/${pending.id}/delivery-method`]: {
        body: { ...pending, deliveryMethodId: expressId, deliveryCost: 19.95, totalAmount: 145.45 },
      },
    });
    const { router } = renderApp(`/associate/orders?order=${pending.id}`);

    expect(
      await screen.findByRole(
        'heading',
        { name: new RegExp(`Order #${pending.orderNumber}`) },
        { timeout: 15_000 },
      ),
    ).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Unknown Product' })).toBeTruthy();
    expect(screen.getAllByText('$125.50').length).toBeGreaterThan(0);
    expect(screen.getByTestId('delivery-notes').textContent).toBe('Leave at the loading dock.');
    // The member who placed it (docs/product/company-accounts.md, What staff see).
    expect(screen.getByText('Placed by').nextElementSibling?.textContent).toBe(
      'Bright Sparks Eventsbright@example.com.au',
    );
    expect(screen.getByRole('button', { name: 'Download Invoice' })).toBeTruthy();

    await waitFor(() => userEvent.click(screen.getByRole('button', { name: 'Update Status' })));
    const dialog = await screen.findByRole('dialog', { name: 'Update Order Status' });
    await waitFor(() => userEvent.click(within(dialog).getByRole('combobox', { name: 'Status' })));
    await waitFor(() => userEvent.click(screen.getByRole('option', { name: 'Shipped' })));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Notes/ }), 'Sent with StarTrack');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Status' }));
    expect(await screen.findByText('Order status updated to shipped - Task auto-created')).toBeTruthy();
    expect(sent).toEqual({ status: 'shipped', notes: 'Sent with StarTrack' });
    expect(api.calls('PATCH', `/api/associate/orders/${pending.id}/status`)).toHaveLength(1);

    await waitFor(() => userEvent.click(screen.getByRole('combobox', { name: 'Delivery Method' })));
    await waitFor(() => userEvent.click(screen.getByRole('option', { name: /Express Delivery/ })));
    expect(await screen.findByText('Delivery method updated')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Back to Orders' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    // A long journey through two Radix layers: room for a loaded machine.
  }, 30_000);

  it("needs a status, and tells 'Failed to update order status' with the server's reason", async () => {
    const pending = order('pending');
    const api = staffApi([pending], {
      [`PATCH /api/associate/orders/${pending.id}/status`]: {
        status: 409,
        body: { error: { code: 'CONFLICT', message: 'Not enough credit.' } },
      },
    });
    renderApp(`/associate/orders?order=${pending.id}`);
    await waitFor(() => userEvent.click(screen.getByRole('button', { name: 'Update Status' })), {
      timeout: 15_000,
    });
    const dialog = await screen.findByRole('dialog', { name: 'Update Order Status' });
    // No status chosen: the form says so and sends nothing.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Status' }));
    expect(await within(dialog).findByText('Please select a status')).toBeTruthy();
    expect(api.calls('PATCH', `/api/associate/orders/${pending.id}/status`)).toHaveLength(0);
    await waitFor(() => userEvent.click(within(dialog).getByRole('combobox', { name: 'Status' })));
    await waitFor(() => userEvent.click(screen.getByRole('option', { name: 'Cancelled' })));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Status' }));
    expect(await screen.findByText('Failed to update order status')).toBeTruthy();
  });

  it("tells 'Failed to load order details' when the order cannot be read", async () => {
    staffApi([]);
    renderApp('/associate/orders?order=00000000-0000-4000-8000-00000000dead');
    await waitFor(
      () => expect(screen.getAllByText('Failed to load order details').length).toBeGreaterThan(0),
      {
        timeout: 15_000,
      },
    );
  });

  it('exports every order the search and status find, following the server to the saved file', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const saved = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:orders', revokeObjectURL: () => {} }),
    );
    try {
      let finish: () => void = () => {};
      const api = staffApi([order('shipped')], {
        'GET /api/associate/orders/export': () =>
          new Promise((resolve) => {
            finish = () => resolve({ body: 'Order number\r\n' });
          }),
      });
      renderApp('/associate/orders?status=shipped&search=gala');
      await userEvent.click(await screen.findByRole('button', { name: 'Export CSV' }, { timeout: 15_000 }));
      expect(await screen.findByRole('progressbar', { name: 'Export progress' })).toBeTruthy();
      expect(screen.getByText('Exporting orders...')).toBeTruthy();
      const [request] = api.calls('GET', '/api/associate/orders/export');
      const progressId = request!.search.get('progressId');
      expect([request!.search.get('status'), request!.search.get('search')]).toEqual(['shipped', 'gala']);

      const events = () => FakeEventSource.instances.at(-1);
      await waitFor(() => expect(events()?.listenerCount('work.progress')).toBeGreaterThan(0));
      act(() =>
        events()?.emit('work.progress', { progressId, phase: 'exporting', done: 240_000, total: 1_000_000 }),
      );
      expect(await screen.findByText('Exporting 240,000 of 1,000,000 orders...')).toBeTruthy();
      expect(screen.getByRole('progressbar', { name: 'Export progress' }).getAttribute('aria-valuenow')).toBe(
        '24',
      );

      act(() => finish());
      await waitFor(() => expect(saved).toHaveBeenCalledOnce());
      await waitFor(() => expect(screen.queryByRole('progressbar', { name: 'Export progress' })).toBeNull());
    } finally {
      saved.mockRestore();
      vi.unstubAllGlobals();
      FakeEventSource.instances = [];
    }
  });
});
