import type { AdminDashboard } from '@party/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makePrincipal, mockApi, sessionHandlers } from '@/test/mock-api';
import { renderApp } from '@/test/render';

const board: AdminDashboard = {
  salesToday: { orders: 2, amountCents: 3_050 },
  salesThisMonth: { orders: 14, amountCents: 1_234_500 },
  ordersByStatus: [
    { status: 'pending', count: 3 },
    { status: 'processing', count: 0 },
    { status: 'shipped', count: 2 },
    { status: 'delivered', count: 9 },
    { status: 'cancelled', count: 1 },
  ],
  approvals: { onboardingApplications: 2, creditRequests: 1, quotes: 4, campaigns: 0, vendorDocuments: 5 },
  stock: {
    lowStock: 1,
    outOfStock: 1,
    alerts: [
      { id: 'p1', name: 'Empty Banner', slug: 'empty-banner', stockQuantity: 0, lowStockThreshold: 10 },
      { id: 'p2', name: 'Low Balloons', slug: 'low-balloons', stockQuantity: 2, lowStockThreshold: 10 },
    ],
  },
  outbox: { pending: 2, failed: 1, oldestPendingAt: new Date(Date.now() - 90 * 60_000).toISOString() },
  jobs: [
    {
      name: 'retention-purge',
      lastRun: {
        startedAt: '2026-11-26T00:00:00.000Z',
        finishedAt: '2026-11-26T00:00:01.000Z',
        status: 'failed',
        error: 'database is away',
      },
    },
    { name: 'quote-expiry', lastRun: null },
    { name: 'campaign-lifecycle', lastRun: null },
    { name: 'document-expiry', lastRun: null },
  ],
};

function serve(
  principal = makePrincipal({ role: null, isAdmin: true, name: 'Ada Admin' }),
  reply: object = { body: board },
) {
  return mockApi({ ...sessionHandlers(principal), 'GET /api/admin/overview': reply });
}

describe('Admin dashboard', () => {
  it('shows sales in AUD, orders by status, approvals with links, stock alerts, mail and jobs', async () => {
    serve();
    renderApp('/admin');
    const figures = await screen.findByRole('list', { name: 'Store figures' });
    expect(within(figures).getByText('$30.50')).toBeTruthy();
    expect(within(figures).getByText('$12,345.00')).toBeTruthy();
    expect(within(figures).getByText('14 orders')).toBeTruthy();
    const onboarding = screen.getByRole('link', { name: 'Onboarding applications' });
    expect(onboarding.getAttribute('href')).toBe('/admin/onboarding?status=pending');
    expect(onboarding.closest('li')!.textContent).toContain('2');
    expect(screen.getByRole('link', { name: 'Vendor documents to verify' }).getAttribute('href')).toBe(
      '/admin/vendors',
    );
    expect(screen.getByText('12 waiting in all.')).toBeTruthy();
    // An admin who is no associate decides quotes nowhere on this side: no link, the place is named.
    expect(screen.queryByRole('link', { name: 'Quotes awaiting approval' })).toBeNull();
    const pending = screen.getAllByRole('link').find((link) => link.textContent === 'Pending orders')!;
    expect(pending.getAttribute('href')).toBe('/admin/partners/orders?status=pending');
    expect(pending.closest('li')!.textContent).toContain('3');
    expect(screen.getByRole('link', { name: 'Empty Banner' }).getAttribute('href')).toBe(
      '/product/empty-banner',
    );
    expect(screen.getByText('Out of stock')).toBeTruthy();
    expect(screen.getByText('2 left (level 10)')).toBeTruthy();
    expect(screen.getByText('queued 1 hour ago')).toBeTruthy();
    expect(screen.getByText('database is away')).toBeTruthy();
    expect(screen.getAllByText('Not run yet')).toHaveLength(3);
    // The existing links stay.
    expect(screen.getByRole('link', { name: /Audit Log/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Mailbox/ })).toBeTruthy();
  });

  it('links quotes and campaigns to the associate portal for an admin who is a finance associate', async () => {
    serve(makePrincipal({ role: 'associate', associateRole: 'finance', isAdmin: true, name: 'Fin Admin' }));
    renderApp('/admin');
    const quotes = await screen.findByRole('link', { name: 'Quotes awaiting approval' });
    expect(quotes.getAttribute('href')).toBe('/associate/quotes');
    expect(screen.getByRole('link', { name: 'Low Balloons' }).getAttribute('href')).toBe(
      '/associate/products?search=Low%20Balloons',
    );
  });

  it("says when the store's figures cannot be read, with Try Again", async () => {
    serve(undefined, {
      status: 500,
      body: { error: { code: 'INTERNAL', message: 'Something went wrong on our side.' } },
    });
    renderApp('/admin');
    expect(await screen.findByText("Failed to load the store's figures")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });
});
