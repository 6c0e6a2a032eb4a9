import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, signInAs } from '../helpers/factories.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';
import { makeOrder, makeProduct } from './order-fixtures.ts';
import { parseCsv } from './parse-csv.ts';

/**
 * docs/product/partner-portal.md: the partner's purchase analytics, computed on the
 * server for March 2026 (31 days; the period before is 29 Jan – 28 Feb), days read in Sydney time.
 */
let ctx: TestContext;
let partnerA: SignedIn;
let partnerB: SignedIn;
const MARCH = 'from=2026-03-01&to=2026-03-31';

beforeAll(async () => {
  ctx = await createTestApp();
  partnerA = await signInAs(ctx, { role: 'partner' });
  partnerB = await signInAs(ctx, { role: 'partner' });
  const balloons = await makeProduct(ctx, 'Gold Foil Balloons', 'balloons');
  const plates = await makeProduct(ctx, 'Paper Plates, "Party" 20-pack', 'tableware');
  const cups = await makeProduct(ctx, 'Paper Cups', 'tableware');
  const candles = await makeProduct(ctx, 'Sparkler Candles', 'cake-supplies');
  const smalls = await Promise.all(
    ['Small A', 'Small B', 'Small C', 'Small D', 'Small E'].map((n) =>
      makeProduct(ctx, n, 'party-essentials'),
    ),
  );
  const a = partnerA.user.id;
  await makeOrder(ctx, a, {
    status: 'delivered',
    createdAt: '2026-03-05T02:00:00Z',
    total: '110.00',
    delivery: '10.00',
    lines: [
      { product: balloons, quantity: 10, price: '5.00' },
      { product: plates, quantity: 20, price: '2.50' },
    ],
  });
  await makeOrder(ctx, a, {
    status: 'processing',
    createdAt: '2026-03-20T02:00:00Z',
    total: '60.00',
    lines: [
      { product: balloons, quantity: 4, price: '5.00' },
      { product: null, name: 'Retired Streamers', quantity: 8, price: '5.00' },
    ],
  });
  await makeOrder(ctx, a, {
    status: 'cancelled',
    createdAt: '2026-03-25T02:00:00Z',
    total: '500.00',
    lines: [{ product: candles, quantity: 100, price: '5.00' }],
  });
  // 31 March 23:30 in Sydney (UTC+11): inside March.
  await makeOrder(ctx, a, {
    status: 'pending',
    createdAt: '2026-03-31T12:30:00Z',
    total: '30.00',
    lines: [{ product: cups, quantity: 3, price: '10.00' }],
  });
  await makeOrder(ctx, a, {
    status: 'shipped',
    createdAt: '2026-03-10T02:00:00Z',
    total: '5.00',
    lines: smalls.map((p) => ({ product: p, quantity: 1, price: '1.00' })),
  });
  // 1 April 00:30 in Sydney: outside March although it is still 31 March in UTC.
  await makeOrder(ctx, a, {
    status: 'delivered',
    createdAt: '2026-03-31T13:30:00Z',
    total: '999.00',
    lines: [{ product: balloons, quantity: 99, price: '10.00' }],
  });
  // The preceding period.
  await makeOrder(ctx, a, {
    status: 'delivered',
    createdAt: '2026-02-10T02:00:00Z',
    total: '100.00',
    lines: [{ product: plates, quantity: 10, price: '10.00' }],
  });
  await makeOrder(ctx, partnerB.user.id, {
    status: 'delivered',
    createdAt: '2026-03-15T02:00:00Z',
    total: '777.00',
    lines: [{ product: candles, quantity: 7, price: '111.00' }],
  });
}, 60_000);
afterAll(() => ctx.close());

const get = (who: SignedIn | null, url: string) =>
  ctx.app.inject({ method: 'GET', url, headers: who ? who.headers : {} });

