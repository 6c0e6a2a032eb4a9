import type { AssociateRole } from '@party/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makePrincipal, mockApi, sessionHandlers } from '@/test/mock-api';
import { renderApp } from '@/test/render';

const userEvent = userEventLib.setup({ delay: null });
const productId = '00000000-0000-4000-8000-0000000000a1';
const cheap = '00000000-0000-4000-8000-0000000000b1';
const quick = '00000000-0000-4000-8000-0000000000b2';
const po = {
  id: '00000000-0000-4000-8000-0000000000c1',
  poNumber: 'PO-000042',
  vendorId: '00000000-0000-4000-8000-0000000000d1',
  vendorName: 'Balloon Works Pty Ltd',
  status: 'pending',
  totalAmount: '102.00',
  productName: 'Gold Foil Star Balloon',
  lineCount: 1,
  createdAt: '2026-11-20T03:00:00.000Z',
};

function serve(associateRole: AssociateRole) {
  return mockApi({
    ...sessionHandlers(makePrincipal({ role: 'associate', associateRole, name: 'Sam Staff' })),
    'GET /api/associate/overview': { status: 500, body: { error: { code: 'INTERNAL', message: 'x' } } },
    'GET /api/associate/purchase-orders': { body: { items: [po], total: 1, page: 1, pageSize: 20 } },
    'GET /api/associate/purchasing/low-stock': {
      body: {
        items: [
          {
            id: productId,
            name: 'Gold Foil Star Balloon',
            category: 'balloons',
            stockQuantity: 3,
            lowStockThreshold: 10,
            offerCount: 2,
          },
        ],
        total: 1,
        page: 1,
        pageSize: 10,
      },
    },
    [`GET /api/associate/products/${productId}/vendor-offers`]: {
      body: {
        items: [
          {
            vendorProductId: cheap,
            vendorId: po.vendorId,
            vendorName: 'Party Wholesale Co',
            vendorSku: null,
            vendorPrice: '3.90',
            minimumOrderQuantity: 50,
            leadTimeDays: 10,
            qualityRating: '4.5',
          },
          {
            vendorProductId: quick,
            vendorId: po.vendorId,
            vendorName: 'Balloon Works Pty Ltd',
            vendorSku: null,
            vendorPrice: '4.25',
            minimumOrderQuantity: 20,
            leadTimeDays: 5,
            qualityRating: null,
          },
        ],
      },
    },
    [`GET /api/associate/purchase-orders/${po.id}`]: {
      body: {
        ...po,
        notes: null,
        vendorNotes: null,
        rejectionReason: null,
        createdByName: 'Sam Staff',
        estimatedDeliveryDate: null,
        fulfilment: { acceptedAt: null, rejectedAt: null, completedAt: null, shipment: null, payment: null },
        lines: [
          {
            id: '00000000-0000-4000-8000-0000000000e1',
            productId,
            productName: 'Gold Foil Star Balloon',
            quantity: 24,
            unitPrice: '4.25',
            totalPrice: '102.00',
          },
        ],
      },
    },
    'POST /api/associate/purchase-orders': {
      status: 201,
      body: {
        ...po,
        notes: null,
        vendorNotes: null,
        rejectionReason: null,
        createdByName: 'Sam Staff',
        estimatedDeliveryDate: null,
        fulfilment: { acceptedAt: null, rejectedAt: null, completedAt: null, shipment: null, payment: null },
        lines: [],
      },
    },
  });
}

