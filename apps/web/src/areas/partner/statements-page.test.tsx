import { businessDay } from '@party/shared/calendar/business-day';
import type { CompanyRole } from '@party/shared/companies/roles';
import { monthOf, previousMonth } from '@party/shared/receivables/statement';
import { type Statement, statementMonthLabel } from '@party/shared/receivables/statement-contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '@/test/fake-event-source';
import { makePrincipal, mockApi, sessionHandlers } from '@/test/mock-api';
import { renderApp } from '@/test/render';

const userEvent = userEventLib.setup({ delay: null });

const thisMonth = monthOf(businessDay());
const lastMonth = previousMonth(thisMonth);

function statement(month: string, overrides: Partial<Statement> = {}): Statement {
  return {
    company: { name: 'Confetti Co', abn: '51824753556' },
    month,
    asAt: `${month}-20`,
    openingBalance: 1100,
    closingBalance: 650,
    lines: [
      {
        date: `${month}-03`,
        kind: 'invoice',
        reference: 'INV-3F2A9C1D',
        description: 'Order 3f2a9c1d',
        amount: 250,
        balanceAfter: 1350,
      },
      {
        date: `${month}-15`,
        kind: 'payment',
        reference: 'EFT-1015',
        description: 'Bank transfer (EFT)',
        amount: -600,
        balanceAfter: 750,
      },
      {
        date: `${month}-18`,
        kind: 'adjustment_note',
        reference: 'AN-000004',
        description: 'Credit against INV-11112222',
        amount: -100,
        balanceAfter: 650,
      },
    ],
    ageing: { current: 250, days1to30: 400, days31to60: 0, days61to90: 0, days90plus: 0, total: 650 },
    invoices: [
      {
        id: 'i-3',
        orderId: 'o-3',
        number: 'INV-3F2A9C1D',
        issuedOn: `${month}-03`,
        dueOn: `${month}-28`,
        total: 250,
        open: 250,
        status: 'open',
      },
      {
        id: 'i-2',
        orderId: 'o-2',
        number: 'INV-11112222',
        issuedOn: `${lastMonth}-10`,
        dueOn: `${month}-09`,
        total: 500,
        open: 400,
        status: 'overdue',
      },
    ],
    availableCredit: 4350,
    ...overrides,
  };
}

function statementsApi(
  role: CompanyRole,
  answer = (month: string) => ({ body: statement(month) as unknown, status: 200 }),
) {
  return mockApi({
    ...sessionHandlers(makePrincipal({ companyId: 'c-1', companyRole: role })),
    'GET /api/partner/cart': { body: { items: [], itemCount: 0, subtotal: 0 } },
    'GET /api/partner/overview': {
      body: { pendingTasks: 0, pendingOrders: 0, openTickets: 0, unreadMessages: 0, loyaltyPoints: 0 },
    },
    'GET /api/partner/statements': (request) => answer(request.search.get('month') ?? ''),
  });
}

