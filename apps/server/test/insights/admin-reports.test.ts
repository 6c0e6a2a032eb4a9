import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsEvents, companies, orders, products } from '../../src/db/schema/index.ts';
import { companyIdOf } from '../../src/domains/companies/company-membership.ts';
import { insertOrderItems } from '../../src/domains/orders/orders.repository.ts';
import { type SignedIn, signInAs } from '../helpers/factories.ts';
import { createTestApp, statementsOf, type TestContext } from '../helpers/test-app.ts';
import { parseCsv } from './parse-csv.ts';

/**
 * Issue 16 item 7 (docs/product/admin-area.md: reports of sales by month, category and partner, inventory value and
 * analytics events; CSV, XLSX and PDF): every figure below is worked out by hand from the rows this
 * file writes, March 2026 read in Sydney time. The store starts empty.
 */
let ctx: TestContext;
let admin: SignedIn;
const MARCH = 'from=2026-03-01&to=2026-03-31';
let bella = '';
let oscar = '';

const get = (who: SignedIn | null, url: string) =>
  ctx.app.inject({ method: 'GET', url, headers: who ? who.headers : {} });
const read = async (url: string) => {
  const res = await get(admin, url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

async function product(name: string, category: string, price: string, cost: string, stock: number) {
  const [row] = await ctx.database.db
    .insert(products)
    .values({
      name,
      slug: `admin-reports-${name.toLowerCase().replaceAll(' ', '-')}`,
      price,
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
    status: 'pending' | 'delivered' | 'cancelled';
    at: string;
    total: string;
    discount?: string;
    lines: { productId: string; quantity: number; price: string }[];
  },
) {
  const [row] = await ctx.database.db
    .insert(orders)
    .values({
      partnerId,
      companyId: companyIdOf(partnerId),
      status: o.status,
      totalAmount: o.total,
      discountAmount: o.discount ?? '0',
      createdAt: new Date(o.at),
    })
    .returning({ id: orders.id });
  // Through the orders' writer of lines, so the order counts in the sales roll-up as checkout's do.
  await insertOrderItems(
    ctx.database.db,
    o.lines.map((l) => ({
      orderId: row!.id,
      productId: l.productId,
      productName: 'Line',
      quantity: l.quantity,
      pricePerUnit: l.price,
    })),
  );
  return row!.id;
}

async function event(eventType: string, at: string) {
  await ctx.database.db
    .insert(analyticsEvents)
    .values({ eventType, sessionId: 's', pagePath: '/', createdAt: new Date(at), occurredAt: new Date(at) });
}

beforeAll(async () => {
  ctx = await createTestApp({}, { countStatements: true });
  admin = await signInAs(ctx, { role: null, isAdmin: true });
}, 60_000);
afterAll(() => ctx.close());

describe('who may read the admin reports', () => {
  const urls = [
    '/api/admin/reports/sales-by-partner',
    '/api/admin/reports/inventory-valuation',
    '/api/admin/reports/storefront-events',
    '/api/admin/reports/file?report=inventory-valuation&format=csv',
  ];
  it.each(urls)('%s: admins only', async (url) => {
    expect((await get(null, url)).statusCode).toBe(401);
    for (const opts of [
      { role: 'partner' },
      { role: 'associate', associateRole: 'finance' },
      { role: 'associate', associateRole: 'product_management' },
    ] as const) {
      expect((await get(await signInAs(ctx, opts), url)).statusCode).toBe(403);
    }
    expect((await get(admin, url)).statusCode).toBe(200);
  });

  it('an admin who is no associate reads the staff sales figures (sales by month and category)', async () => {
    const res = await get(admin, `/api/associate/analytics/sales?${MARCH}`);
    expect(res.statusCode).toBe(200);
  });
});

describe('the empty store', () => {
  it('answers every report with zeros and no rows', async () => {
    const partners = await read(`/api/admin/reports/sales-by-partner?${MARCH}`);
    expect(partners.partners).toEqual([]);
    expect(partners.totals).toEqual({
      partners: 0,
      orders: 0,
      salesCents: 0,
      discountCents: 0,
      netSalesCents: 0,
    });
    const stock = await read('/api/admin/reports/inventory-valuation');
    expect(stock.categories).toEqual([]);
    expect(stock.totals).toEqual({ products: 0, units: 0, costValueCents: 0, retailValueCents: 0 });
    const events = await read(`/api/admin/reports/storefront-events?${MARCH}`);
    expect(events.daily).toHaveLength(31);
    expect(Object.values(events.totals)).toEqual([0, 0, 0, 0, 0, 0]);
    const file = await get(admin, '/api/admin/reports/file?report=sales-by-partner&format=pdf');
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('with orders, stock and events', () => {
  beforeAll(async () => {
    bella = (await signInAs(ctx, { role: 'partner', name: 'Bella Martin' })).user.id;
    oscar = (await signInAs(ctx, { role: 'partner', name: 'Oscar Reid' })).user.id;
    await ctx.database.db
      .update(companies)
      .set({ name: 'Bella Events' })
      .where(eq(companies.id, companyIdOf(bella)));
    // Stock now: balloons 40 × $2 cost / $5 price; plates 100 × $1 / $2.50; candles out of stock.
    const balloons = await product('Gold Balloons', 'balloons', '5.00', '2.00', 40);
    const plates = await product('Paper Plates', 'tableware', '2.50', '1.00', 100);
    await product('Sparkler Candles', 'cake-supplies', '10.00', '3.00', 0);

    // Bella: two March orders, goods 100.00 (10.00 off) and 20.00; a cancelled one counts nowhere.
    await order(bella, {
      status: 'delivered',
      at: '2026-03-02T02:00:00Z',
      total: '90.00',
      discount: '10.00',
      lines: [
        { productId: balloons, quantity: 10, price: '5.00' },
        { productId: plates, quantity: 20, price: '2.50' },
      ],
    });
    await order(bella, {
      status: 'pending',
      at: '2026-03-20T02:00:00Z',
      total: '20.00',
      lines: [{ productId: balloons, quantity: 4, price: '5.00' }],
    });
    await order(bella, {
      status: 'cancelled',
      at: '2026-03-21T02:00:00Z',
      total: '500.00',
      lines: [{ productId: balloons, quantity: 100, price: '5.00' }],
    });
    // Oscar: 31 March 23:30 in Sydney counts in March; 1 April 00:30 in Sydney does not.
    await order(oscar, {
      status: 'delivered',
      at: '2026-03-31T12:30:00Z',
      total: '250.00',
      lines: [{ productId: plates, quantity: 100, price: '2.50' }],
    });
    await order(oscar, {
      status: 'delivered',
      at: '2026-03-31T13:30:00Z',
      total: '999.00',
      lines: [{ productId: plates, quantity: 1, price: '999.00' }],
    });

    await event('page_view', '2026-03-05T02:00:00Z');
    await event('page_view', '2026-03-05T03:00:00Z');
    await event('click', '2026-03-05T04:00:00Z');
    await event('scroll_depth', '2026-03-06T02:00:00Z');
    await event('time_on_page', '2026-03-06T02:00:00Z');
    await event('search', '2026-03-06T02:00:00Z');
    await event('conversion', '2026-03-06T02:00:00Z');
    // 1 April in Sydney: outside March.
    await event('page_view', '2026-03-31T13:30:00Z');
  });

  it('sales by partner: orders, goods sold, discounts and net sales, most net sales first', async () => {
    const report = await read(`/api/admin/reports/sales-by-partner?${MARCH}`);
    expect(report.partners).toEqual([
      {
        partnerId: oscar,
        name: 'Oscar Reid',
        email: expect.any(String),
        // A company of one is named after its partner until they name it (docs/product/company-accounts.md).
        companyName: "Oscar Reid's company",
        orders: 1,
        salesCents: 25_000,
        discountCents: 0,
        netSalesCents: 25_000,
      },
      {
        partnerId: bella,
        name: 'Bella Martin',
        email: expect.any(String),
        companyName: 'Bella Events',
        orders: 2,
        salesCents: 12_000,
        discountCents: 1_000,
        netSalesCents: 11_000,
      },
    ]);
    expect(report.totals).toEqual({
      partners: 2,
      orders: 3,
      salesCents: 37_000,
      discountCents: 1_000,
      netSalesCents: 36_000,
    });
  });

  it('inventory valuation: stock × cost and × price per category, with totals', async () => {
    const report = await read('/api/admin/reports/inventory-valuation');
    expect(report.categories).toEqual([
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
      {
        category: 'cake-supplies',
        label: expect.any(String),
        products: 1,
        units: 0,
        costValueCents: 0,
        retailValueCents: 0,
      },
    ]);
    expect(report.totals).toEqual({
      products: 3,
      units: 140,
      costValueCents: 18_000,
      retailValueCents: 45_000,
    });
  });

  it('storefront events: every event type counted per Sydney day', async () => {
    const report = await read(`/api/admin/reports/storefront-events?${MARCH}`);
    expect(report.totals).toEqual({
      page_view: 2,
      search: 1,
      click: 1,
      conversion: 1,
      time_on_page: 1,
      scroll_depth: 1,
    });
    const day = (date: string) => report.daily.find((d: { date: string }) => d.date === date).counts;
    expect(day('2026-03-05')).toMatchObject({ page_view: 2, click: 1, search: 0 });
    expect(day('2026-03-06')).toMatchObject({ scroll_depth: 1, time_on_page: 1, search: 1, conversion: 1 });
    expect(day('2026-03-31')).toMatchObject({ page_view: 0 });
  });

  it('sales by month and category come from the staff analytics, for the same orders', async () => {
    const sales = await read(`/api/associate/analytics/sales?${MARCH}`);
    expect(sales.totals).toMatchObject({
      orders: 3,
      salesCents: 37_000,
      discountCents: 1_000,
      netSalesCents: 36_000,
    });
  });

  it('sales by partner and storefront events send as many statements for one day as for the month', async () => {
    for (const path of ['sales-by-partner', 'storefront-events']) {
      const one = await statementsOf(ctx, {
        method: 'GET',
        url: `/api/admin/reports/${path}?from=2026-03-02&to=2026-03-02`,
        headers: admin.headers,
      });
      const all = await statementsOf(ctx, {
        method: 'GET',
        url: `/api/admin/reports/${path}?${MARCH}`,
        headers: admin.headers,
      });
      expect(one.response.statusCode).toBe(200);
      expect(all.statements.length).toBe(one.statements.length);
    }
  });
});

describe('GET /api/admin/reports/file', () => {
  it('writes sales by partner as CSV in AUD with a Total row, named sales-by-partner-<today>.csv', async () => {
    const res = await get(admin, `/api/admin/reports/file?report=sales-by-partner&format=csv&${MARCH}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="sales-by-partner-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const rows = parseCsv(res.body);
    expect(rows[0]).toEqual(['Party Central Sales by Partner']);
    expect(rows[1]).toEqual(['Period', '1 Mar 2026 – 31 Mar 2026']);
    expect(rows[2]).toEqual(['Amounts in', 'AUD']);
    const header = rows.findIndex((r) => r[0] === 'Partner');
    expect(rows[header]).toEqual([
      'Partner',
      'Company',
      'Email',
      'Orders',
      'Sales (AUD)',
      'Discounts (AUD)',
      'Net Sales (AUD)',
    ]);
    expect(rows[header + 1]).toEqual([
      'Oscar Reid',
      "Oscar Reid's company",
      expect.any(String),
      '1',
      '250.00',
      '0.00',
      '250.00',
    ]);
    expect(rows[header + 2]).toEqual([
      'Bella Martin',
      'Bella Events',
      expect.any(String),
      '2',
      '120.00',
      '10.00',
      '110.00',
    ]);
    expect(rows[header + 3]).toEqual(['Total (2 partners)', '', '', '3', '370.00', '10.00', '360.00']);
  });

  it('writes the inventory valuation as an Excel workbook with numbers kept as numbers', async () => {
    const res = await get(admin, '/api/admin/reports/file?report=inventory-valuation&format=excel');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/inventory-valuation-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
    expect(values(4)).toEqual([
      'Category',
      'Products',
      'Units in Stock',
      'Value at Cost (AUD)',
      'Value at Price (AUD)',
    ]);
    expect(values(5)).toEqual(['Tableware', 1, 100, 100, 250]);
    expect(values(8)).toEqual(['Total', 3, 140, 180, 450]);
  });

  it('writes sales by month, sales by category and storefront events as PDF and CSV', async () => {
    for (const report of ['sales-by-month', 'sales-by-category', 'storefront-events']) {
      const pdf = await get(admin, `/api/admin/reports/file?report=${report}&format=pdf&${MARCH}`);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    const month = parseCsv(
      (await get(admin, `/api/admin/reports/file?report=sales-by-month&format=csv&${MARCH}`)).body,
    );
    expect(month.find((r) => r[0] === '2026-03-01')).toEqual([
      '2026-03-01',
      '3',
      '370.00',
      '10.00',
      '360.00',
      expect.any(String),
      expect.any(String),
      expect.any(String),
    ]);
    const events = parseCsv(
      (await get(admin, `/api/admin/reports/file?report=storefront-events&format=csv&${MARCH}`)).body,
    );
    const header = events.findIndex((r) => r[0] === 'Day');
    expect(events[header]).toEqual([
      'Day',
      'Page Views',
      'Searches',
      'Clicks',
      'Conversions',
      'Time on Page',
      'Scroll Depth',
    ]);
    expect(events[header + 1]).toEqual(['2026-03-05', '2', '0', '1', '0', '0', '0']);
    expect(events[header + 3]).toEqual(['Total', '2', '1', '1', '1', '1', '1']);
  });

  it('refuses an unknown report or format with a 400', async () => {
    expect((await get(admin, '/api/admin/reports/file?report=everything&format=csv')).statusCode).toBe(400);
    expect((await get(admin, '/api/admin/reports/file?report=sales-by-month&format=doc')).statusCode).toBe(
      400,
    );
  });
});
