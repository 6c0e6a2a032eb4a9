import {
  type AdminDashboard,
  addDays,
  businessDay,
  daysBetween,
  type InventoryValuation,
  type PartnerSalesReport,
} from '@party/shared';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tx } from '../../src/db/client.ts';
import { products } from '../../src/db/schema/index.ts';
import { findSalesByPartner } from '../../src/domains/insights/admin-reports.repository.ts';
import { coverDays, type SalesPart, salesParts } from '../../src/domains/insights/sales-periods.ts';
import { rebuildSalesRollUp } from '../../src/domains/orders/rebuild-sales-roll-up.ts';
import { withOrderSales } from '../../src/domains/orders/sales-roll-up.repository.ts';
import { compactOrderStatusCounts } from '../../src/domains/overview/admin-overview.repository.ts';
import { type SignedIn, signInAs } from '../helpers/factories.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';
import {
  addToCart,
  call,
  checkout,
  checkoutBody,
  createDeliveryMethod,
  createStockedProduct,
} from '../orders/order-fixtures.ts';
import { makeOrder, makeProduct } from './order-fixtures.ts';

// The admin reports' roll-ups (docs/decisions/0024-admin-report-roll-ups.md): order_sales_periods
// equals order_sales_days folded to months, years and all time; sales by partner read from them
// equals the figures summed from the orders and lines over any range; the orders by status and the
// inventory valuation equal the live counts and sums after creating, changing, cancelling and
// deleting rows.

let ctx: TestContext;
let rita: SignedIn;
let sam: SignedIn;
let tess: SignedIn;
let admin: SignedIn;
const today = businessDay();

async function rows<T>(query: SQL, db: Tx = ctx.database.db): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** order_sales_periods' rows that hold something, amounts as cents, in key order. */
const keptPeriods = (db?: Tx) =>
  rows(
    sql`select grain, starts::text, partner_id, status, orders,
      (discount_amount * 100)::bigint::text as discount, (goods_amount * 100)::bigint::text as goods
    from order_sales_periods where orders <> 0 or discount_amount <> 0 or goods_amount <> 0
    order by 1, 2, 3, 4`,
    db,
  );

/** order_sales_days folded to the same grains: what order_sales_periods must hold. */
const foldedDays = (db?: Tx) =>
  rows(
    sql`select grain, starts::text, partner_id, status, orders, discount, goods from (
      select g.grain,
        case g.grain when 'month' then date_trunc('month', d.day::timestamp)::date
          when 'year' then date_trunc('year', d.day::timestamp)::date else date '0001-01-01' end as starts,
        d.partner_id, d.status, sum(d.orders)::int as orders,
        (sum(d.discount_amount) * 100)::bigint::text as discount, (sum(d.goods_amount) * 100)::bigint::text as goods
      from order_sales_days d cross join (values ('month'), ('year'), ('all')) as g (grain)
      group by 1, 2, 3, 4) f
    where orders <> 0 or discount <> '0' or goods <> '0'
    order by 1, 2, 3, 4`,
    db,
  );

/** Sales by partner summed from every sale order of the range and its lines (the report before any roll-up). */
const salesFromOrders = (from: string, to: string) =>
  rows<{ partnerId: string; orders: number; sales: string; discount: string; companyName: string }>(
    sql`select o.partner_id as "partnerId", count(*)::int as orders,
        (sum(o.discount_amount) * 100)::bigint::text as discount,
        (coalesce(sum((select sum(i.quantity * i.price_per_unit) from order_items i where i.order_id = o.id)), 0) * 100)::bigint::text as sales,
        (select c.name from orders l join companies c on c.id = l.company_id
          where l.partner_id = o.partner_id and l.status not in ('cancelled', 'awaiting_approval')
            and l.created_at >= ((${from})::date::timestamp at time zone 'Australia/Sydney')
            and l.created_at < (((${to})::date + 1)::timestamp at time zone 'Australia/Sydney')
          order by l.created_at desc limit 1) as "companyName"
      from orders o
      where o.status not in ('cancelled', 'awaiting_approval')
        and o.created_at >= ((${from})::date::timestamp at time zone 'Australia/Sydney')
        and o.created_at < (((${to})::date + 1)::timestamp at time zone 'Australia/Sydney')
      group by 1 order by 1`,
  );

const asRows = (report: PartnerSalesReport) =>
  report.partners
    .map((p) => ({
      partnerId: p.partnerId,
      orders: p.orders,
      sales: String(p.salesCents),
      discount: String(p.discountCents),
      companyName: p.companyName,
    }))
    .sort((a, b) => a.partnerId.localeCompare(b.partnerId));

