import type { DeskTicket } from '@party/shared';
import { screen, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makePrincipal, mockApi, sessionHandlers } from '@/test/mock-api';
import { renderApp } from '@/test/render';

const userEvent = userEventLib.setup({ delay: null });
const me = makePrincipal({ role: 'associate', associateRole: 'sales', name: 'Sam Staff' });

function ticket(overrides: Partial<DeskTicket> = {}): DeskTicket {
  return {
    id: '22222222-2222-4222-8222-222222222222',
    ticketNumber: 'TCK-000007',
    title: 'Helium tank empty',
    description: 'The tank is empty.',
    category: 'orders',
    priority: 'high',
    status: 'open',
    conversationId: '33333333-3333-4333-8333-333333333333',
    createdAt: '2026-11-20T01:00:00.000Z',
    updatedAt: '2026-11-20T01:00:00.000Z',
    submitter: { id: 'p1', name: 'Olivia Party Hire', email: 'olivia@example.com.au' },
    company: null,
    placedBy: { id: 'p1', name: 'Olivia Party Hire', email: 'olivia@example.com.au' },
    assigneeId: null,
    assigneeName: null,
    resolvedAt: null,
    resolutionNotes: null,
    ...overrides,
  };
}

function deskApi(item: DeskTicket, who = me) {
  return mockApi({
    ...sessionHandlers(who),
    'GET /api/associate/support/tickets': { body: { items: [item] } },
    [`GET /api/associate/support/conversations/${item.conversationId}/messages`]: {
      body: {
        items: [
          {
            id: 'm1',
            conversationId: item.conversationId,
            senderId: 'p1',
            senderName: 'Olivia Party Hire',
            content: 'The tank is empty.',
            isSystemMessage: false,
            createdAt: '2026-11-20T01:00:00.000Z',
            readAt: null,
          },
        ],
      },
    },
  });
}

describe('Support desk', () => {
  it('shows the thread with a message box and Assign to Me on an open, unassigned ticket', async () => {
    const open = ticket();
    deskApi(open);
    renderApp(`/associate/support?ticket=${open.id}`);
    const log = await screen.findByRole('log', { name: 'Messages' }, { timeout: 15_000 });
    expect(within(log).getByText('The tank is empty.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Assign to Me' })).toBeTruthy();
    expect(
      screen.getByText(/Olivia Party Hire \(olivia@example.com.au\) · Orders · Opened .* · Unassigned$/),
    ).toBeTruthy();
  });

  it("names a partner's company and the member who opened the ticket (docs/product/company-accounts.md)", async () => {
    const open = ticket({ company: { id: 'c1', name: 'Confetti & Co. Events' } });
    deskApi(open);
    renderApp(`/associate/support?ticket=${open.id}`);
    expect(
      await screen.findByText(
        /^Confetti & Co\. Events · placed by Olivia Party Hire \(olivia@example.com.au\) · Orders · Opened/,
        {},
        { timeout: 15_000 },
      ),
    ).toBeTruthy();
  });

  it('on a phone, shows an opened ticket in place of the list, with Back to Tickets', async () => {
    const open = ticket();
    deskApi(open);
    const { router } = renderApp('/associate/support');
    const list = await screen.findByRole('list', { name: 'Tickets' }, { timeout: 15_000 });
    const listCard = list.closest('[data-slot="card"]') as HTMLElement;
    // Below the lg breakpoint the page is one column and no card may push it wider than the screen.
    expect(listCard.className).toContain('min-w-0');
    expect(listCard.parentElement?.className).toContain('grid-cols-1');
    expect(listCard.className).not.toContain('max-lg:hidden');

    await userEvent.click(within(list).getByRole('button', { name: /TCK-000007/ }));
    expect(await screen.findByRole('log', { name: 'Messages' })).toBeTruthy();
    // The list steps aside on a phone (it stays beside the ticket on a wide screen)...
    expect(listCard.className).toContain('max-lg:hidden');
    const back = screen.getByRole('button', { name: 'Back to Tickets' });
    expect(back.className).toContain('lg:hidden');

    // ...and Back to Tickets brings it back.
    await userEvent.click(back);
    expect(router.state.location.search).toBe('');
    expect(screen.queryByRole('log', { name: 'Messages' })).toBeNull();
    expect(listCard.className).not.toContain('max-lg:hidden');
  });

  it('offers finance the credit review screen on a credit limit ticket, and sales nothing new', async () => {
    const credit = ticket({ title: 'Credit limit request: $10,000.00', category: 'credit_limit' });
    deskApi(credit, makePrincipal({ role: 'associate', associateRole: 'finance', name: 'Fiona Finance' }));
    const { router, unmount } = renderApp(`/associate/support?ticket=${credit.id}`);
    const review = await screen.findByRole('link', { name: 'Review Credit Request' }, { timeout: 15_000 });
    await userEvent.click(review);
    expect(router.state.location.pathname).toBe('/associate/credit-requests');
    expect(router.state.location.search).toBe('?search=olivia%40example.com.au');
    unmount();

    deskApi(credit);
    renderApp(`/associate/support?ticket=${credit.id}`);
    expect(await screen.findByRole('button', { name: 'Update Ticket' }, { timeout: 15_000 })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Review Credit Request' })).toBeNull();
  });

  it('hides the message box when the ticket is closed, and shows the resolution', async () => {
    const closed = ticket({
      status: 'closed',
      assigneeId: me.userId,
      assigneeName: 'Sam Staff',
      resolvedAt: '2026-11-21T01:00:00.000Z',
      resolutionNotes: 'Replacement sent.',
    });
    deskApi(closed);
    renderApp(`/associate/support?ticket=${closed.id}`);
    expect(await screen.findByText('Resolution: Replacement sent.', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Assign to Me' })).toBeNull();
  });

  it('asks for title, category and description before creating a ticket', async () => {
    const api = deskApi(ticket());
    renderApp('/associate/support');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Create Support Ticket' }, { timeout: 15_000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Create Support Ticket' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Ticket' }));
    expect((await within(dialog).findAllByText('Please fill in all required fields')).length).toBe(3);
    expect(api.calls('POST', '/api/associate/support/tickets')).toHaveLength(0);
  });

  it('asks the server for the chosen view', async () => {
    const api = deskApi(ticket());
    renderApp('/associate/support?view=mine');
    await screen.findByText('#TCK-000007', {}, { timeout: 15_000 });
    expect(api.calls('GET', '/api/associate/support/tickets')[0]?.search.get('view')).toBe('mine');
  });
});
