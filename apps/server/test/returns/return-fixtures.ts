import { eq, sql } from 'drizzle-orm';
import { orders, systemSettings } from '../../src/db/schema/index.ts';
import { callAs, type SignedIn } from '../helpers/factories.ts';
import type { TestContext } from '../helpers/test-app.ts';
import { placeOrderFor, setStatus } from '../orders/staff-fixtures.ts';

/** A partner's real order, placed and delivered through the API (so its points are earned). */
export async function deliveredOrder(
  ctx: TestContext,
  partner: SignedIn,
  staff: SignedIn,
  methodId: string,
  lines: [price: string, quantity: number, name?: string][],
  overrides: Parameters<typeof placeOrderFor>[4] = {},
) {
  const placed = await placeOrderFor(ctx, partner, methodId, lines, overrides);
  for (const status of ['processing', 'shipped', 'delivered']) {
    const res = await setStatus(ctx, staff, placed.orderId, status);
    if (res.statusCode !== 200) throw new Error(`status ${status}: ${res.body}`);
  }
  return placed;
}

/** Moves an order's delivery back in time, as if it had arrived `days` ago. */
export async function deliveredDaysAgo(ctx: TestContext, orderId: string, days: number) {
  await ctx.database.db
    .update(orders)
    .set({ deliveredAt: sql`now() - make_interval(days => ${days})` })
    .where(eq(orders.id, orderId));
}

export async function setSetting(ctx: TestContext, key: string, value: string) {
  await ctx.database.db
    .insert(systemSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: systemSettings.key, set: { value } });
}

export async function returnableOf(ctx: TestContext, who: SignedIn, orderId: string) {
  const res = await callAs(ctx, who, 'GET', `/api/partner/orders/${orderId}/returnable`);
  if (res.statusCode !== 200) throw new Error(`returnable: ${res.body}`);
  return res.json() as {
    lines: { orderItemId: string; productName: string; quantity: number; returnable: number }[];
    lastDay: string | null;
  };
}

export function askReturn(
  ctx: TestContext,
  who: SignedIn,
  body: {
    orderId: string;
    lines: { orderItemId: string; quantity: number }[];
    reason?: string;
    notes?: string;
  },
) {
  return callAs(ctx, who, 'POST', '/api/partner/returns', { reason: 'damaged_in_transit', ...body });
}
