import type {
  AssociateRole,
  CampaignPerformance,
  SalesAnalytics,
  StockTurns,
  StorefrontAnalytics,
} from '@party/shared';
import { screen, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makePrincipal, mockApi, sessionHandlers } from '@/test/mock-api';
import { renderApp } from '@/test/render';

const userEvent = userEventLib.setup({ delay: null });
const range = { from: '2026-03-01', to: '2026-03-31', days: 31, isDefault: false };
const march = {
  orders: 3,
  salesCents: 12_800,
  discountCents: 1_500,
  netSalesCents: 11_300,
  costCents: 4_800,
  marginCents: 6_500,
  marginPercent: 57.5,
};
const sales: SalesAnalytics = {
  range,
  granularity: 'month',
  totals: march,
  periods: [{ start: '2026-03-01', ...march }],
  categories: [
    {
      category: 'balloons',
      label: 'Balloons',
      units: 14,
      salesCents: 7_000,
      costCents: 2_800,
      marginCents: 4_200,
      marginPercent: 60,
    },
  ],
};
const stock: StockTurns = {
  range,
  totals: { unitsSold: 34, averageStock: 137, turns: 0.25 },
  categories: [{ category: 'balloons', label: 'Balloons', unitsSold: 14, averageStock: 17, turns: 0.82 }],
  topProducts: [
    {
      productId: '00000000-0000-4000-8000-0000000000a1',
      name: 'Gold Balloons',
      category: 'balloons',
      label: 'Balloons',
      startStock: 24,
      endStock: 10,
      unitsSold: 14,
      averageStock: 17,
      turns: 0.82,
    },
  ],
};
const campaigns: CampaignPerformance = {
  range,
  totals: { uses: 1, revenueCents: 9_000, discountCents: 1_000 },
  campaigns: [
    {
      campaignId: '00000000-0000-4000-8000-0000000000c1',
      name: 'Spring Sale',
      promoCode: 'SPRING10',
      status: 'active',
      uses: 1,
      revenueCents: 9_000,
      discountCents: 1_000,
    },
  ],
};
const storefront: StorefrontAnalytics = {
  range,
  totals: {
    pageViews: 3,
    visitors: 2,
    searches: 3,
    conversions: 1,
    conversionValueCents: 12_050,
    conversionRate: 50,
  },
  daily: [{ date: '2026-03-05', pageViews: 3, searches: 3, conversions: 1 }],
  topQueries: [{ query: 'unicorn', searches: 1, noResults: 1 }],
  topPages: [{ path: '/shop', views: 3 }],
};

function serve(associateRole: AssociateRole, overrides: Record<string, unknown> = {}) {
  return mockApi({
    ...sessionHandlers(makePrincipal({ role: 'associate', associateRole, name: 'Fin Ance' })),
    'GET /api/associate/analytics/sales': { body: sales },
    'GET /api/associate/analytics/stock-turns': { body: stock },
    'GET /api/associate/analytics/campaigns': { body: campaigns },
    'GET /api/associate/analytics/storefront': { body: storefront },
    ...overrides,
  });
}

