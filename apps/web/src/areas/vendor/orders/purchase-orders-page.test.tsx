import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makePrincipal, mockApi, sessionHandlers } from '@/test/mock-api';
import { renderApp } from '@/test/render';

const userEvent = userEventLib.setup({ delay: null });
const poId = '00000000-0000-4000-8000-0000000000c1';
const po = {
  id: poId,
  poNumber: 'PO-000042',
  status: 'pending',
  totalAmount: '102.00',
  currency: 'AUD',
  requestedDeliveryDate: '2026-12-10',
  estimatedDeliveryDate: null,
  notes: 'Before the wedding season please',
  vendorNotes: null,
  rejectionReason: null,
  acceptedAt: null,
  rejectedAt: null,
  createdAt: '2026-11-20T03:00:00.000Z',
  updatedAt: '2026-11-20T03:00:00.000Z',
  lines: [
    {
      id: '00000000-0000-4000-8000-0000000000e1',
      productName: 'Gold Foil Star Balloon',
      quantity: 24,
      unitPrice: '4.25',
      totalPrice: '102.00',
      specifications: null,
    },
  ],
};

function serve(respond: { status: number; body: unknown }) {
  return mockApi({
    ...sessionHandlers(makePrincipal({ role: 'vendor', name: 'Vera Vendor' })),
    'GET /api/vendor/purchase-orders': {
      body: {
        stats: { pending: 1, accepted: 3, totalValue: '5120.40', thisMonth: 2 },
        items: [
          po,
          { ...po, id: '00000000-0000-4000-8000-0000000000c2', poNumber: 'PO-000041', status: 'accepted' },
        ],
        total: 2,
        page: 1,
        pageSize: 20,
      },
    },
    [`POST /api/vendor/purchase-orders/${poId}/respond`]: respond,
  });
}

describe('vendor purchase orders screen', () => {
  it('shows the four figures and each PO with its lines; only a pending PO can be answered', async () => {
    serve({ status: 200, body: {} });
    renderApp('/vendor/orders');
    const figures = await screen.findByRole('list', { name: 'Purchase order figures' });
    await waitFor(() => expect(figures.textContent).toContain('Pending Orders1'));
    expect(figures.textContent).toContain('Accepted Orders3');
    expect(figures.textContent).toContain('$5,120.40');
    expect(figures.textContent).toContain('This Month2');
    const table = screen.getByRole('table', { name: 'Purchase orders, newest first' });
    const row = within(table).getByText('PO-000042').closest('tr')!;
    expect(row.textContent).toContain('24 × Gold Foil Star Balloon');
    // Delivery is a detail, on the line under its row.
    expect(row.nextElementSibling?.textContent).toContain('DeliveryRequested 10 Dec 2026');
    expect(within(table).getAllByRole('button', { name: /^Respond to/ })).toHaveLength(1);
  });

  it('asks for a delivery date only to accept, and for a reason to reject, sending an Idempotency-Key', async () => {
    const api = serve({ status: 200, body: { id: poId, status: 'rejected', invoiceNumber: null } });
    renderApp('/vendor/orders');
    await userEvent.click(await screen.findByRole('button', { name: 'Respond to PO-000042' }));
    const dialog = await screen.findByRole('dialog', { name: 'Respond to PO-000042' });
    expect(within(dialog).getByLabelText('Estimated Delivery Date')).toBeTruthy();
    expect(within(dialog).getByLabelText('Notes (Optional)')).toBeTruthy();

    await userEvent.click(within(dialog).getByRole('radio', { name: 'Reject' }));
    expect(within(dialog).queryByLabelText('Estimated Delivery Date')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit Response' }));
    expect(
      await within(dialog).findByText('Give a rejection reason so the buyer knows what to change'),
    ).toBeTruthy();
    expect(api.calls('POST', `/api/vendor/purchase-orders/${poId}/respond`)).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText('Rejection Reason'), 'Out of gold foil');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit Response' }));
    expect(await screen.findByText('Purchase order response submitted successfully')).toBeTruthy();
    const [sent] = api.calls('POST', `/api/vendor/purchase-orders/${poId}/respond`);
    expect(sent?.body).toEqual({ decision: 'reject', notes: 'Out of gold foil' });
    expect(sent?.headers.get('idempotency-key')).toBeTruthy();
  });

  it("shows the server's refusal in the failure toast", async () => {
    serve({
      status: 409,
      body: {
        error: {
          code: 'CONFLICT',
          message: 'This purchase order was already accepted and cannot be answered again.',
        },
      },
    });
    renderApp('/vendor/orders');
    await userEvent.click(await screen.findByRole('button', { name: 'Respond to PO-000042' }));
    const dialog = await screen.findByRole('dialog', { name: 'Respond to PO-000042' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit Response' }));
    expect(
      await screen.findByText(
        'Failed to respond to purchase order: This purchase order was already accepted and cannot be answered again.',
      ),
    ).toBeTruthy();
  });
});
