import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makePrincipal, mockApi, sessionHandlers } from '@/test/mock-api';
import { renderApp } from '@/test/render';

const shipment = {
  id: '00000000-0000-4000-8000-0000000000d1',
  purchaseOrderId: '00000000-0000-4000-8000-0000000000c1',
  poNumber: 'PO-000014',
  poTotalAmount: '250.00',
  trackingNumber: null,
  carrier: null,
  status: 'preparing',
  notes: null,
  shippedDate: null,
  estimatedDeliveryDate: null,
  deliveredAt: null,
  createdAt: '2026-11-20T03:00:00.000Z',
  updatedAt: '2026-11-20T03:00:00.000Z',
};
const id = (n: number) => `00000000-0000-4000-8000-0000000000d${n}`;

function serve() {
  return mockApi({
    ...sessionHandlers(makePrincipal({ role: 'vendor', name: 'Vera Vendor' })),
    'GET /api/vendor/shipments': {
      body: {
        counts: { preparing: 1, shipped: 2, in_transit: 0, delivered: 1 },
        items: [
          shipment,
          {
            ...shipment,
            id: id(2),
            poNumber: 'PO-000015',
            status: 'shipped',
            shippedDate: '2026-11-21T03:00:00.000Z',
          },
          {
            ...shipment,
            id: id(3),
            poNumber: 'PO-000016',
            status: 'delivered',
            shippedDate: '2026-11-18T03:00:00.000Z',
            deliveredAt: '2026-11-22T03:00:00.000Z',
          },
          {
            ...shipment,
            id: id(4),
            poNumber: 'PO-000017',
            status: 'shipped',
            trackingNumber: 'AP123456789AU',
            carrier: 'Australia Post',
            shippedDate: '2026-11-21T03:00:00.000Z',
          },
        ],
        total: 4,
        page: 1,
        pageSize: 20,
      },
    },
  });
}

const rowOf = (po: string) => {
  const table = screen.getByRole('table', { name: 'Shipments, newest first' });
  return within(table).getByText(po).closest('tr')!;
};

describe('vendor shipments screen', () => {
  it('says "Not yet shipped" only while preparing; a shipped or delivered one without tracking says so', async () => {
    serve();
    renderApp('/vendor/shipments');
    await screen.findByText('PO-000014');

    expect(rowOf('PO-000014').textContent).toContain('Not yet shipped');
    for (const po of ['PO-000015', 'PO-000016']) {
      const row = rowOf(po);
      expect(row.textContent).not.toContain('Not yet shipped');
      expect(row.textContent).toContain('No tracking number');
      expect(row.textContent).toContain('Carrier not set');
    }
    expect(rowOf('PO-000015').textContent).toContain('Shipped');
    expect(rowOf('PO-000016').textContent).toContain('Delivered');
    const tracked = rowOf('PO-000017');
    expect(tracked.textContent).toContain('AP123456789AU');
    expect(tracked.textContent).toContain('Australia Post');
  });
});
