import type { ReturnableOrder, ReturnDetail, ReturnSummary } from '@party/shared';
import type { CompanyRole } from '@party/shared/companies/roles';
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makePrincipal, mockApi, sessionHandlers } from '@/test/mock-api';
import { renderApp } from '@/test/render';

const userEvent = userEventLib.setup({ delay: null });

const RETURN_ID = '55555555-5555-4555-8555-555555555555';
const ORDER_ID = '66666666-6666-4666-8666-666666666666';
const CUPS_LINE = '77777777-7777-4777-8777-777777777777';

function summary(overrides: Partial<ReturnSummary> = {}): ReturnSummary {
  return {
    id: RETURN_ID,
    number: 'RMA-000007',
    orderId: ORDER_ID,
    orderNumber: '66666666',
    companyName: 'Sparkle Events',
    status: 'received',
    reason: 'damaged_in_transit',
    units: 2,
    creditAmount: 50,
    createdAt: '2026-11-20T01:00:00.000Z',
    ...overrides,
  };
}

function detail(overrides: Partial<ReturnDetail> = {}): ReturnDetail {
  return {
    ...summary(),
    notes: 'The carton burst.',
    requestedBy: 'Pat Partner',
    decisionReason: null,
    decidedAt: '2026-11-21T01:00:00.000Z',
    receivedAt: '2026-11-25T01:00:00.000Z',
    lines: [
      {
        orderItemId: CUPS_LINE,
        productId: null,
        productName: 'Burst Carton Cups',
        quantity: 2,
        unitPrice: 25,
        disposition: 'restock',
      },
    ],
    photos: [],
    adjustmentNote: {
      number: 'AN-000003',
      invoiceNumber: 'INV-66666666',
      issuedOn: '2026-11-25',
      totalAmount: 50,
      gstAmount: 4.55,
      outcome: 'account_credit',
      creditedAmount: 50,
      refundedAmount: 0,
    },
    ...overrides,
  };
}

const returnable: ReturnableOrder = {
  orderId: ORDER_ID,
  orderNumber: '66666666',
  deliveredAt: '2026-11-18T01:00:00.000Z',
  lastDay: '2026-12-18',
  open: true,
  lines: [
    { orderItemId: CUPS_LINE, productName: 'Burst Carton Cups', quantity: 4, unitPrice: 25, returnable: 3 },
  ],
};

function returnsApi(extra: Parameters<typeof mockApi>[0] = {}, companyRole: CompanyRole = 'buyer') {
  return mockApi({
    ...sessionHandlers(makePrincipal({ companyId: 'c-1', companyRole })),
    'GET /api/partner/cart': { body: { items: [], itemCount: 0, subtotal: 0 } },
    'GET /api/partner/overview': {
      body: { pendingTasks: 0, pendingOrders: 0, openTickets: 0, unreadMessages: 0, loyaltyPoints: 0 },
    },
    'GET /api/partner/returns': { body: { items: [summary()], total: 1, page: 1, pageSize: 20 } },
    [`GET /api/partner/returns/${RETURN_ID}`]: { body: detail() },
    ...extra,
  });
}