describe('purchase orders screen', () => {
  it('lists purchase orders with vendor, total and status', async () => {
    serve('sales');
    renderApp('/associate/purchase-orders');
    const table = await screen.findByRole('table', { name: 'Purchase orders, newest first' });
    const row = within(table).getByText('PO-000042').closest('tr')!;
    expect(row.textContent).toContain('Balloon Works Pty Ltd');
    expect(row.textContent).toContain('$102.00');
    expect(row.textContent).toContain('Pending');
    await userEvent.click(within(row).getByRole('button', { name: 'PO-000042' }));
    const detail = await screen.findByRole('dialog', { name: 'Purchase order PO-000042' });
    expect(
      await within(detail).findByText('Balloon Works Pty Ltd, raised 20 Nov 2026 by Sam Staff.'),
    ).toBeTruthy();
    expect(within(detail).getByRole('table', { name: 'Lines of PO-000042' }).textContent).toContain('24');
    await userEvent.keyboard('{Escape}');
    // Sales follows POs but does not raise them.
    await screen.findByRole('table', { name: 'Low-stock products' });
    expect(screen.queryByRole('button', { name: /Raise Purchase Order/ })).toBeNull();
  });

  it('lets a product manager raise a PO from a low-stock product: vendor offers shown, quantity from the MOQ', async () => {
    const api = serve('product_management');
    renderApp('/associate/purchase-orders');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Raise Purchase Order for Gold Foil Star Balloon' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Raise Purchase Order' });
    const cheapest = await within(dialog).findByRole('radio', { name: /Party Wholesale Co/ });
    expect((cheapest as HTMLInputElement).checked).toBe(true);
    expect(cheapest.closest('label')?.textContent).toContain('$3.90 each · MOQ 50 · Lead time 10 days');
    const quantity = within(dialog).getByLabelText('Quantity') as HTMLInputElement;
    await waitFor(() => expect(quantity.value).toBe('50'));

    await userEvent.click(within(dialog).getByRole('radio', { name: /Balloon Works Pty Ltd/ }));
    expect(quantity.value).toBe('20');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '19');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Raise Purchase Order' }));
    expect(
      await within(dialog).findByText("Quantity must be at least the vendor's minimum order quantity of 20"),
    ).toBeTruthy();
    expect(api.calls('POST', '/api/associate/purchase-orders')).toHaveLength(0);

    await userEvent.clear(quantity);
    await userEvent.type(quantity, '24');
    expect(within(dialog).getByText('$102.00')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Raise Purchase Order' }));
    expect(await screen.findByText('Purchase order PO-000042 raised')).toBeTruthy();
    expect(api.calls('POST', '/api/associate/purchase-orders')[0]?.body).toEqual({
      productId,
      vendorProductId: quick,
      quantity: 24,
      notes: '',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('lets finance download the vendor invoice and mark it paid, and shows the shipment on the PO', async () => {
    const paymentId = '00000000-0000-4000-8000-0000000000f1';
    const api = mockApi({
      ...sessionHandlers(makePrincipal({ role: 'associate', associateRole: 'finance', name: 'Fin Ance' })),
      'GET /api/associate/overview': { status: 500, body: { error: { code: 'INTERNAL', message: 'x' } } },
      'GET /api/associate/purchase-orders': {
        body: { items: [{ ...po, status: 'accepted' }], total: 1, page: 1, pageSize: 20 },
      },
      'GET /api/associate/purchasing/low-stock': { body: { items: [], total: 0, page: 1, pageSize: 10 } },
      [`GET /api/associate/purchase-orders/${po.id}`]: {
        body: {
          ...po,
          status: 'accepted',
          notes: null,
          vendorNotes: null,
          rejectionReason: null,
          createdByName: 'Sam Staff',
          estimatedDeliveryDate: '2026-12-02',
          lines: [],
          fulfilment: {
            acceptedAt: '2026-11-21T03:00:00.000Z',
            rejectedAt: null,
            completedAt: null,
            shipment: {
              status: 'in_transit',
              trackingNumber: 'ST55501234',
              carrier: 'StarTrack',
              shippedDate: '2026-11-22T03:00:00.000Z',
              estimatedDeliveryDate: '2026-12-02',
              deliveredAt: null,
              updatedAt: '2026-11-22T03:00:00.000Z',
            },
            payment: {
              id: paymentId,
              invoiceNumber: 'INV-000077',
              amount: '102.00',
              status: 'pending',
              overdue: false,
              dueDate: '2026-12-21',
              paidDate: null,
            },
          },
        },
      },
      [`POST /api/associate/vendor-payments/${paymentId}/paid`]: {
        body: {
          id: paymentId,
          invoiceNumber: 'INV-000077',
          status: 'paid',
          paidDate: '2026-11-26',
          purchaseOrderCompleted: false,
        },
      },
    });
    renderApp('/associate/purchase-orders');
    const table = await screen.findByRole('table', { name: 'Purchase orders, newest first' });
    await userEvent.click(within(table).getByRole('button', { name: 'PO-000042' }));
    const detail = await screen.findByRole('dialog', { name: 'Purchase order PO-000042' });
    const fulfilment = await within(detail).findByRole('region', { name: 'Fulfilment' });
    expect(fulfilment.textContent).toContain('In transit');
    expect(fulfilment.textContent).toContain('StarTrack ST55501234');
    expect(fulfilment.textContent).toContain('INV-000077');
    expect(within(detail).getByRole('button', { name: 'Download Invoice' })).toBeTruthy();
    await userEvent.click(within(detail).getByRole('button', { name: 'Mark Invoice Paid' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Mark INV-000077 paid?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Mark Paid' }));
    expect(await screen.findByText('Invoice INV-000077 marked paid')).toBeTruthy();
    expect(api.calls('POST', `/api/associate/vendor-payments/${paymentId}/paid`)).toHaveLength(1);
  });
});
