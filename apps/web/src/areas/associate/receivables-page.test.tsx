import type { AccountInvoiceRow, AgeingReport, AssociateRole, ReceivablesCompany } from '@party/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makePrincipal, mockApi, sessionHandlers } from '@/test/mock-api';
import { renderApp } from '@/test/render';

const userEvent = userEventLib.setup({ delay: null });

const companyId = '44444444-4444-4444-8444-444444444444';
const first = '55555555-5555-4555-8555-555555555551';
const second = '55555555-5555-4555-8555-555555555552';

function invoice(overrides: Partial<AccountInvoiceRow> = {}): AccountInvoiceRow {
  return {
    id: first,
    number: 'INV-1A2B3C4D',
    orderId: '66666666-6666-4666-8666-666666666666',
    orderNumber: 'ORD-1A2B3C4D',
    companyId,
    companyName: 'Confetti & Co.',
    issuedOn: '2026-10-01',
    dueOn: '2026-10-31',
    terms: 'Net 30',
    total: 120,
    paid: 0,
    credited: 0,
    open: 120,
    status: 'overdue',
    daysOverdue: 29,
    ...overrides,
  };
}

const ageing: AgeingReport = {
  asOf: '2026-11-29',
  rows: [
    {
      companyId,
      companyName: 'Confetti & Co.',
      current: 80,
      days1to30: 120,
      days31to60: 0,
      days61to90: 0,
      days90plus: 0,
      total: 200,
      oldestDueOn: '2026-10-31',
    },
  ],
  totals: { current: 80, days1to30: 120, days31to60: 0, days61to90: 0, days90plus: 0, total: 200 },
  total: 1,
  page: 1,
  pageSize: 25,
};

const account: ReceivablesCompany = {
  companyId,
  companyName: 'Confetti & Co.',
  limit: 5000,
  openBalance: 200,
  available: 4800,
  invoices: [
    invoice(),
    invoice({
      id: second,
      number: 'INV-9Z8Y7X6W',
      dueOn: '2026-12-15',
      open: 80,
      total: 80,
      status: 'open',
      daysOverdue: 0,
    }),
  ],
};

const page = <Row,>(items: Row[]) => ({ items, total: items.length, page: 1, pageSize: 25 });

function receivablesApi(extra: Parameters<typeof mockApi>[0] = {}, associateRole: AssociateRole = 'finance') {
  return mockApi({
    ...sessionHandlers(makePrincipal({ role: 'associate', associateRole, name: 'Fran Finance' })),
    'GET /api/associate/receivables/invoices': {
      body: { ...page([invoice()]), totals: { open: 200, overdue: 120 } },
    },
    'GET /api/associate/receivables/ageing': { body: ageing },
    'GET /api/associate/receivables/payments': { body: page([]) },
    'GET /api/associate/receivables/companies': {
      body: { items: [{ id: companyId, name: 'Confetti & Co.', openBalance: 200 }] },
    },
    [`GET /api/associate/receivables/companies/${companyId}`]: { body: account },
    ...extra,
  });
}

