import type {
  InventoryValuation,
  PartnerSalesReport,
  SalesAnalytics,
  StorefrontEventsReport,
} from '@party/shared';
import { screen, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makePrincipal, mockApi, sessionHandlers } from '@/test/mock-api';
import { renderApp } from '@/test/render';

const userEvent = userEventLib.setup({ delay: null });
const admin = makePrincipal({ role: null, isAdmin: true, name: 'Ada Admin' });
const range = { from: '2026-03-01', to: '2026-03-31', days: 31, isDefault: false };
const march = {
  orders: 3,
  salesCents: 37_000,
  discountCents: 1_000,
  netSalesCents: 36_000,
  costCents: 18_000,
  marginCents: 18_000,
  marginPercent: 50,
};
const sales: SalesAnalytics = {
  range,
  granularity: 'month',
  totals: march,
  periods: [{ start: '2026-03-01', ...march }],
  categories: [
    {
      category: 'tableware',
      label: 'Tableware',
      units: 120,
      salesCents: 30_000,
      costCents: 12_000,
      marginCents: 18_000,
      marginPercent: 60,
    },
  ],
};
const partners: PartnerSalesReport = {
  range,
  totals: { partners: 1, orders: 2, salesCents: 12_000, discountCents: 1_000, netSalesCents: 11_000 },
  partners: [
    {
      partnerId: '00000000-0000-4000-8000-0000000000b1',
      name: 'Bella Martin',
      email: 'bella@example.com.au',
      companyName: 'Bella Events',
      orders: 2,
      salesCents: 12_000,
      discountCents: 1_000,
      netSalesCents: 11_000,
    },
  ],
};
const stock: InventoryValuation = {
  asAt: '2026-03-31T00:00:00.000Z',
  totals: { products: 2, units: 140, costValueCents: 18_000, retailValueCents: 45_000 },
  categories: [
    {
      category: 'tableware',
      label: 'Tableware',
      products: 1,
      units: 100,
      costValueCents: 10_000,
      retailValueCents: 25_000,
    },
    {
      category: 'balloons',
      label: 'Balloons',
      products: 1,
      units: 40,
      costValueCents: 8_000,
      retailValueCents: 20_000,
    },
  ],
};
const none = { page_view: 0, search: 0, click: 0, conversion: 0, time_on_page: 0, scroll_depth: 0 };
const events: StorefrontEventsReport = {
  range,
  totals: { ...none, page_view: 2, click: 1 },
  daily: [{ date: '2026-03-05', counts: { ...none, page_view: 2, click: 1 } }],
};

function serve(overrides: Record<string, unknown> = {}) {
  return mockApi({
    ...sessionHandlers(admin),
    'GET /api/associate/analytics/sales': { body: sales },
    'GET /api/admin/reports/sales-by-partner': { body: partners },
    'GET /api/admin/reports/inventory-valuation': { body: stock },
    'GET /api/admin/reports/storefront-events': { body: events },
    ...overrides,
  });
}

const chartOf = async (title: string) =>
  (await screen.findByText(title, { selector: 'h2' })).closest('[data-slot="card"]') as HTMLElement;