describe('partner Returns', () => {
  it('lists the company’s returns with their status and credit, filtered by status', async () => {
    const api = returnsApi();
    renderApp('/partner/returns');
    const table = await screen.findByRole('table', { name: 'Returns' }, { timeout: 15_000 });
    expect(screen.getByRole('heading', { level: 1, name: 'Returns' })).toBeTruthy();
    const link = within(table).getByRole('link', { name: 'RMA-000007' });
    expect(link.getAttribute('href')).toBe(`/partner/returns/${RETURN_ID}`);
    expect(within(table).getByText('Received')).toBeTruthy();
    expect(within(table).getByText('$50.00')).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: 'Requested' }));
    await waitFor(() =>
      expect(api.calls('GET', '/api/partner/returns').at(-1)?.search.get('status')).toBe('requested'),
    );
  });

  it('says when there are no returns yet, and when no order was delivered to return', async () => {
    returnsApi({
      'GET /api/partner/returns': { body: { items: [], total: 0, page: 1, pageSize: 20 } },
      'GET /api/partner/orders': { body: { items: [] } },
    });
    renderApp('/partner/returns');
    expect(await screen.findByText('No returns yet', {}, { timeout: 15_000 })).toBeTruthy();
    await userEvent.click(screen.getAllByRole('button', { name: 'Request a Return' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Request a Return' });
    expect(await within(dialog).findByText('No delivered orders to return')).toBeTruthy();
  });

  it('requests a return of a delivered order, capped at what may come back, sent with an Idempotency-Key', async () => {
    const api = returnsApi({
      'GET /api/partner/orders': {
        body: {
          items: [
            {
              id: ORDER_ID,
              orderNumber: '66666666',
              status: 'delivered',
              deliveredAt: '2026-11-18T01:00:00.000Z',
            },
          ],
        },
      },
      [`GET /api/partner/orders/${ORDER_ID}/returnable`]: { body: returnable },
      'POST /api/partner/returns': {
        status: 201,
        body: detail({ status: 'requested', adjustmentNote: null, creditAmount: null }),
      },
    });
    const { router } = renderApp('/partner/returns');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Request a Return' }, { timeout: 15_000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Request a Return' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Delivered order' }));
    await userEvent.click(await screen.findByRole('option', { name: /#66666666/ }));
    const more = await within(dialog).findByRole('button', {
      name: 'Increase Quantity of Burst Carton Cups to return',
    });
    for (let i = 0; i < 4; i++) await userEvent.click(more);
    expect(
      (within(dialog).getByLabelText('Quantity of Burst Carton Cups to return') as HTMLInputElement).value,
    ).toBe('3');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Reason' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Arrived damaged' }));
    await userEvent.type(within(dialog).getByLabelText('Notes'), 'The carton burst.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Request Return' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/partner/returns/${RETURN_ID}`));
    const [sent] = api.calls('POST', '/api/partner/returns');
    expect(sent!.body).toEqual({
      orderId: ORDER_ID,
      lines: [{ orderItemId: CUPS_LINE, quantity: 3 }],
      reason: 'damaged_in_transit',
      notes: 'The carton burst.',
    });
    expect(sent!.headers.get('Idempotency-Key')).toBeTruthy();
  });

  it('opens the request with the order chosen when it comes from Return Items in Track Orders', async () => {
    returnsApi({
      'GET /api/partner/orders': { body: { items: [] } },
      [`GET /api/partner/orders/${ORDER_ID}/returnable`]: { body: returnable },
    });
    renderApp(`/partner/returns?order=${ORDER_ID}`);
    const dialog = await screen.findByRole('dialog', { name: 'Request a Return' }, { timeout: 15_000 });
    expect(await within(dialog).findByLabelText('Quantity of Burst Carton Cups to return')).toBeTruthy();
    expect(within(dialog).getByText(/up to 3/)).toBeTruthy();
  });

  it('shows a received return with its lines and the adjustment note to download', async () => {
    returnsApi();
    renderApp(`/partner/returns/${RETURN_ID}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Return RMA-000007' }, { timeout: 15_000 }),
    ).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Return RMA-000007 · Partner · Party Central'));
    expect(screen.getByText('Burst Carton Cups')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Adjustment note AN-000003' })).toBeTruthy();
    expect(screen.getByText('Tax invoice INV-66666666')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download Adjustment Note' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add Photo' })).toBeNull();
  });

  it('shows the reason of a rejection, and a return not found', async () => {
    returnsApi({
      [`GET /api/partner/returns/${RETURN_ID}`]: {
        body: detail({
          status: 'rejected',
          decisionReason: 'Opened goods cannot come back.',
          adjustmentNote: null,
        }),
      },
    });
    renderApp(`/partner/returns/${RETURN_ID}`);
    expect(await screen.findByText('Opened goods cannot come back.', {}, { timeout: 15_000 })).toBeTruthy();
  });

  it('tells a viewer who types the address that returns are for members who shop', async () => {
    const api = returnsApi({}, 'viewer');
    const { router } = renderApp('/partner/returns');
    expect(await screen.findByText('Returns are for members who shop', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Request a Return' })).toBeNull();
    await router.navigate(`/partner/returns/${RETURN_ID}`);
    await waitFor(() => expect(screen.queryByRole('heading', { level: 1, name: 'Returns' })).toBeNull());
    expect(screen.getByText('Returns are for members who shop')).toBeTruthy();
    expect(api.calls('GET', '/api/partner/returns')).toHaveLength(0);
    expect(api.calls('GET', `/api/partner/returns/${RETURN_ID}`)).toHaveLength(0);
  });
});
