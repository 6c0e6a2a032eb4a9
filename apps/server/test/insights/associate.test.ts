import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  analyticsEvents,
  campaigns,
  inventoryHistory,
  orderItems,
  orders,
  products,
} from '../../src/db/schema/index.ts';
import { companyIdOf } from '../../src/domains/companies/company-membership.ts';
import { type SignedIn, signInAs } from '../helpers/factories.ts';
import { createTestApp, statementsOf, type TestContext } from '../helpers/test-app.ts';
import { parseCsv } from './parse-csv.ts';

/**
 * Issue 15 item 6 (docs/product/associate-portal.md, Analytics): the staff analytics over every partner's orders,
 * the stock moves, campaigns and storefront events, for March 2026 read in Sydney time. Every
 * figure below is worked out by hand from the data set in beforeAll.
 */
let ctx: TestContext;
let productManager: SignedIn;
let finance: SignedIn;
const MARCH = 'from=2026-03-01&to=2026-03-31';
let springId = '';
let balloonsId = '';
let platesId = '';

async function product(name: string, category: string, cost: string, stock: number) {
  const [row] = await ctx.database.db
    .insert(products)
    .values({
      name,
      slug: `staff-insights-${name.toLowerCase().replaceAll(' ', '-')}`,
      price: '1.00',
      cost,
      stockQuantity: stock,
      category: category as 'balloons',
    })
    .returning({ id: products.id });
  return row!.id;
}

async function order(
  partnerId: string,
  o: {
    status: 'pending' | 'processing' | 'shipped' | 'delivered' | 'cancelled';
    at: string;
    total: string;
    delivery?: string;
    discount?: string;
    promoCode?: string;
    campaignId?: string;
    lines: { productId: string | null; name: string; quantity: number; price: string }[];
  },
) {
  const [row] = await ctx.database.db
    .insert(orders)
    .values({
      partnerId,
      companyId: companyIdOf(partnerId),
      status: o.status,
      totalAmount: o.total,
      deliveryCost: o.delivery ?? '0',
      discountAmount: o.discount ?? '0',
      promoCode: o.promoCode ?? null,
      campaignId: o.campaignId ?? null,
      createdAt: new Date(o.at),
    })
    .returning({ id: orders.id });
  await ctx.database.db.insert(orderItems).values(
    o.lines.map((l) => ({
      orderId: row!.id,
      productId: l.productId,
      productName: l.name,
      quantity: l.quantity,
      pricePerUnit: l.price,
    })),
  );
}

async function move(productId: string, change: number, at: string) {
  await ctx.database.db.insert(inventoryHistory).values({
    productId,
    changeType: change < 0 ? 'sale' : 'restock',
    quantityChange: change,
    previousQuantity: 0,
    newQuantity: Math.max(change, 0),
    createdAt: new Date(at),
  });
}

async function event(eventType: string, sessionId: string, at: string, pagePath: string, metadata = {}) {
  await ctx.database.db
    .insert(analyticsEvents)
    .values({ eventType, sessionId, pagePath, metadata, createdAt: new Date(at), occurredAt: new Date(at) });
}