describe('GET /api/partner/analytics', () => {
  it('requires authentication', async () => {
    expect((await get(null, '/api/partner/analytics')).statusCode).toBe(401);
    const vendor = await signInAs(ctx, { role: 'vendor' });
    expect((await get(vendor, '/api/partner/analytics')).statusCode).toBe(403);
  });

  it('gives the four KPIs with their change against the preceding period (cancelled left out)', async () => {
    const res = await get(partnerA, `/api/partner/analytics?${MARCH}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.range).toEqual({ from: '2026-03-01', to: '2026-03-31', days: 31, isDefault: false });
    expect(body.previousRange).toEqual({ from: '2026-01-29', to: '2026-02-28', days: 31 });
    expect(body.kpis).toEqual({
      totalSpending: { value: 205, previous: 100, change: 105 },
      totalOrders: { value: 4, previous: 1, change: 300 },
      // 51.25 against 100: −48.75 % rounds to −49.
      averageOrderValue: { value: 51.25, previous: 100, change: -49 },
      itemsPurchased: { value: 50, previous: 10, change: 400 },
    });
  });

  it('counts every status in the pie, cancelled included, in status order', async () => {
    const body = (await get(partnerA, `/api/partner/analytics?${MARCH}`)).json();
    expect(body.statuses).toEqual([
      { status: 'pending', count: 1 },
      { status: 'processing', count: 1 },
      { status: 'shipped', count: 1 },
      { status: 'delivered', count: 1 },
      { status: 'cancelled', count: 1 },
    ]);
    expect(body.monthly).toEqual([{ month: '2026-03', orders: 4, spending: 205 }]);
  });

  it("shares units by category, a product gone from the catalogue as 'Other'", async () => {
    const body = (await get(partnerA, `/api/partner/analytics?${MARCH}`)).json();
    expect(body.categories).toEqual([
      { category: 'tableware', label: 'Tableware', units: 23, share: 46 },
      { category: 'balloons', label: 'Balloons', units: 14, share: 28 },
      { category: 'other', label: 'Other', units: 8, share: 16 },
      { category: 'party-essentials', label: 'Party Essentials', units: 5, share: 10 },
    ]);
  });

  it('lists the top 5 products by units', async () => {
    const body = (await get(partnerA, `/api/partner/analytics?${MARCH}`)).json();
    expect(body.topProducts.map((p: { name: string; units: number }) => [p.name, p.units])).toEqual([
      ['Paper Plates, "Party" 20-pack', 20],
      ['Gold Foil Balloons', 14],
      ['Retired Streamers', 8],
      ['Paper Cups', 3],
      ['Small A', 1],
    ]);
    expect(body.topProducts[0].spending).toBe(50);
    expect(body.topProducts[2].productId).toBeNull();
  });

  it('has a bar for every month of a longer range, empty months as 0', async () => {
    const body = (await get(partnerA, '/api/partner/analytics?from=2026-01-15&to=2026-04-02')).json();
    expect(body.monthly).toEqual([
      { month: '2026-01', orders: 0, spending: 0 },
      { month: '2026-02', orders: 1, spending: 100 },
      { month: '2026-03', orders: 4, spending: 205 },
      { month: '2026-04', orders: 1, spending: 999 },
    ]);
  });

  it('defaults to the last 6 months: this month and the five before', async () => {
    const body = (await get(partnerA, '/api/partner/analytics')).json();
    expect(body.range.isDefault).toBe(true);
    expect(body.monthly).toHaveLength(6);
    expect(body.range.from.endsWith('-01')).toBe(true);
    expect(body.monthly[5].month).toBe(body.range.to.slice(0, 7));
  });

  it("never shows partner A's figures to partner B", async () => {
    const b = (await get(partnerB, `/api/partner/analytics?${MARCH}`)).json();
    expect(b.kpis.totalSpending.value).toBe(777);
    expect(b.kpis.totalOrders.value).toBe(1);
    expect(b.topProducts.map((p: { name: string }) => p.name)).toEqual(['Sparkler Candles']);
    const a = (await get(partnerA, `/api/partner/analytics?${MARCH}`)).json();
    expect(a.kpis.totalSpending.value).not.toBe(982);
    const fresh = await signInAs(ctx, { role: 'partner' });
    const empty = (await get(fresh, `/api/partner/analytics?${MARCH}`)).json();
    expect(empty.kpis.totalOrders).toEqual({ value: 0, previous: 0, change: null });
    expect(empty.statuses).toEqual([]);
    expect(empty.categories).toEqual([]);
  });

  it.each([
    ['from=2026-02-30&to=2026-03-31', 'Start date is not a real calendar date'],
    ['from=yesterday&to=2026-03-31', 'Start date must be a date like 2026-11-23'],
    ['from=2026-03-01', 'Give both a start and an end date, or neither for the last 6 months'],
    ['from=2026-03-31&to=2026-03-01', 'The end date must not be before the start date'],
    ['from=2015-01-01&to=2026-03-01', 'Choose a range of at most 5 years'],
  ])('refuses %s with 400', async (query, message) => {
    const res = await get(partnerA, `/api/partner/analytics?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain(message);
  });
});

const reportTypes = ['summary', 'purchase-history', 'order-summary', 'product-analytics'] as const;
const sections: Record<(typeof reportTypes)[number], string[]> = {
  summary: ['Metrics', 'Monthly Breakdown', 'Top Products'],
  'purchase-history': ['Purchase History'],
  'order-summary': ['Orders by Status', 'Orders'],
  'product-analytics': ['Purchase Categories', 'Products'],
};

describe('GET /api/partner/analytics/reports', () => {
  it('requires authentication', async () => {
    expect((await get(null, '/api/partner/analytics/reports?type=summary&format=csv')).statusCode).toBe(401);
  });

  it.each(reportTypes)('%s as CSV parses, with the file name and quoting', async (type) => {
    const res = await get(partnerA, `/api/partner/analytics/reports?type=${type}&format=csv&${MARCH}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const name =
      type === 'summary' ? 'analytics-report.csv' : new RegExp(`^${type}-\\d{4}-\\d{2}-\\d{2}\\.csv$`);
    const disposition = String(res.headers['content-disposition']);
    const filename = disposition.match(/filename="([^"]+)"/)?.[1] ?? '';
    expect(disposition.startsWith('attachment;')).toBe(true);
    if (typeof name === 'string') expect(filename).toBe(name);
    else expect(filename).toMatch(name);
    const rows = parseCsv(res.body);
    expect(rows[1]).toEqual(['Period', '1 Mar 2026 – 31 Mar 2026']);
    for (const title of sections[type]) expect(rows).toContainEqual([title]);
  });

  it('writes the metrics, the monthly breakdown and the top products into the summary', async () => {
    const rows = parseCsv(
      (await get(partnerA, `/api/partner/analytics/reports?type=summary&format=csv&${MARCH}`)).body,
    );
    expect(rows).toContainEqual(['Total Spending (USD)', '205.00', '100.00', '105']);
    expect(rows).toContainEqual(['Average Order Value (USD)', '51.25', '100.00', '-49']);
    expect(rows).toContainEqual(['Mar 2026', '4', '205.00']);
    // A comma and quotes in a name survive the round trip.
    expect(rows).toContainEqual(['Paper Plates, "Party" 20-pack', '20', '50.00']);
  });

  it('totals the orders by status in order-summary, subtotal being total less delivery', async () => {
    const rows = parseCsv(
      (await get(partnerA, `/api/partner/analytics/reports?type=order-summary&format=csv&${MARCH}`)).body,
    );
    expect(rows).toContainEqual(['Cancelled', '1', '500.00']);
    expect(rows.find((r) => r[2] === 'Delivered' && r.length === 7)?.slice(3)).toEqual([
      '30',
      '100.00',
      '10.00',
      '110.00',
    ]);
  });

  it('lists every line of the period in purchase-history, cancelled orders marked', async () => {
    const rows = parseCsv(
      (await get(partnerA, `/api/partner/analytics/reports?type=purchase-history&format=csv&${MARCH}`)).body,
    );
    const header = rows.findIndex((r) => r[0] === 'Order');
    expect(rows[header]).toEqual([
      'Order',
      'Date',
      'Status',
      'Product',
      'Category',
      'Quantity',
      'Unit Price (USD)',
      'Line Total (USD)',
    ]);
    const lines = rows.slice(header + 1).filter((r) => r.length > 1);
    expect(lines).toHaveLength(11);
    expect(lines[0]).toMatchObject({ 1: '2026-03-31', 2: 'Pending', 3: 'Paper Cups', 7: '30.00' });
    expect(lines.find((r) => r[3] === 'Sparkler Candles')?.[2]).toBe('Cancelled');
    expect(lines.find((r) => r[3] === 'Retired Streamers')?.[4]).toBe('Other');
  });

  it.each(reportTypes)('%s as Excel reads back with exceljs', async (type) => {
    const res = await get(partnerA, `/api/partner/analytics/reports?type=${type}&format=excel&${MARCH}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(String(res.headers['content-disposition'])).toMatch(
      type === 'summary'
        ? /filename="analytics-report\.xlsx"/
        : new RegExp(`filename="${type}-[\\d-]+\\.xlsx"`),
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.length).toBeGreaterThan(0);
    const first = workbook.worksheets[0]!;
    expect(String(first.getCell('A2').value)).toBe('Period: 1 Mar 2026 – 31 Mar 2026');
  });

  it('keeps money as numbers in Excel', async () => {
    const res = await get(
      partnerA,
      `/api/partner/analytics/reports?type=order-summary&format=excel&${MARCH}`,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const orders = workbook.getWorksheet('Orders')!;
    expect(orders.getRow(4).values).toEqual([
      undefined,
      'Order',
      'Date',
      'Status',
      'Items',
      'Subtotal (USD)',
      'Delivery (USD)',
      'Total (USD)',
    ]);
    const delivered = orders
      .getRows(5, orders.rowCount - 4)!
      .find((r) => r.getCell(3).value === 'Delivered')!;
    expect([delivered.getCell(5).value, delivered.getCell(6).value, delivered.getCell(7).value]).toEqual([
      100, 10, 110,
    ]);
    expect(delivered.getCell(7).numFmt).toBe('#,##0.00');
  });

  it.each(reportTypes)('%s as PDF is a PDF file', async (type) => {
    const res = await get(partnerA, `/api/partner/analytics/reports?type=${type}&format=pdf&${MARCH}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(String(res.headers['content-disposition'])).toMatch(
      type === 'summary'
        ? /filename="analytics-report\.pdf"/
        : new RegExp(`filename="${type}-[\\d-]+\\.pdf"`),
    );
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(res.rawPayload.subarray(-6).toString('latin1')).toContain('%%EOF');
  });

  it("holds only the caller's orders", async () => {
    const rows = parseCsv(
      (await get(partnerB, `/api/partner/analytics/reports?type=purchase-history&format=csv&${MARCH}`)).body,
    );
    const header = rows.findIndex((r) => r[0] === 'Order');
    expect(
      rows
        .slice(header + 1)
        .filter((r) => r.length > 1)
        .map((r) => r[3]),
    ).toEqual(['Sparkler Candles']);
  });

  it.each([
    ['type=everything&format=csv', 'Report type must be one of'],
    ['type=summary&format=docx', 'Format must be one of'],
    [
      'type=summary&format=csv&from=2026-03-31&to=2026-03-01',
      'The end date must not be before the start date',
    ],
  ])('refuses %s with 400', async (query, message) => {
    const res = await get(partnerA, `/api/partner/analytics/reports?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain(message);
  });
});
