import { addDays, businessDay, type PartnerAnalytics, type PartnerSalesReport } from '@party/shared';
import { eq, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tx } from '../../src/db/client.ts';
import { products } from '../../src/db/schema/index.ts';
import { rebuildSalesRollUp } from '../../src/domains/orders/rebuild-sales-roll-up.ts';
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

// The sales roll-up (docs/decisions/0023-sales-roll-up.md): what the orders' writers keep in
// order_sales_days equals the roll-up summed afresh from the orders, and the reports read from it
// equal the same reports summed from the orders and their lines, today's orders and a cancellation
// included.

let ctx: TestContext;
let rita: SignedIn;
let sam: SignedIn;
let cleo: SignedIn;
let admin: SignedIn;
const today = businessDay();
const threeYears = `from=${addDays(today, -3 * 365)}&to=${today}`;

/** The units per category that hold items, in key order. */
async function categoryRollUp(db?: Tx) {
  return rows(
    sql`select company_id, day::text, partner_id, status, category, units
    from order_category_days where units <> 0 order by 1, 2, 3, 4, 5`,
    db,
  );
}

/** Everything in a transaction rolled back: the roll-ups written afresh, read, then undone. */
async function rebuilt<T>(read: (tx: Tx) => Promise<T>): Promise<T> {
  let result: T | undefined;
  await ctx.database.db
    .transaction(async (tx) => {
      await rebuildSalesRollUp(tx);
      result = await read(tx);
      tx.rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof Error && /rollback/i.test(error.message))) throw error;
    });
  return result!;
}

async function rows<T>(query: SQL, db: Tx = ctx.database.db): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The roll-up's rows that hold an order, in key order, amounts as cents. */
async function rollUp(db?: Tx) {
  return rows(
    sql`select company_id, day::text, partner_id, status, orders, units,
      (total_amount * 100)::bigint::text as total, (discount_amount * 100)::bigint::text as discount,
      (goods_amount * 100)::bigint::text as goods
    from order_sales_days where orders <> 0 order by 1, 2, 3, 4`,
    db,
  );
}

beforeAll(async () => {
  ctx = await createTestApp();
  rita = await signInAs(ctx, { role: 'partner', name: 'Rita Roll' });
  sam = await signInAs(ctx, { role: 'partner', name: 'Sam Sums' });
  cleo = await signInAs(ctx, { role: 'partner', name: 'Cleo Categories' });
  admin = await signInAs(ctx, { role: null, isAdmin: true });
  const cups = await makeProduct(ctx, 'Party Cups', 'tableware');
  const line = (quantity: number, price: string) => ({ product: cups, quantity, price });
  // Past orders written as checkout would have, a cancelled one among them.
  await makeOrder(ctx, rita.user.id, {
    status: 'delivered',
    createdAt: '2025-02-10T02:00:00Z',
    total: '31.35',
    delivery: '9.95',
    lines: [line(4, '5.35')],
  });
  await makeOrder(ctx, rita.user.id, {
    status: 'cancelled',
    createdAt: '2025-02-10T05:00:00Z',
    total: '100.00',
    lines: [line(10, '10.00')],
  });
  await makeOrder(ctx, sam.user.id, {
    status: 'shipped',
    createdAt: '2026-01-31T13:30:00Z',
    total: '0.30',
    lines: [line(3, '0.10')],
  });
  // Today's: two through checkout (the batch's add), one of them then cancelled by the partner.
  const product = await createStockedProduct(ctx, { price: '12.45' });
  const method = await createDeliveryMethod(ctx, { cost: '9.95' });
  const placed: string[] = [];
  for (const quantity of [3, 7]) {
    await addToCart(ctx, rita, product.id, quantity);
    const res = await checkout(ctx, rita, checkoutBody(method.id));
    expect(res.statusCode, res.body).toBe(201);
    placed.push(res.json().orderId);
  }
  // Staff move the other along (each change takes it out of its row and adds it back).
  const sales = await signInAs(ctx, { role: 'associate', associateRole: 'sales' });
  for (const status of ['processing', 'pending']) {
    const res = await call(ctx, sales, 'PATCH', `/api/associate/orders/${placed[0]}/status`, { status });
    expect(res.statusCode, res.body).toBe(200);
  }
  const cancelled = await call(ctx, rita, 'POST', `/api/partner/orders/${placed[1]}/cancel`);
  expect(cancelled.statusCode, cancelled.body).toBe(200);
  // The catalogue changes under past lines: one product moves category, one leaves the catalogue
  // (its lines count as 'Other'), so their units move in the units per category.
  const streamers = await makeProduct(ctx, 'Streamers', 'decorations');
  const hats = await makeProduct(ctx, 'Party Hats', 'party-essentials');
  await makeOrder(ctx, cleo.user.id, {
    status: 'processing',
    createdAt: '2025-06-30T14:30:00Z',
    total: '16.00',
    lines: [
      { product: streamers, quantity: 5, price: '2.00' },
      { product: hats, quantity: 2, price: '3.00' },
      line(1, '0.00'),
    ],
  });
  await makeOrder(ctx, cleo.user.id, {
    status: 'cancelled',
    createdAt: '2025-07-01T02:00:00Z',
    total: '20.00',
    lines: [{ product: hats, quantity: 9, price: '2.00' }],
  });
  await ctx.database.db.update(products).set({ category: 'balloons' }).where(eq(products.id, streamers.id));
  await ctx.database.db.delete(products).where(eq(products.id, hats.id));
}, 60_000);
afterAll(() => ctx.close());