async function salesByPartner(from: string, to: string) {
  const res = await call(ctx, admin, 'GET', `/api/admin/reports/sales-by-partner?from=${from}&to=${to}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as PartnerSalesReport;
}

beforeAll(async () => {
  ctx = await createTestApp();
  rita = await signInAs(ctx, { role: 'partner', name: 'Rita Roll' });
  sam = await signInAs(ctx, { role: 'partner', name: 'Sam Sums' });
  tess = await signInAs(ctx, { role: 'partner', name: 'Tess Ties' });
  admin = await signInAs(ctx, { role: null, isAdmin: true });
  const cups = await makeProduct(ctx, 'Party Cups', 'tableware');
  const line = (quantity: number, price: string) => ({ product: cups, quantity, price });
  // Orders on Sydney's month and year boundaries (UTC 13:00 on the 31st is the 1st in Sydney in
  // summer), a cancelled one, one with a discount and one with no lines.
  const past: [SignedIn, string, 'delivered' | 'cancelled' | 'shipped', string, number, string][] = [
    [rita, '2024-12-31T12:30:00Z', 'delivered', '21.40', 4, '5.35'], // 31 Dec 2024 in Sydney
    [rita, '2024-12-31T13:30:00Z', 'delivered', '10.01', 1, '10.01'], // 1 Jan 2025 in Sydney
    [rita, '2025-02-10T05:00:00Z', 'cancelled', '100.00', 10, '10.00'],
    [sam, '2025-01-31T13:30:00Z', 'shipped', '0.30', 3, '0.10'], // 1 Feb 2025 in Sydney
    [sam, '2025-06-15T02:00:00Z', 'delivered', '33.33', 3, '11.11'],
    [tess, '2025-06-16T02:00:00Z', 'delivered', '33.33', 3, '11.11'], // tied with Sam in mid-2025
  ];
  for (const [who, createdAt, status, total, quantity, price] of past)
    await makeOrder(ctx, who.user.id, { status, createdAt, total, lines: [line(quantity, price)] });
  await makeOrder(ctx, tess.user.id, {
    status: 'delivered',
    createdAt: '2025-11-30T13:00:00Z',
    total: '5.00',
    lines: [],
  });
  // A discount, as the orders' writers change an order: out of its roll-up row and back in.
  const [discounted] = await rows<{ id: string }>(
    sql`select id from orders where partner_id = ${sam.user.id} and total_amount = 33.33`,
  );
  await withOrderSales(ctx.database.db, discounted!.id, () =>
    ctx.database.db.execute(sql`update orders set discount_amount = 1.07 where id = ${discounted!.id}`),
  );
  // Today's, through checkout, then moved along by staff and one cancelled by the partner.
  const product = await createStockedProduct(ctx, { price: '12.45' });
  const method = await createDeliveryMethod(ctx, { cost: '9.95' });
  const placed: string[] = [];
  for (const quantity of [3, 7]) {
    await addToCart(ctx, rita, product.id, quantity);
    const res = await checkout(ctx, rita, checkoutBody(method.id));
    expect(res.statusCode, res.body).toBe(201);
    placed.push(res.json().orderId);
  }
  const sales = await signInAs(ctx, { role: 'associate', associateRole: 'sales' });
  for (const status of ['processing', 'shipped']) {
    const res = await call(ctx, sales, 'PATCH', `/api/associate/orders/${placed[0]}/status`, { status });
    expect(res.statusCode, res.body).toBe(200);
  }
  const cancelled = await call(ctx, rita, 'POST', `/api/partner/orders/${placed[1]}/cancel`);
  expect(cancelled.statusCode, cancelled.body).toBe(200);
}, 90_000);
afterAll(() => ctx.close());

describe('a range as whole years, months and edge days', () => {
  /** Every day a part names, signed, as a count per day. */
  function daysOf(parts: SalesPart[], within: { from: string; to: string }) {
    const count = new Map<string, number>();
    for (const part of parts) {
      if (part.grain === 'all') {
        for (let d = within.from; d <= within.to; d = addDays(d, 1))
          count.set(d, (count.get(d) ?? 0) + part.sign);
        continue;
      }
      const last =
        part.grain === 'day'
          ? part.to
          : part.grain === 'month'
            ? addDays(`${addDays(`${part.to.slice(0, 7)}-28`, 4).slice(0, 7)}-01`, -1)
            : `${part.to.slice(0, 4)}-12-31`;
      const from = [part.from, within.from].sort()[1]!;
      const to = [last, within.to].sort()[0]!;
      for (let d = from; d <= to; d = addDays(d, 1)) count.set(d, (count.get(d) ?? 0) + part.sign);
    }
    return count;
  }

  it('covers each day of the range once and no other, read either way', () => {
    const within = { from: '2022-06-01', to: '2027-03-31' };
    const ranges = [
      ['2023-11-29', '2026-11-29'],
      ['2024-01-01', '2025-12-31'],
      ['2025-02-01', '2025-02-28'],
      ['2025-02-03', '2025-02-03'],
      ['2024-02-29', '2024-03-01'],
      ['2024-12-31', '2025-01-01'],
      ['2023-12-15', '2025-01-20'],
      ['2022-06-01', '2027-03-31'],
    ];
    for (const [from, to] of ranges as [string, string][])
      for (const parts of [coverDays(from, to), salesParts({ from, to }, '2022-06-01', '2027-03-31')]) {
        const count = daysOf(parts, within);
        for (let d = within.from; d <= within.to; d = addDays(d, 1))
          expect([from, to, d, count.get(d) ?? 0]).toEqual([from, to, d, d >= from && d <= to ? 1 : 0]);
      }
  });

  it('reads three years of a three-year store as all time, and a short range as itself', () => {
    const first = addDays(today, -3 * 365);
    expect(salesParts({ from: first, to: today }, first, today)[0]).toEqual({ grain: 'all', sign: 1 });
    const parts = salesParts({ from: addDays(today, -30), to: today }, first, today);
    expect(parts.every((p) => p.sign === 1)).toBe(true);
    expect(daysBetween(first, today)).toBeGreaterThan(1000);
  });
});

describe('order_sales_periods', () => {
  it('equals the days folded to months, years and all time, as the writers left them', async () => {
    const kept = await keptPeriods();
    expect(kept.length).toBeGreaterThan(10);
    expect(kept).toEqual(await foldedDays());
  });

  it('follows the days when they are summed afresh or deleted', async () => {
    await ctx.database.db
      .transaction(async (tx) => {
        await rebuildSalesRollUp(tx);
        expect(await keptPeriods(tx)).toEqual(await foldedDays(tx));
        await tx.execute(sql`delete from order_sales_days where partner_id = ${sam.user.id}`);
        const after = await keptPeriods(tx);
        expect(after).toEqual(await foldedDays(tx));
        expect(after.some((row) => (row as { partner_id: string }).partner_id === sam.user.id)).toBe(false);
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Error && /rollback/i.test(error.message))) throw error;
      });
  });
});

describe('sales by partner from the roll-ups', () => {
  const ranges: [string, string][] = [
    [addDays(today, -3 * 365), today],
    ['2024-12-31', '2024-12-31'],
    ['2025-01-01', '2025-01-31'],
    ['2024-12-01', '2025-02-01'],
    ['2025-02-01', '2025-06-15'],
    ['2024-06-01', '2025-12-31'],
    [addDays(today, -40), today],
  ];

  it.each(ranges)('from %s to %s equals the figures summed from the orders and lines', async (from, to) => {
    const report = await salesByPartner(from, to);
    const expected = await salesFromOrders(from, to);
    expect(asRows(report)).toEqual(expected);
    expect(report.totals).toEqual({
      partners: expected.length,
      orders: expected.reduce((n, p) => n + p.orders, 0),
      salesCents: expected.reduce((n, p) => n + Number(p.sales), 0),
      discountCents: expected.reduce((n, p) => n + Number(p.discount), 0),
      netSalesCents: expected.reduce((n, p) => n + Number(p.sales) - Number(p.discount), 0),
    });
  });

  it('answers the partners with the most net sales, ties by name, and the totals over every partner', async () => {
    const report = await salesByPartner('2025-06-01', '2025-06-30');
    // Sam 33.33 less 1.07; Tess 33.33: Tess first.
    expect(report.partners.map((p) => p.name)).toEqual(['Tess Ties', 'Sam Sums']);
    const range = { from: '2025-06-01', to: '2025-06-30' };
    const top = await findSalesByPartner(ctx.database.db, range, coverDays(range.from, range.to), 1);
    expect(top.totals.partners).toBe(2);
    expect(top.partners.map((p) => p.partnerId)).toEqual([tess.user.id]);
    // Equal net sales: both answered, so the name decides who is first.
    await ctx.database.db.execute(
      sql`update order_sales_days set discount_amount = 0 where partner_id = ${sam.user.id}`,
    );
    try {
      const tied = await findSalesByPartner(ctx.database.db, range, coverDays(range.from, range.to), 1);
      expect(tied.partners.map((p) => p.partnerId).sort()).toEqual([sam.user.id, tess.user.id].sort());
    } finally {
      await ctx.database.db.execute(
        sql`update order_sales_days set discount_amount = 1.07 where partner_id = ${sam.user.id}
          and day = '2025-06-15'`,
      );
    }
  });

  it('lists every partner in the file, with the same figures', async () => {
    const from = addDays(today, -3 * 365);
    const res = await call(
      ctx,
      admin,
      'GET',
      `/api/admin/reports/file?report=sales-by-partner&format=csv&from=${from}&to=${today}`,
    );
    expect(res.statusCode).toBe(200);
    for (const name of ['Rita Roll', 'Sam Sums', 'Tess Ties']) expect(res.body).toContain(name);
    expect(res.body).toContain('Total (3 partners)');
  });
});

describe('the orders by status on the admin dashboard', () => {
  const dashboardCounts = async () => {
    const res = await call(ctx, admin, 'GET', '/api/admin/overview');
    expect(res.statusCode, res.body).toBe(200);
    return Object.fromEntries(
      (res.json() as AdminDashboard).ordersByStatus.map((row) => [row.status, row.count]),
    );
  };
  const liveCounts = async () => {
    const live = await rows<{ status: string; count: number }>(
      sql`select status, count(*)::int as count from orders group by status`,
    );
    const counts = await dashboardCounts();
    return {
      counts,
      live: Object.fromEntries(
        Object.keys(counts).map((s) => [s, live.find((r) => r.status === s)?.count ?? 0]),
      ),
    };
  };

  it('equal the live count after orders are placed, changed, cancelled and deleted, folded or not', async () => {
    const before = await liveCounts();
    expect(before.counts).toEqual(before.live);
    expect(before.counts.cancelled).toBeGreaterThan(0);
    await ctx.database.db.execute(
      sql`update orders set status = 'cancelled' where partner_id = ${tess.user.id}`,
    );
    await ctx.database.db.execute(
      sql`update orders set status = 'processing' where partner_id = ${sam.user.id} and status = 'shipped'`,
    );
    await ctx.database.db.execute(
      sql`delete from orders where partner_id = ${sam.user.id} and status = 'processing'`,
    );
    const changed = await liveCounts();
    expect(changed.counts).toEqual(changed.live);
    expect(changed.counts).not.toEqual(before.counts);
    await compactOrderStatusCounts(ctx.database.db);
    const [folded] = await rows<{ n: number }>(sql`select count(*)::int as n from order_status_counts`);
    expect(folded!.n).toBeLessThanOrEqual(6);
    expect(await dashboardCounts()).toEqual(changed.counts);
  });
});

describe('the inventory valuation', () => {
  const valuation = async () => {
    const res = await call(ctx, admin, 'GET', '/api/admin/reports/inventory-valuation');
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json() as InventoryValuation;
    return report.categories
      .map(({ category, products, units, costValueCents, retailValueCents }) => ({
        category,
        products,
        units,
        cost: String(costValueCents),
        retail: String(retailValueCents),
      }))
      .sort((a, b) => a.category.localeCompare(b.category));
  };
  const live = () =>
    rows(
      sql`select category, count(*)::int as products, sum(stock_quantity)::int as units,
          (sum(stock_quantity * cost) * 100)::bigint::text as cost, (sum(stock_quantity * price) * 100)::bigint::text as retail
        from products group by category order by category`,
    );

  it('equals the live sums after products are added, changed and deleted, to the cent', async () => {
    expect(await valuation()).toEqual(await live());
    const added = await ctx.database.db
      .insert(products)
      .values(
        [
          ['Odd Cents Balloons', 'balloons', '0.07', '0.03', 3],
          ['Costly Banner', 'decorations', '19.99', '12.34', 7],
          ['Empty Shelf', 'decorations', '5.00', '2.00', 0],
        ].map(([name, category, price, cost, stockQuantity], i) => ({
          name: name as string,
          slug: `valuation-${i}-${Date.now()}`,
          category: category as 'balloons',
          price: price as string,
          cost: cost as string,
          stockQuantity: stockQuantity as number,
        })),
      )
      .returning({ id: products.id });
    expect(await valuation()).toEqual(await live());
    await ctx.database.db.execute(
      sql`update products set stock_quantity = stock_quantity + 11, cost = 0.01 where id = ${added[0]!.id}`,
    );
    await ctx.database.db.execute(sql`update products set category = 'tableware' where id = ${added[1]!.id}`);
    expect(await valuation()).toEqual(await live());
    await ctx.database.db.execute(sql`delete from products where id in (${added[1]!.id}, ${added[2]!.id})`);
    expect(await valuation()).toEqual(await live());
  });
});