beforeAll(async () => {
  ctx = await createTestApp({}, { countStatements: true });
  productManager = await signInAs(ctx, { role: 'associate', associateRole: 'product_management' });
  finance = await signInAs(ctx, { role: 'associate', associateRole: 'finance' });
  const partner = (await signInAs(ctx, { role: 'partner' })).user.id;
  const other = (await signInAs(ctx, { role: 'partner' })).user.id;

  // Today's stock: balloons 40, plates 100, candles 10.
  balloonsId = await product('Gold Balloons', 'balloons', '2.00', 40);
  platesId = await product('Paper Plates', 'tableware', '1.00', 100);
  const candles = await product('Sparkler Candles', 'cake-supplies', '3.00', 10);
  const [spring] = await ctx.database.db
    .insert(campaigns)
    .values({
      name: 'Spring Sale',
      promoCode: 'SPRING10',
      status: 'active',
      discountValue: '10',
      startDate: new Date('2026-02-01T00:00:00Z'),
      endDate: new Date('2026-05-01T00:00:00Z'),
    })
    .returning({ id: campaigns.id });
  springId = spring!.id;

  // Monday 2 March: goods 100.00 less 10.00 off, 10.00 delivery.
  await order(partner, {
    status: 'delivered',
    at: '2026-03-02T02:00:00Z',
    total: '100.00',
    delivery: '10.00',
    discount: '10.00',
    promoCode: 'SPRING10',
    campaignId: springId,
    lines: [
      { productId: balloonsId, name: 'Gold Balloons', quantity: 10, price: '5.00' },
      { productId: platesId, name: 'Paper Plates', quantity: 20, price: '2.50' },
    ],
  });
  // PARTY20 is a code without a campaign, typed in lower case.
  await order(other, {
    status: 'processing',
    at: '2026-03-10T02:00:00Z',
    total: '15.00',
    discount: '5.00',
    promoCode: 'party20',
    lines: [{ productId: balloonsId, name: 'Gold Balloons', quantity: 4, price: '5.00' }],
  });
  // Cancelled: in no figure.
  await order(partner, {
    status: 'cancelled',
    at: '2026-03-12T02:00:00Z',
    total: '50.00',
    discount: '5.00',
    campaignId: springId,
    lines: [{ productId: candles, name: 'Sparkler Candles', quantity: 5, price: '10.00' }],
  });
  // 31 March 23:30 in Sydney: inside March; a product that has left the catalogue.
  await order(other, {
    status: 'shipped',
    at: '2026-03-31T12:30:00Z',
    total: '8.00',
    lines: [{ productId: null, name: 'Retired Streamers', quantity: 2, price: '4.00' }],
  });
  // 1 April 00:30 in Sydney: outside March.
  await order(partner, {
    status: 'delivered',
    at: '2026-03-31T13:30:00Z',
    total: '990.00',
    lines: [{ productId: balloonsId, name: 'Gold Balloons', quantity: 99, price: '10.00' }],
  });

  // Stock moves: balloons sold 10 and 4 in March, restocked 30 in April; plates sold 20.
  await move(balloonsId, -10, '2026-03-02T02:00:00Z');
  await move(balloonsId, -4, '2026-03-10T02:00:00Z');
  await move(balloonsId, 30, '2026-04-05T02:00:00Z');
  await move(platesId, -20, '2026-03-02T02:00:00Z');

  await event('page_view', 's1', '2026-03-05T02:00:00Z', '/');
  await event('page_view', 's1', '2026-03-05T02:05:00Z', '/shop');
  await event('search', 's1', '2026-03-05T02:06:00Z', '/shop', { query: 'Balloons ', resultCount: 5 });
  await event('click', 's1', '2026-03-05T02:07:00Z', '/shop', { element: 'button' });
  await event('page_view', 's2', '2026-03-06T02:00:00Z', '/');
  await event('search', 's2', '2026-03-06T02:01:00Z', '/shop', { query: 'balloons', resultCount: 3 });
  await event('search', 's2', '2026-03-06T02:02:00Z', '/shop', { query: 'unicorn', resultCount: 0 });
  await event('conversion', 's2', '2026-03-06T02:03:00Z', '/checkout', { type: 'order', value: 120.5 });
  await event('page_view', 's3', '2026-04-02T02:00:00Z', '/');
}, 60_000);
afterAll(() => ctx.close());

const get = (who: SignedIn | null, url: string) =>
  ctx.app.inject({ method: 'GET', url, headers: who ? who.headers : {} });

const paths = ['sales', 'stock-turns', 'campaigns', 'storefront', 'report?format=csv'];

describe('who may see the staff analytics', () => {
  it.each(paths)(
    '%s: product_management, finance and admins; sales, partners and visitors are refused',
    async (path) => {
      const url = `/api/associate/analytics/${path}`;
      expect((await get(null, url)).statusCode).toBe(401);
      const sales = await signInAs(ctx, { role: 'associate', associateRole: 'sales' });
      expect((await get(sales, url)).statusCode).toBe(403);
      const partner = await signInAs(ctx, { role: 'partner' });
      expect((await get(partner, url)).statusCode).toBe(403);
      expect((await get(productManager, url)).statusCode).toBe(200);
      expect((await get(finance, url)).statusCode).toBe(200);
      // Issue 16 item 7: the admin's Reports read the same figures, an admin who is no associate too.
      const admin = await signInAs(ctx, { role: null, isAdmin: true });
      expect((await get(admin, url)).statusCode).toBe(200);
    },
  );
});