describe('Associate Analytics', () => {
  it('shows sales and margin, stock turns, campaigns and storefront figures in AUD for the range', async () => {
    const api = serve('finance');
    renderApp('/associate/analytics?from=2026-03-01&to=2026-03-31');
    const figures = await screen.findByRole('list', { name: 'Sales figures' });
    expect(within(figures).getByText('$113.00')).toBeTruthy();
    expect(within(figures).getByText('57.5% of net sales')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Analytics' })).toBeTruthy();
    const [call] = api.calls('GET', '/api/associate/analytics/sales');
    expect(Object.fromEntries(call!.search)).toEqual({
      from: '2026-03-01',
      to: '2026-03-31',
      granularity: 'month',
    });
    // The top products and searches are tables of their own.
    expect(screen.getByRole('cell', { name: 'Gold Balloons' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'unicorn' })).toBeTruthy();
    const campaignFigures = screen.getByRole('list', { name: 'Campaign figures' });
    expect(within(campaignFigures).getByText('$90.00')).toBeTruthy();
    const visits = screen.getByRole('list', { name: 'Storefront figures' });
    expect(within(visits).getByText('50% of visitors · $120.50')).toBeTruthy();
  });

  it("opens a chart's figures with 'Show as table'", async () => {
    serve('product_management');
    renderApp('/associate/analytics');
    await screen.findByRole('list', { name: 'Sales figures' });
    const chart = (await screen.findByText('Sales and Margin by Period', { selector: 'h2' })).closest(
      '[data-slot="card"]',
    ) as HTMLElement;
    await userEvent.click(within(chart).getByText('Show as table'));
    const row = within(chart).getByRole('row', { name: /Mar 2026/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Mar 2026', '3', '$128.00', '$15.00', '$113.00', '$48.00', '$65.00', '57.5%']);
  });

  it("scrolls a chart's wide table inside its own box, reachable by keyboard, rather than widening the page", async () => {
    serve('product_management');
    renderApp('/associate/analytics');
    await screen.findByRole('list', { name: 'Sales figures' });
    const chart = (await screen.findByText('Sales and Margin by Period', { selector: 'h2' })).closest(
      '[data-slot="card"]',
    ) as HTMLElement;
    await userEvent.click(within(chart).getByText('Show as table'));
    const box = within(chart).getByRole('table').parentElement as HTMLElement;
    expect(box.className).toContain('overflow-x-auto');
    expect(box.tabIndex).toBe(0);
    // The chart's card may shrink below its table's width in the one-column grid of a phone.
    expect(chart.className).toContain('min-w-0');
    expect(chart.parentElement?.className).toContain('grid-cols-1');
  });

  it('asks for weekly figures when grouped by week, and keeps it in the address', async () => {
    const api = serve('finance');
    const { router } = renderApp('/associate/analytics');
    await screen.findByRole('list', { name: 'Sales figures' });
    await userEvent.click(screen.getByRole('radio', { name: 'Week' }));
    expect(router.state.location.search).toBe('?by=week');
    await screen.findByRole('list', { name: 'Sales figures' });
    expect(api.calls('GET', '/api/associate/analytics/sales').at(-1)!.search.get('granularity')).toBe('week');
  });

  it('downloads the report for the range and grouping, and says so', async () => {
    const api = serve('finance', { 'GET /api/associate/analytics/report': { body: 'Associate Analytics' } });
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:report', revokeObjectURL: () => {} }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderApp('/associate/analytics?from=2026-03-01&to=2026-03-31&by=week');
    await screen.findByRole('list', { name: 'Sales figures' });
    await userEvent.click(screen.getByRole('button', { name: /Export Report/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'CSV' }));
    expect(await screen.findByText('Report exported as CSV')).toBeTruthy();
    const [call] = api.calls('GET', '/api/associate/analytics/report');
    expect(Object.fromEntries(call!.search)).toEqual({
      from: '2026-03-01',
      to: '2026-03-31',
      granularity: 'week',
      format: 'csv',
    });
    expect(click).toHaveBeenCalledOnce();
    click.mockRestore();
  });

  it("says 'Failed to load analytics data' for a part that fails, the others still shown", async () => {
    serve('finance', {
      'GET /api/associate/analytics/campaigns': {
        status: 500,
        body: { error: { code: 'INTERNAL', message: 'Something went wrong on our side.' } },
      },
    });
    renderApp('/associate/analytics');
    expect(await screen.findByText('Failed to load analytics data')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
    expect(await screen.findByRole('list', { name: 'Storefront figures' })).toBeTruthy();
  });

  it('sends a sales associate back to /associate with the permission toast', async () => {
    serve('sales', {
      'GET /api/associate/overview': { status: 500, body: { error: { code: 'X', message: 'x' } } },
    });
    const { router } = renderApp('/associate/analytics');
    expect(await screen.findByText('You do not have permission to access that area')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/associate');
  });
});
