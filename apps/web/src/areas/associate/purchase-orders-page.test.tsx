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
const platesId = '00000000-0000-4000-8000-0000000000a2';
const platesOffer = '00000000-0000-4000-8000-0000000000b3';
const wholesaleId = '00000000-0000-4000-8000-0000000000d2';
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

const cheapOffer = {
  vendorProductId: cheap,
  productId,
  productName: 'Gold Foil Star Balloon',
  vendorId: wholesaleId,
  vendorName: 'Party Wholesale Co',
  vendorSku: null,
  vendorPrice: '3.90',
  minimumOrderQuantity: 50,
  leadTimeDays: 10,
  qualityRating: '4.5',
};
const quickOffer = {
  ...cheapOffer,
  vendorProductId: quick,
  vendorId: po.vendorId,
  vendorName: 'Balloon Works Pty Ltd',
  vendorPrice: '4.25',
  minimumOrderQuantity: 20,
  leadTimeDays: 5,
  qualityRating: null,
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
      body: { items: [cheapOffer, quickOffer] },
    },
    [`GET /api/associate/vendors/${wholesaleId}/offers`]: { body: { items: [cheapOffer] } },
    [`GET /api/associate/vendors/${po.vendorId}/offers`]: {
      body: {
        items: [
          {
            ...quickOffer,
            vendorProductId: platesOffer,
            productId: platesId,
            productName: 'Bamboo Plates',
            vendorPrice: '2.00',
            minimumOrderQuantity: 30,
          },
          quickOffer,
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
        requestedDeliveryDate: '2026-12-24',
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
    expect(within(detail).getByText('Requested delivery: 24 Dec 2026')).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    // Sales follows POs but does not raise them.
    await screen.findByRole('table', { name: 'Low-stock products' });
    expect(screen.queryByRole('button', { name: /Raise Purchase Order/ })).toBeNull();
  });

  it('lets a product manager raise a PO of several lines from one vendor, with a requested delivery date', async () => {
    const api = serve('product_management');
    renderApp('/associate/purchase-orders');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Raise Purchase Order for Gold Foil Star Balloon' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Raise Purchase Order' });
    const cheapest = await within(dialog).findByRole('radio', { name: /Party Wholesale Co/ });
    expect((cheapest as HTMLInputElement).checked).toBe(true);
    expect(cheapest.closest('label')?.textContent).toContain('$3.90 each · MOQ 50 · Lead time 10 days');
    const balloons = () =>
      within(dialog).getByLabelText('Gold Foil Star Balloon: Quantity') as HTMLInputElement;
    await waitFor(() => expect(balloons().value).toBe('50'));

    await userEvent.click(within(dialog).getByRole('radio', { name: /Balloon Works Pty Ltd/ }));
    await waitFor(() => expect(balloons().value).toBe('20'));
    await userEvent.clear(balloons());
    await userEvent.type(balloons(), '19');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Raise Purchase Order' }));
    expect(
      await within(dialog).findByText("Quantity must be at least the vendor's minimum order quantity of 20"),
    ).toBeTruthy();
    expect(api.calls('POST', '/api/associate/purchase-orders')).toHaveLength(0);
    await userEvent.clear(balloons());
    await userEvent.type(balloons(), '24');

    // The chosen vendor's other products join as lines, each at its own MOQ.
    await userEvent.click(
      await within(dialog).findByRole('combobox', { name: 'Add a product from this vendor' }),
    );
    await userEvent.click(await screen.findByRole('option', { name: 'Bamboo Plates (MOQ 30)' }));
    const plates = (await within(dialog).findByLabelText('Bamboo Plates: Quantity')) as HTMLInputElement;
    expect(plates.value).toBe('30');
    expect(within(dialog).getByText('$162.00')).toBeTruthy(); // 24 × $4.25 + 30 × $2.00
    expect(within(dialog).queryByRole('combobox', { name: 'Add a product from this vendor' })).toBeNull();

    await userEvent.type(within(dialog).getByLabelText('Requested delivery date (optional)'), '2099-12-24');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Raise Purchase Order' }));
    expect(await screen.findByText('Purchase order PO-000042 raised')).toBeTruthy();
    expect(api.calls('POST', '/api/associate/purchase-orders')[0]?.body).toEqual({
      lines: [
        { productId, vendorProductId: quick, quantity: 24 },
        { productId: platesId, vendorProductId: platesOffer, quantity: 30 },
      ],
      requestedDeliveryDate: '2099-12-24',
      notes: '',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('drops a line with its Remove button, but never the last one', async () => {
    serve('product_management');
    renderApp('/associate/purchase-orders');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Raise Purchase Order for Gold Foil Star Balloon' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Raise Purchase Order' });
    await userEvent.click(await within(dialog).findByRole('radio', { name: /Balloon Works Pty Ltd/ }));
    await userEvent.click(
      await within(dialog).findByRole('combobox', { name: 'Add a product from this vendor' }),
    );
    await userEvent.click(await screen.findByRole('option', { name: 'Bamboo Plates (MOQ 30)' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Remove Bamboo Plates' }));
    expect(within(dialog).queryByLabelText('Bamboo Plates: Quantity')).toBeNull();
    expect(
      (within(dialog).getByRole('button', { name: 'Remove Gold Foil Star Balloon' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
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
    const pay = await screen.findByRole('dialog', { name: 'Mark INV-000077 paid' });
    // The reference is required: the vendor matches the money by it.
    await userEvent.click(within(pay).getByRole('button', { name: 'Mark Paid' }));
    expect(
      await within(pay).findByText('Enter the payment reference the vendor will see on their statement'),
    ).toBeTruthy();
    expect(api.calls('POST', `/api/associate/vendor-payments/${paymentId}/paid`)).toHaveLength(0);
    await userEvent.click(within(pay).getByRole('combobox', { name: 'Payment method' }));
    await userEvent.click(await screen.findByRole('option', { name: 'BPAY' }));
    await userEvent.type(within(pay).getByRole('textbox', { name: 'Payment reference' }), 'BP-7730012');
    await userEvent.click(within(pay).getByRole('button', { name: 'Mark Paid' }));
    expect(await screen.findByText('Invoice INV-000077 marked paid')).toBeTruthy();
    const [call] = api.calls('POST', `/api/associate/vendor-payments/${paymentId}/paid`);
    expect(call?.body).toEqual({ paymentMethod: 'bpay', paymentReference: 'BP-7730012' });
  });
});
