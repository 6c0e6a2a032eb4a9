import { addDays, businessDay, type PartnerAnalytics, type PartnerSalesReport } from '@party/shared';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tx } from '../../src/db/client.ts';
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
let admin: SignedIn;
const today = businessDay();
const threeYears = `from=${addDays(today, -3 * 365)}&to=${today}`;

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
});
