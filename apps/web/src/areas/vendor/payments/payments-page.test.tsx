import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makePrincipal, mockApi, sessionHandlers } from '@/test/mock-api';
import { renderApp } from '@/test/render';

const payment = {
  id: '00000000-0000-4000-8000-0000000000e1',
  purchaseOrderId: '00000000-0000-4000-8000-0000000000c1',
  poNumber: 'PO-000014',
  poTotalAmount: '250.00',
  invoiceNumber: 'INV-000031',
  amount: '250.00',
  currency: 'AUD',
  status: 'paid',
  overdue: false,
  dueDate: '2026-12-20',
  paidDate: '2026-11-26',
  paymentMethod: 'bank_transfer',
  paymentReference: 'EFT-88213',
  notes: null,
  createdAt: '2026-11-20T03:00:00.000Z',
};

describe('vendor payments screen', () => {
  it('shows how and under which reference a paid invoice was paid, and nothing for an unpaid one', async () => {
    mockApi({
      ...sessionHandlers(makePrincipal({ role: 'vendor', name: 'Vera Vendor' })),
      'GET /api/vendor/payments': {
        body: {
          stats: {
            totalOutstanding: '80.00',
            overdue: '0.00',
            overdueCount: 0,
            paidThisMonth: '250.00',
            totalVolume: '330.00',
          },
          items: [
            payment,
            {
              ...payment,
              id: '00000000-0000-4000-8000-0000000000e2',
              invoiceNumber: 'INV-000032',
              poNumber: 'PO-000015',
              amount: '80.00',
              status: 'pending',
              paidDate: null,
              paymentMethod: null,
              paymentReference: null,
            },
          ],
          total: 2,
          page: 1,
          pageSize: 20,
        },
      },
    });
    renderApp('/vendor/payments');
    const table = await screen.findByRole('table', { name: 'Payment history, newest first' });
    const paid = within(table).getByText('INV-000031').closest('tr')!;
    expect(paid.textContent).toContain('Bank transfer (EFT)');
    expect(paid.textContent).toContain('Ref EFT-88213');
    const unpaid = within(table).getByText('INV-000032').closest('tr')!;
    expect(unpaid.textContent).not.toContain('Ref');
  });
});