describe('Admin Reports', () => {
  it('shows sales by month for the range by default, in AUD, with the table behind the chart', async () => {
    const api = serve();
    renderApp('/admin/reports?from=2026-03-01&to=2026-03-31');
    expect(await screen.findByRole('heading', { level: 1, name: 'Reports' })).toBeTruthy();
    const figures = await screen.findByRole('list', { name: 'Sales figures' });
    expect(within(figures).getByText('$360.00')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Sales by Month' }).getAttribute('aria-checked')).toBe('true');
    expect(Object.fromEntries(api.calls('GET', '/api/associate/analytics/sales')[0]!.search)).toEqual({
      from: '2026-03-01',
      to: '2026-03-31',
      granularity: 'month',
    });
    const chart = await chartOf('Sales and Margin by Period');
    await userEvent.click(within(chart).getByText('Show as table'));
    expect(within(chart).getByRole('row', { name: /Mar 2026/ }).textContent).toContain('$360.00');
  });

  it('switches to sales by partner and keeps the report and range in the address', async () => {
    const api = serve();
    const { router } = renderApp('/admin/reports?from=2026-03-01&to=2026-03-31');
    await screen.findByRole('list', { name: 'Sales figures' });
    await userEvent.click(screen.getByRole('radio', { name: 'Sales by Partner' }));
    expect(router.state.location.search).toBe('?report=sales-by-partner&from=2026-03-01&to=2026-03-31');
    const chart = await chartOf('Net Sales by Partner');
    await userEvent.click(within(chart).getByText('Show as table'));
    const row = within(chart).getByRole('row', { name: /Bella Martin/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Bella Martin', 'Bella Events', '2', '$120.00', '$10.00', '$110.00']);
    expect(api.calls('GET', '/api/admin/reports/sales-by-partner')[0]!.search.get('from')).toBe('2026-03-01');
  });

  it('sums the partners past the top hundred into one row, so the table adds up to its total', async () => {
    serve({
      'GET /api/admin/reports/sales-by-partner': {
        body: {
          ...partners,
          totals: {
            partners: 1_201,
            orders: 5_002,
            salesCents: 912_000,
            discountCents: 11_000,
            netSalesCents: 901_000,
          },
        },
      },
    });
    renderApp('/admin/reports?report=sales-by-partner');
    const chart = await chartOf('Net Sales by Partner');
    await userEvent.click(within(chart).getByText('Show as table'));
    const cells = (name: RegExp) =>
      within(within(chart).getByRole('row', { name }))
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cells(/other partners/)).toEqual([
      '1,200 other partners',
      'In the downloaded report',
      '5,000',
      '$9,000.00',
      '$100.00',
      '$8,900.00',
    ]);
    expect(cells(/^Total/)).toEqual([
      'Total',
      '1,201 partners',
      '5,002',
      '$9,120.00',
      '$110.00',
      '$9,010.00',
    ]);
  });

  it('shows the inventory valuation with totals and no period picker (it is today’s stock)', async () => {
    serve();
    renderApp('/admin/reports?report=inventory-valuation');
    const figures = await screen.findByRole('list', { name: 'Inventory figures' });
    expect(within(figures).getByText('$180.00')).toBeTruthy();
    expect(within(figures).getByText('$450.00')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Date range/ })).toBeNull();
    const chart = await chartOf('Inventory Valuation by Category');
    await userEvent.click(within(chart).getByText('Show as table'));
    expect(
      within(within(chart).getByRole('row', { name: /Total/ }))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Total', '2', '140', '$180.00', '$450.00']);
  });

  it('counts every storefront event type, and says so when a period has none', async () => {
    serve({ 'GET /api/admin/reports/storefront-events': { body: { range, totals: none, daily: [] } } });
    renderApp('/admin/reports?report=storefront-events');
    const figures = await screen.findByRole('list', { name: 'Storefront event counts' });
    expect(within(figures).getByText('Scroll Depth')).toBeTruthy();
    expect(await screen.findByText('No storefront events in this period')).toBeTruthy();
  });

  it('downloads the chosen report as Excel for the range, and says so', async () => {
    const api = serve({ 'GET /api/admin/reports/file': { body: 'report' } });
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:report', revokeObjectURL: () => {} }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderApp('/admin/reports?report=sales-by-category&from=2026-03-01&to=2026-03-31');
    await screen.findByRole('list', { name: 'Sales figures' });
    await userEvent.click(screen.getByRole('button', { name: /Export Report/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Excel (.xlsx)' }));
    expect(await screen.findByText('Report exported as Excel')).toBeTruthy();
    expect(Object.fromEntries(api.calls('GET', '/api/admin/reports/file')[0]!.search)).toEqual({
      report: 'sales-by-category',
      format: 'excel',
      from: '2026-03-01',
      to: '2026-03-31',
      granularity: 'month',
    });
    expect(click).toHaveBeenCalledOnce();
    click.mockRestore();
  });

  it('says the report failed to load and offers Try Again', async () => {
    serve({
      'GET /api/admin/reports/sales-by-partner': {
        status: 500,
        body: { error: { code: 'INTERNAL', message: 'Something went wrong on our side.' } },
      },
    });
    renderApp('/admin/reports?report=sales-by-partner');
    expect(await screen.findByText('Failed to load the report')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });
});
