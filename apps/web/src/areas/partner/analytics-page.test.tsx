import type { PartnerAnalytics } from '@party/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PartnerAnalyticsSummary } from '@/features/analytics/analytics-summary';
import { createQueryClient } from '@/lib/query-client';
import { makePrincipal, mockApi, sessionHandlers } from '@/test/mock-api';
import { renderApp } from '@/test/render';

const userEvent = userEventLib.setup({ delay: null });

const analytics: PartnerAnalytics = {
  range: { from: '2026-06-01', to: '2026-11-23', days: 176, isDefault: true },
  previousRange: { from: '2025-12-07', to: '2026-05-31', days: 176 },
  kpis: {
    totalSpending: { value: 1234.5, previous: 1000, change: 23 },
    totalOrders: { value: 12, previous: 12, change: 0 },
    averageOrderValue: { value: 102.88, previous: 83.33, change: -4 },
    itemsPurchased: { value: 340, previous: 0, change: null },
  },
  monthly: [{ month: '2026-11', spending: 1234.5, orders: 12 }],
  statuses: [{ status: 'delivered', count: 12 }],
  categories: [{ category: 'balloons', label: 'Balloons', units: 340, share: 100 }],
  topProducts: [{ productId: 'p1', name: 'Gold Foil Balloons', units: 340, spending: 1234.5 }],
};

describe('Analytics Dashboard', () => {
  it("shows 'Loading analytics...', then the four KPIs with their change", async () => {
    let answer: (reply: { body: PartnerAnalytics }) => void = () => {};
    mockApi({
      ...sessionHandlers(makePrincipal()),
      // Held until the loading text has been seen.
      'GET /api/partner/analytics': () => new Promise((resolve) => (answer = resolve)),
    });
    renderApp('/partner/analytics');
    expect(await screen.findByText('Loading analytics...')).toBeTruthy();
    answer({ body: analytics });
    const figures = await screen.findByRole('list', { name: 'Key figures' });
    expect(within(figures).getByText('USD 1,234.50')).toBeTruthy();
    expect(within(figures).getByText('+23% from previous period')).toBeTruthy();
    expect(within(figures).getByText('-4% from previous period')).toBeTruthy();
    expect(within(figures).getByText('No orders in the previous period')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Analytics Dashboard' })).toBeTruthy();
    expect(screen.getByText('Gold Foil Balloons')).toBeTruthy();
  });

  it("names the order statuses as the order lists do ('Awaiting approval', not 'Awaiting_approval')", async () => {
    mockApi({
      ...sessionHandlers(makePrincipal()),
      'GET /api/partner/analytics': {
        body: {
          ...analytics,
          statuses: [
            { status: 'awaiting_approval', count: 1 },
            { status: 'delivered', count: 11 },
          ],
        },
      },
    });
    renderApp('/partner/analytics');
    expect(await screen.findByText('Orders by status: Awaiting approval 1, Delivered 11.')).toBeTruthy();
  });

  it("shows 'Failed to load analytics data' and loads again on 'Try Again'", async () => {
    let fail = true;
    mockApi({
      ...sessionHandlers(makePrincipal()),
      'GET /api/partner/analytics': () =>
        fail
          ? { status: 500, body: { error: { code: 'INTERNAL', message: 'Something went wrong' } } }
          : { body: analytics },
    });
    renderApp('/partner/analytics');
    expect(await screen.findByText('Failed to load analytics data')).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('list', { name: 'Key figures' })).toBeTruthy();
  });

  it('asks the server for the range in the address', async () => {
    const api = mockApi({
      ...sessionHandlers(makePrincipal()),
      'GET /api/partner/analytics': { body: analytics },
    });
    renderApp('/partner/analytics?from=2026-03-31&to=2026-03-01');
    await screen.findByRole('list', { name: 'Key figures' });
    const [call] = api.calls('GET', '/api/partner/analytics');
    // Ends given the wrong way round are swapped, as the picker does.
    expect(Object.fromEntries(call!.search)).toEqual({ from: '2026-03-01', to: '2026-03-31' });
    expect(screen.getByRole('button', { name: 'Date range: 1 Mar 2026 – 31 Mar 2026' })).toBeTruthy();
  });
});

describe('PartnerAnalyticsSummary', () => {
  it('shows the KPIs of the last 6 months and links to the dashboard', async () => {
    const api = mockApi({ 'GET /api/partner/analytics': { body: analytics } });
    const router = createMemoryRouter([{ path: '/', element: <PartnerAnalyticsSummary /> }]);
    render(
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('USD 1,234.50')).toBeTruthy();
    expect(screen.getByRole('link', { name: /View Insights/ }).getAttribute('href')).toBe(
      '/partner/analytics',
    );
    expect([...api.calls('GET', '/api/partner/analytics')[0]!.search]).toEqual([]);
  });
});
