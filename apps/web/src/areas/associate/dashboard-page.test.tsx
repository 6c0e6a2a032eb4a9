import type { AssociateRole } from '@party/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makePrincipal, mockApi, sessionHandlers } from '@/test/mock-api';
import { renderApp } from '@/test/render';

const overview = {
  pendingTasks: 9,
  assignedTickets: 2,
  quotesAwaitingApproval: 4,
  campaignsAwaitingApproval: 2,
  workflowStepsDue: 1,
  newQuoteRequests: 3,
  pendingOrders: 12,
  lowStockProducts: 5,
  outOfStockProducts: 2,
  openTickets: 9,
};

function signInAs(
  associateRole: AssociateRole,
  answer: { body: unknown; status?: number } = { body: overview },
) {
  mockApi({
    ...sessionHandlers(makePrincipal({ role: 'associate', associateRole, name: 'Sam Staff' })),
    'GET /api/associate/overview': answer,
  });
}

const sidebar = () => screen.getByRole('navigation', { name: 'Associate Portal' });

describe('associate shell and dashboard', () => {
  it.each([
    ['sales', false],
    ['product_management', true],
    ['finance', true],
  ] as const)(
    'shows %s the sidebar of their sub-role (Analytics and FAQ Management: %s)',
    async (role, sees) => {
      signInAs(role);
      renderApp('/associate');
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, Sam Staff!' });
      const labels = within(sidebar())
        .getAllByRole('link')
        .map((link) => link.textContent);
      for (const label of [
        'Dashboard',
        'Products',
        'Orders',
        'Purchase Orders',
        'Quotes',
        'Support',
        'Leads',
      ])
        expect(labels).toContain(label);
      expect(labels.includes('Analytics')).toBe(sees);
      expect(labels.includes('FAQ Management')).toBe(sees);
    },
  );

  it("counts today's work, each figure leading to its screen, and the associate's pending tasks", async () => {
    signInAs('finance');
    renderApp('/associate');
    const work = await screen.findByRole('list', { name: "Today's work" });
    const card = (name: string) =>
      within(work)
        .getAllByRole('link')
        .find((link) => link.textContent?.startsWith(name));
    await within(work).findByText('12');
    expect(card('New Quote Requests3')?.getAttribute('href')).toBe('/associate/quotes');
    expect(card('Pending Orders12')?.getAttribute('href')).toBe('/associate/orders');
    expect(card('Low Stock Products7')?.getAttribute('href')).toBe('/associate/products');
    expect(card('Open Tickets9')?.getAttribute('href')).toBe('/associate/support');
    expect(within(work).getByText('5 low, 2 out of stock')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '9 pending tasks' })).toBeTruthy();
    expect((await screen.findByTestId('pending-tasks')).textContent).toBe('9 pending tasks');
    const myTasks = within(screen.getByRole('region', { name: '9 pending tasks' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    // One step is 'step', not 'steps' (Intl.PluralRules).
    expect(myTasks).toEqual([
      '2 tickets assigned to you',
      '4 quotes awaiting your approval',
      '2 campaigns awaiting your approval',
      '1 workflow step due',
    ]);
  });

  it('says so when the counts cannot be loaded, with a way to try again', async () => {
    signInAs('sales', {
      status: 500,
      body: { error: { code: 'INTERNAL', message: 'Something went wrong on our side.' } },
    });
    renderApp('/associate');
    expect(await screen.findByText("Failed to load today's work")).toBeTruthy();
    expect(screen.getByRole('button', { name: /Try Again/ })).toBeTruthy();
  });

  it('sends a sales associate who types /associate/faq back to /associate with the permission toast', async () => {
    signInAs('sales');
    const { router } = renderApp('/associate/faq');
    expect(await screen.findByText('You do not have permission to access that area')).toBeTruthy();
    expect(screen.getByText('Please contact an administrator if you need access')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/associate');
  });
});