describe('GET /api/associate/analytics/sales', () => {
  it('totals sales, discounts, cost and margin of the range, cancelled orders left out', async () => {
    const res = await get(finance, `/api/associate/analytics/sales?${MARCH}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.range).toEqual({ from: '2026-03-01', to: '2026-03-31', days: 31, isDefault: false });
    expect(body.granularity).toBe('month');
    // Lines 50 + 50 + 20 + 8; discounts 10 + 5; cost 10×2 + 20×1 + 4×2 (+ 0 for the retired product).
    const march = {
      orders: 3,
      salesCents: 12_800,
      discountCents: 1_500,
      netSalesCents: 11_300,
      costCents: 4_800,
      marginCents: 6_500,
      marginPercent: 57.5,
    };
    expect(body.totals).toEqual(march);
    expect(body.periods).toEqual([{ start: '2026-03-01', ...march }]);
  });

  it('gives a week from every Monday touching the range, empty weeks as 0', async () => {
    const body = (await get(finance, `/api/associate/analytics/sales?${MARCH}&granularity=week`)).json();
    expect(body.periods.map((p: { start: string; orders: number }) => [p.start, p.orders])).toEqual([
      ['2026-02-23', 0],
      ['2026-03-02', 1],
      ['2026-03-09', 1],
      ['2026-03-16', 0],
      ['2026-03-23', 0],
      ['2026-03-30', 1],
    ]);
    expect(body.periods[1]).toEqual({
      start: '2026-03-02',
      orders: 1,
      salesCents: 10_000,
      discountCents: 1_000,
      netSalesCents: 9_000,
      costCents: 4_000,
      marginCents: 5_000,
      marginPercent: 55.6,
    });
    expect(body.periods[0].marginPercent).toBeNull();
  });

  it('gives every day of the range by day', async () => {
    const body = (await get(finance, `/api/associate/analytics/sales?${MARCH}&granularity=day`)).json();
    expect(body.periods).toHaveLength(31);
    expect(body.periods[30]).toMatchObject({
      start: '2026-03-31',
      orders: 1,
      salesCents: 800,
      marginCents: 800,
    });
  });

  it('gives sales and margin per category, most sales first, a retired product as Other', async () => {
    const body = (await get(productManager, `/api/associate/analytics/sales?${MARCH}`)).json();
    expect(body.categories).toEqual([
      {
        category: 'balloons',
        label: 'Balloons',
        units: 14,
        salesCents: 7_000,
        costCents: 2_800,
        marginCents: 4_200,
        marginPercent: 60,
      },
      {
        category: 'tableware',
        label: 'Tableware',
        units: 20,
        salesCents: 5_000,
        costCents: 2_000,
        marginCents: 3_000,
        marginPercent: 60,
      },
      {
        category: 'other',
        label: 'Other',
        units: 2,
        salesCents: 800,
        costCents: 0,
        marginCents: 800,
        marginPercent: 100,
      },
    ]);
  });

  it.each([
    ['granularity=year', 'Group by must be one of day, week, month'],
    ['from=2026-03-31&to=2026-03-01', 'The end date must not be before the start date'],
    ['from=2026-03-01', 'Give both a start and an end date, or neither for the last 6 months'],
  ])('refuses %s with 400', async (query, message) => {
    const res = await get(finance, `/api/associate/analytics/sales?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain(message);
  });
});

describe('GET /api/associate/analytics/stock-turns', () => {
  it('divides units sold by the average of the stock at the start and end of the range', async () => {
    const body = (await get(finance, `/api/associate/analytics/stock-turns?${MARCH}`)).json();
    // Balloons: 40 today, +30 after March → 10 at the end; −14 in March → 24 at the start; average 17.
    // Plates: 100 at the end, 120 at the start, average 110. Candles: 10 throughout, none sold.
    expect(body.categories).toEqual([
      { category: 'tableware', label: 'Tableware', unitsSold: 20, averageStock: 110, turns: 0.18 },
      { category: 'balloons', label: 'Balloons', unitsSold: 14, averageStock: 17, turns: 0.82 },
      { category: 'cake-supplies', label: 'Cake Supplies', unitsSold: 0, averageStock: 10, turns: 0 },
    ]);
    expect(body.totals).toEqual({ unitsSold: 34, averageStock: 137, turns: 0.25 });
    expect(body.topProducts).toEqual([
      {
        productId: platesId,
        name: 'Paper Plates',
        category: 'tableware',
        label: 'Tableware',
        startStock: 120,
        endStock: 100,
        unitsSold: 20,
        averageStock: 110,
        turns: 0.18,
      },
      {
        productId: balloonsId,
        name: 'Gold Balloons',
        category: 'balloons',
        label: 'Balloons',
        startStock: 24,
        endStock: 10,
        unitsSold: 14,
        averageStock: 17,
        turns: 0.82,
      },
    ]);
  });
});

describe('GET /api/associate/analytics/campaigns', () => {
  it('counts uses, revenue (total less delivery) and discount per campaign or bare code', async () => {
    const body = (await get(finance, `/api/associate/analytics/campaigns?${MARCH}`)).json();
    expect(body.campaigns).toEqual([
      {
        campaignId: springId,
        name: 'Spring Sale',
        promoCode: 'SPRING10',
        status: 'active',
        uses: 1,
        revenueCents: 9_000,
        discountCents: 1_000,
      },
      {
        campaignId: null,
        name: 'PARTY20',
        promoCode: 'PARTY20',
        status: null,
        uses: 1,
        revenueCents: 1_500,
        discountCents: 500,
      },
    ]);
    expect(body.totals).toEqual({ uses: 2, revenueCents: 10_500, discountCents: 1_500 });
  });
});

describe('GET /api/associate/analytics/storefront', () => {
  it('counts page views, visitors, searches and conversions, per day too', async () => {
    const body = (await get(finance, `/api/associate/analytics/storefront?${MARCH}`)).json();
    expect(body.totals).toEqual({
      pageViews: 3,
      visitors: 2,
      searches: 3,
      conversions: 1,
      conversionValueCents: 12_050,
      conversionRate: 50,
    });
    expect(body.daily).toHaveLength(31);
    expect(body.daily[4]).toEqual({ date: '2026-03-05', pageViews: 2, searches: 1, conversions: 0 });
    expect(body.daily[5]).toEqual({ date: '2026-03-06', pageViews: 1, searches: 2, conversions: 1 });
  });

  it('lists the top searches (case and outer spaces ignored) and the top pages', async () => {
    const body = (await get(finance, `/api/associate/analytics/storefront?${MARCH}`)).json();
    expect(body.topQueries).toEqual([
      { query: 'balloons', searches: 2, noResults: 0 },
      { query: 'unicorn', searches: 1, noResults: 1 },
    ]);
    expect(body.topPages).toEqual([
      { path: '/', views: 2 },
      { path: '/shop', views: 1 },
    ]);
  });
});

describe('query counts', () => {
  it.each(paths.slice(0, 4))('%s sends as many statements for one day as for the month', async (path) => {
    const url = `/api/associate/analytics/${path}`;
    const one = await statementsOf(ctx, {
      method: 'GET',
      url: `${url}?from=2026-03-02&to=2026-03-02`,
      headers: finance.headers,
    });
    const all = await statementsOf(ctx, {
      method: 'GET',
      url: `${url}?${MARCH}&granularity=day`,
      headers: finance.headers,
    });
    expect(one.response.statusCode).toBe(200);
    expect(all.statements.length).toBe(one.statements.length);
  });
});

describe('GET /api/associate/analytics/report', () => {
  it('writes every section as CSV in AUD, named associate-analytics-<today>.csv', async () => {
    const res = await get(finance, `/api/associate/analytics/report?format=csv&${MARCH}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(String(res.headers['content-disposition'])).toMatch(
      /^attachment; filename="associate-analytics-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const rows = parseCsv(res.body);
    expect(rows[1]).toEqual(['Period', '1 Mar 2026 – 31 Mar 2026']);
    expect(rows).toContainEqual(['Amounts in', 'AUD']);
    for (const title of [
      'Sales and Margin by Period',
      'Sales and Margin by Category',
      'Stock Turns by Category',
      'Top Products by Units Sold',
      'Campaign Performance',
      'Storefront Events',
      'Top Searches',
      'Top Pages',
    ])
      expect(rows).toContainEqual([title]);
    expect(rows).toContainEqual(['2026-03-01', '3', '128.00', '15.00', '113.00', '48.00', '65.00', '57.5']);
    expect(rows).toContainEqual(['Balloons', '14', '70.00', '28.00', '42.00', '60']);
    expect(rows).toContainEqual(['Gold Balloons', 'Balloons', '14', '24', '10', '0.82']);
    expect(rows).toContainEqual(['Spring Sale', 'SPRING10', '1', '90.00', '10.00']);
    expect(rows).toContainEqual(['Conversion Value (AUD)', '120.50']);
    expect(rows).toContainEqual(['unicorn', '1', '1']);
  });

  it('reads back from Excel with money as numbers', async () => {
    const res = await get(productManager, `/api/associate/analytics/report?format=excel&${MARCH}`);
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['content-disposition'])).toMatch(/associate-analytics-[\d-]+\.xlsx"$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const campaignsSheet = workbook.getWorksheet('Campaign Performance')!;
    expect(String(campaignsSheet.getCell('B2').value)).toBe('Amounts in AUD');
    expect(campaignsSheet.getRow(5).values).toEqual([undefined, 'Spring Sale', 'SPRING10', 1, 90, 10]);
  });

  it('is a PDF file', async () => {
    const res = await get(finance, `/api/associate/analytics/report?format=pdf&${MARCH}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('refuses an unknown format with 400', async () => {
    const res = await get(finance, '/api/associate/analytics/report?format=docx');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain('Format must be one of csv, pdf, excel');
  });
});