describe('the sales roll-up', () => {
  it('kept by the writes, equals the roll-up summed afresh from the orders', async () => {
    const kept = await rollUp();
    expect(kept.length).toBeGreaterThan(3);
    await ctx.database.db
      .transaction(async (tx) => {
        await rebuildSalesRollUp(tx);
        expect(await rollUp(tx)).toEqual(kept);
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Error && /rollback/i.test(error.message))) throw error;
      });
  });

  it("kept by the writes and the catalogue's changes, the units per category equal those summed afresh", async () => {
    const kept = await categoryRollUp();
    expect(kept.length).toBeGreaterThan(3);
    expect(await rebuilt((tx) => categoryRollUp(tx))).toEqual(kept);
  });

  it('sales by partner over three years equals the report summed from the orders and their lines', async () => {
    const res = await call(ctx, admin, 'GET', `/api/admin/reports/sales-by-partner?${threeYears}`);
    expect(res.statusCode).toBe(200);
    const report = res.json() as PartnerSalesReport;
    // The report's statement before the roll-up: every sale order of the range and its lines.
    const fromOrders = await rows<{ partnerId: string; orders: number; sales: string; discount: string }>(
      sql`select o.partner_id as "partnerId", count(*)::int as orders,
          (sum(o.discount_amount) * 100)::bigint::text as discount,
          (coalesce(sum((select sum(i.quantity * i.price_per_unit) from order_items i where i.order_id = o.id)), 0) * 100)::bigint::text as sales
        from orders o
        where o.status not in ('cancelled', 'awaiting_approval')
          and o.created_at >= ((${addDays(today, -3 * 365)})::date::timestamp at time zone 'Australia/Sydney')
          and o.created_at < (((${today})::date + 1)::timestamp at time zone 'Australia/Sydney')
        group by 1 order by 1`,
    );
    expect(
      report.partners
        .map((p) => ({
          partnerId: p.partnerId,
          orders: p.orders,
          sales: String(p.salesCents),
          discount: String(p.discountCents),
        }))
        .sort((a, b) => a.partnerId.localeCompare(b.partnerId)),
    ).toEqual(fromOrders);
    // Rita: 4 × 5.35 in 2025 and today's 3 × 12.45; her cancellations count nowhere.
    const ritaRow = report.partners.find((p) => p.partnerId === rita.user.id);
    expect(ritaRow).toMatchObject({ orders: 2, salesCents: 2140 + 3735, companyName: expect.any(String) });
  });

  it("partner analytics over three years equal the orders' own figures, today's included", async () => {
    const res = await call(ctx, rita, 'GET', `/api/partner/analytics?${threeYears}`);
    expect(res.statusCode).toBe(200);
    const analytics = res.json() as PartnerAnalytics;
    // 31.35 in 2025 and today's 3 × 12.45 + 9.95 delivery; cancelled ones only in the status pie.
    expect(analytics.kpis.totalSpending.value).toBe(31.35 + 47.3);
    expect(analytics.kpis.totalOrders.value).toBe(2);
    expect(analytics.kpis.itemsPurchased.value).toBe(7);
    expect(analytics.statuses).toEqual([
      { status: 'pending', count: 1 },
      { status: 'delivered', count: 1 },
      { status: 'cancelled', count: 2 },
    ]);
    const thisMonth = analytics.monthly.at(-1)!;
    expect(thisMonth).toEqual({ month: today.slice(0, 7), orders: 1, spending: 47.3 });
  });

  it("partner analytics' items, categories and top products equal those summed from the lines, for the company and for one member", async () => {
    const range = sql`o.status not in ('cancelled', 'awaiting_approval')
      and o.created_at >= ((${addDays(today, -3 * 365)})::date::timestamp at time zone 'Australia/Sydney')
      and o.created_at < (((${today})::date + 1)::timestamp at time zone 'Australia/Sydney')
      and o.company_id = (select m.company_id from company_members m where m.user_id = ${cleo.user.id})`;
    // The statements before the roll-up: every sale line of the range, its product's category now.
    const byCategory = await rows<{ category: string; units: number }>(
      sql`select coalesce(p.category, 'other') as category, sum(i.quantity)::int as units
        from orders o join order_items i on i.order_id = o.id left join products p on p.id = i.product_id
        where ${range} group by 1 order by 2 desc, 1`,
    );
    const byProduct = await rows<{ name: string; units: number }>(
      sql`select coalesce(max(p.name), max(i.product_name)) as name, sum(i.quantity)::int as units
        from orders o join order_items i on i.order_id = o.id left join products p on p.id = i.product_id
        where ${range} group by coalesce(i.product_id::text, 'name:' || i.product_name)
        order by 2 desc, sum(i.quantity * i.price_per_unit) desc, 1`,
    );
    // The streamers now balloons, the hats gone ('other'), the cups tableware; the 9 hats cancelled.
    expect(byCategory).toEqual([
      { category: 'balloons', units: 5 },
      { category: 'other', units: 2 },
      { category: 'tableware', units: 1 },
    ]);
    expect(byProduct.map((p) => p.name)).toEqual(['Streamers', 'Party Hats', 'Party Cups']);
    for (const member of ['all', cleo.user.id]) {
      const res = await call(ctx, cleo, 'GET', `/api/partner/analytics?${threeYears}&member=${member}`);
      expect(res.statusCode, res.body).toBe(200);
      const analytics = res.json() as PartnerAnalytics;
      expect(analytics.kpis.itemsPurchased.value).toBe(8);
      expect(analytics.categories.map(({ category, units }) => ({ category, units }))).toEqual(byCategory);
      expect(analytics.topProducts.map(({ name, units }) => ({ name, units }))).toEqual(byProduct);
    }
  });
});