describe('Receivables', () => {
  it('lists invoices on account with their status, amounts and the totals, filtered by status', async () => {
    const api = receivablesApi();
    renderApp('/associate/receivables');
    const row = await screen.findByRole('row', { name: /INV-1A2B3C4D/ }, { timeout: 15_000 });
    expect(within(row).getByText('Overdue')).toBeTruthy();
    expect(within(row).getByText('29 days overdue')).toBeTruthy();
    expect(within(row).getByText('31 Oct 2026')).toBeTruthy();
    expect(within(row).getAllByText('$120.00')).toHaveLength(2);
    expect(screen.getByText('$200.00')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Associate Portal' });
    expect(within(nav).getByRole('link', { name: 'Receivables' })).toBeTruthy();

    // Amounts sort largest first on the first click.
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await waitFor(() => {
      const sent = api.calls('GET', '/api/associate/receivables/invoices').at(-1)!.search;
      expect([sent.get('sort'), sent.get('dir')]).toEqual(['open', 'desc']);
    });
    await userEvent.click(screen.getByRole('radio', { name: 'Part-paid' }));
    await waitFor(() =>
      expect(api.calls('GET', '/api/associate/receivables/invoices').at(-1)!.search.get('status')).toBe(
        'part_paid',
      ),
    );
  });

  it('shows the ageing with its totals row, sorts by a column and exports what is shown', async () => {
    const api = receivablesApi();
    renderApp('/associate/receivables?tab=ageing');
    const row = await screen.findByRole('row', { name: /Confetti & Co\./ }, { timeout: 15_000 });
    expect(within(row).getByText('$80.00')).toBeTruthy();
    const totals = screen.getByRole('row', { name: /^Total/ });
    expect(within(totals).getAllByText('$200.00').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export XLSX' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: /31–60 days/ }));
    await waitFor(() =>
      expect(api.calls('GET', '/api/associate/receivables/ageing').at(-1)!.search.get('sort')).toBe(
        'days31to60',
      ),
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Over 90 days overdue' }));
    await waitFor(() =>
      expect(api.calls('GET', '/api/associate/receivables/ageing').at(-1)!.search.get('minBucket')).toBe(
        'days90plus',
      ),
    );
    expect(api.calls('GET', '/api/associate/receivables/ageing').at(-1)!.search.get('page')).toBe('1');
  });

  it('pages the ageing 25 companies at a time, the totals row over every company', async () => {
    const api = receivablesApi({
      'GET /api/associate/receivables/ageing': {
        body: { ...ageing, total: 40, totals: { ...ageing.totals, total: 9000 } },
      },
    });
    renderApp('/associate/receivables?tab=ageing');
    await screen.findByRole('row', { name: /Confetti & Co\./ }, { timeout: 15_000 });
    expect(within(screen.getByRole('row', { name: /^Total/ })).getByText('$9,000.00')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /next/i }));
    await waitFor(() =>
      expect(api.calls('GET', '/api/associate/receivables/ageing').at(-1)!.search.get('page')).toBe('2'),
    );
  });

  it('says when nothing was paid yet, and shows a failure with Try Again', async () => {
    receivablesApi({
      'GET /api/associate/receivables/invoices': {
        status: 500,
        body: { error: { code: 'INTERNAL', message: 'Something went wrong on our side.' } },
      },
    });
    renderApp('/associate/receivables');
    expect(await screen.findByText('Failed to load receivables', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: 'Payments' }));
    expect(await screen.findByText('No payments recorded yet')).toBeTruthy();
  });

  it('records a payment allocated oldest first, and shows the server naming an invoice beside it', async () => {
    const message = 'INV-1A2B3C4D has $120.00 open; this allocates $150.00.';
    let attempt = 0;
    const api = receivablesApi({
      'POST /api/associate/receivables/payments': () => {
        attempt += 1;
        return attempt === 1
          ? {
              status: 400,
              body: {
                error: { code: 'VALIDATION_FAILED', message, fields: { 'allocations.0.amount': message } },
              },
            }
          : { status: 201, body: {} };
      },
    });
    renderApp('/associate/receivables');
    await userEvent.click(await screen.findByRole('button', { name: 'Record Payment' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Record Payment' });
    await userEvent.click(await within(dialog).findByRole('button', { name: /^Choose/ }));
    await userEvent.type(within(dialog).getByLabelText('Amount (AUD)'), '150');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Allocate oldest first' }));
    expect((within(dialog).getByLabelText(/INV-1A2B3C4D/) as HTMLInputElement).value).toBe('120.00');
    expect((within(dialog).getByLabelText(/INV-9Z8Y7X6W/) as HTMLInputElement).value).toBe('30.00');
    expect(within(dialog).getByText(/Unallocated/).textContent).toContain('$0.00');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Record Payment' }));
    expect(await within(dialog).findByText(message)).toBeTruthy();
    const [sent] = api.calls('POST', '/api/associate/receivables/payments');
    expect(sent!.body).toMatchObject({
      companyId,
      method: 'eft',
      amount: 150,
      allocations: [
        { invoiceId: first, amount: 120 },
        { invoiceId: second, amount: 30 },
      ],
    });
    expect(sent!.headers.get('idempotency-key')).toBeTruthy();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Record Payment' }));
    expect(await screen.findByText('Payment recorded')).toBeTruthy();
  });

  it('gives focus back to Record Payment when the dialog is closed with Escape', async () => {
    receivablesApi();
    renderApp('/associate/receivables');
    const open = await screen.findByRole('button', { name: 'Record Payment' }, { timeout: 15_000 });
    open.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Record Payment' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(open);
  });

  it('keeps sales out: no sidebar entry, and the address sends them back', async () => {
    receivablesApi({}, 'sales');
    const { router } = renderApp('/associate/receivables');
    expect(
      await screen.findByText('You do not have permission to access that area', {}, { timeout: 15_000 }),
    ).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/associate'));
    const nav = screen.getByRole('navigation', { name: 'Associate Portal' });
    expect(nav.textContent).not.toContain('Receivables');
  });
});