describe('Statements', () => {
  it('shows this month’s account: balances, ageing, the lines with their running balance, the invoices and the downloads', async () => {
    const api = statementsApi('owner');
    renderApp('/partner/statements');
    const lines = await screen.findByRole(
      'table',
      { name: `Account activity in ${statementMonthLabel(thisMonth)}` },
      { timeout: 15_000 },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Statements' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Statements · Partner · Party Central'));
    expect(api.calls('GET', '/api/partner/statements')[0]!.search.get('month')).toBe(thisMonth);
    expect(screen.getByRole('link', { name: 'Statements' }).getAttribute('href')).toBe('/partner/statements');

    const summary = screen.getByRole('list', { name: 'Account summary' });
    expect(summary.textContent).toContain('Opening balance$1,100.00');
    expect(summary.textContent).toContain('Closing balance$650.00');
    expect(summary.textContent).toContain('Available credit$4,350.00');

    const ageing = screen.getByRole('table', { name: 'Ageing of what is owed' });
    expect(
      within(ageing)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Current', '1–30 days', '31–60 days', '61–90 days', '90+ days', 'Total owed']);
    expect(within(ageing).getAllByRole('row')[1]!.textContent).toBe('$250.00$400.00$0.00$0.00$0.00$650.00');

    const payment = within(lines).getByText('EFT-1015').closest('tr')!;
    expect(payment.textContent).toContain('Payment received');
    expect(payment.textContent).toContain('-$600.00');
    expect(payment.textContent).toContain('$750.00');

    const invoices = screen.getByRole('table', { name: 'Invoices on account' });
    const overdue = within(invoices).getByText('INV-11112222').closest('tr')!;
    expect(within(overdue).getByText('Overdue')).toBeTruthy();
    expect(within(within(invoices).getByText('INV-3F2A9C1D').closest('tr')!).getByText('Open')).toBeTruthy();

    const pdf = screen.getByRole('link', { name: 'Download PDF' });
    expect(pdf.getAttribute('href')).toBe(`/api/partner/statements/${thisMonth}/pdf`);
    expect(pdf.hasAttribute('download')).toBe(true);
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe(
      `/api/partner/statements/${thisMonth}/csv`,
    );
  });

  it('picks an earlier month, never a future one, and says when it had no activity', async () => {
    const api = statementsApi('admin', (month) => ({
      status: 200,
      body:
        month === lastMonth
          ? statement(month, { lines: [], invoices: [], openingBalance: 0, closingBalance: 0 })
          : statement(month),
    }));
    const { router } = renderApp('/partner/statements');
    await waitFor(() => userEvent.click(screen.getByRole('combobox', { name: 'Month' })), {
      timeout: 15_000,
    });
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options[0]).toBe(statementMonthLabel(thisMonth));
    expect(options).toHaveLength(24);
    await userEvent.click(screen.getByRole('option', { name: statementMonthLabel(lastMonth) }));
    await waitFor(() => expect(router.state.location.search).toBe(`?month=${lastMonth}`));
    expect(await screen.findByText(`No account activity in ${statementMonthLabel(lastMonth)}`)).toBeTruthy();
    expect(api.calls('GET', '/api/partner/statements').some((c) => c.search.get('month') === lastMonth)).toBe(
      true,
    );
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe(
      `/api/partner/statements/${lastMonth}/csv`,
    );
  });

  it('shows the server’s reason when the statement cannot be loaded, with Try Again', async () => {
    statementsApi('owner', () => ({
      status: 500,
      body: { error: { code: 'INTERNAL', message: 'Something went wrong on our side.' } },
    }));
    renderApp('/partner/statements');
    expect(await screen.findByText('Could not load this statement.', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByText('Something went wrong on our side.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });

  it('tells a future month from the address without asking for it, and goes to this month', async () => {
    const api = statementsApi('owner');
    renderApp('/partner/statements?month=2099-01');
    expect(
      await screen.findByText(
        'That month has not started yet: choose this month or an earlier one.',
        {},
        { timeout: 15_000 },
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try Again' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Download PDF' })).toBeNull();
    expect(api.calls('GET', '/api/partner/statements')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Show This Month' }));
    expect(await screen.findByRole('link', { name: 'Download PDF' })).toBeTruthy();
    expect(api.calls('GET', '/api/partner/statements')).toHaveLength(1);
  });

  it('is in the menu for owners and admins only', async () => {
    statementsApi('buyer');
    renderApp('/partner');
    await screen.findByRole('link', { name: 'Company' }, { timeout: 15_000 });
    expect(screen.queryByRole('link', { name: 'Statements' })).toBeNull();
  });

  it('tells another member who types the address that statements are for owners and admins', async () => {
    const api = statementsApi('buyer');
    renderApp('/partner/statements');
    expect(
      await screen.findByText("Statements are for your company's owner and admins", {}, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Statements' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Download PDF' })).toBeNull();
    expect(api.calls('GET', '/api/partner/statements')).toHaveLength(0);
  });

  it('follows the account live: a payment recorded by finance (account.changed) refreshes the credit', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    let paid = false;
    statementsApi('owner', (month) => ({
      body: { ...statement(month), availableCredit: paid ? 4850 : 4350 } as unknown,
      status: 200,
    }));
    renderApp('/partner/statements');
    expect(await screen.findByText('$4,350.00', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByText(/^As at today, /)).toBeTruthy();
    await vi.waitFor(() => expect(FakeEventSource.instances.at(-1)?.url).toBe('/api/events'));
    paid = true;
    act(() => FakeEventSource.instances.at(-1)?.emit('account.changed', { companyId: 'c1' }));
    expect(await screen.findByText('$4,850.00')).toBeTruthy();
    vi.unstubAllGlobals();
  });
});
