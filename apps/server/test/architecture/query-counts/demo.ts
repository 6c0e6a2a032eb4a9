import { randomUUID } from 'node:crypto';
import type { Account, Harness } from './harness.ts';

/** A day `n` days before today, as the date filters take it (YYYY-MM-DD). */
export function dayBefore(n: number): string {
  return new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
}

/** The last year up to today, as a date filter: the wide read of reports and analytics. */
export const lastYear = `from=${dayBefore(365)}&to=${dayBefore(0)}`;

export async function userIdOf(h: Harness, as: Account): Promise<string> {
  return (await h.get<{ principal: { userId: string } }>(as, '/api/me')).principal.userId;
}

/** Balloon lines: every one sells by the unit (no carton, no minimum), so any quantity is a line. */
export async function balloonIds(h: Harness, count: number, skip = 0): Promise<string[]> {
  const { items } = await h.get<{ items: { id: string }[] }>(
    'anonymous',
    '/api/store/products?category=balloons&pageSize=48',
  );
  const ids = items.slice(skip, skip + count).map((p) => p.id);
  if (ids.length < count) throw new Error(`only ${ids.length} balloon lines`);
  return ids;
}

/** A few days around the day of the oldest order: a date filter that finds one order or a few. */
export async function aroundOldestOrder(h: Harness): Promise<string> {
  const { total } = await h.get<{ total: number }>('admin', '/api/admin/orders?pageSize=1');
  const { items } = await h.get<{ items: { createdAt: string }[] }>(
    'admin',
    `/api/admin/orders?pageSize=1&page=${total}`,
  );
  const day = Date.parse(items[0]!.createdAt);
  const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return `from=${iso(day - 86_400_000)}&to=${iso(day + 86_400_000)}`;
}

/** An email no one holds, for an invitation or a new person. */
export function newEmail(): `${string}@${string}` {
  return `counted-${randomUUID().slice(0, 8)}@example.com.au`;
}

/** Of some keys (ids, months), the one with the fewest rows (at least one) and the one with the most. */
export async function fewestAndMost(
  keys: string[],
  rowsOf: (key: string) => number | Promise<number>,
): Promise<{ fewest: string; most: string }> {
  const sized = await Promise.all(keys.map(async (key) => ({ key, rows: await rowsOf(key) })));
  const sorted = sized.filter((s) => s.rows > 0).sort((a, b) => a.rows - b.rows);
  if (!sorted.length) throw new Error(`no rows for any of ${keys.join(', ')}`);
  return { fewest: sorted[0]!.key, most: sorted.at(-1)!.key };
}

/** The orders of a list with the fewest and the most lines. */
export async function ordersByLines(h: Harness, as: Account, listUrl: string) {
  const { items } = await h.get<{ items: { id: string; items: unknown[] }[] }>(as, listUrl);
  const lines = new Map(items.map((o) => [o.id, o.items.length]));
  return fewestAndMost([...lines.keys()], (id) => lines.get(id)!);
}

const shipping = {
  name: 'Bella Martin',
  address: '31 Carter Street',
  city: 'Lidcombe',
  state: 'NSW',
  postalCode: '2141',
};

/** A delivery address as the address book takes it. */
export const address = (label: string) => ({ label, ...shipping });

/** A checkout of `quantity` of a balloon line by a partner, on account (the order may wait for approval). */
export async function placeOrder(
  h: Harness,
  as: Account,
  productId: string,
  quantity: number,
  promoCode?: string,
): Promise<void> {
  const { items: methods } = await h.get<{ items: { id: string }[] }>(as, '/api/partner/delivery-methods');
  await h.send(as, 'POST', '/api/partner/cart/items', { productId, quantity });
  await h.send(
    as,
    'POST',
    '/api/partner/checkout',
    {
      deliveryMethodId: methods[0]!.id,
      shipping,
      paymentMethod: 'invoice',
      ...(promoCode ? { promoCode } : {}),
    },
    { 'idempotency-key': randomUUID() },
  );
}

/** Of a list's rows, the ones whose detail has the fewest and the most `lines` (at least one). */
export async function detailsByLines(
  h: Harness,
  as: Account,
  listUrl: string,
  detailUrl: (id: string) => string,
) {
  const { items } = await h.get<{ items: { id: string }[] }>(as, listUrl);
  return fewestAndMost(
    items.map((i) => i.id),
    async (id) => (await h.get<{ lines: unknown[] }>(as, detailUrl(id))).lines.length,
  );
}

type Returnable = { open: boolean; lines: { orderItemId: string; returnable: number }[] };

/**
 * A return of several lines by the demo partner (the demo's returns hold one line each): one unit of
 * each returnable line of a delivered order still in its window. Made once.
 */
export async function ensureReturnOfSeveralLines(h: Harness): Promise<void> {
  const returns = (id: string) => `/api/partner/returns/${id}`;
  const { most } = await detailsByLines(h, 'partner', '/api/partner/returns', returns);
  if ((await h.get<{ lines: unknown[] }>('partner', returns(most))).lines.length > 1) return;
  const { items } = await h.get<{ items: { id: string }[] }>(
    'partner',
    '/api/partner/orders?status=delivered',
  );
  for (const { id } of items) {
    const order = await h.get<Returnable>('partner', `/api/partner/orders/${id}/returnable`);
    const lines = order.lines.filter((l) => l.returnable > 0);
    if (!order.open || lines.length < 2) continue;
    await h.send('partner', 'POST', '/api/partner/returns', {
      orderId: id,
      lines: lines.map(({ orderItemId }) => ({ orderItemId, quantity: 1 })),
      reason: 'faulty',
    });
    return;
  }
  throw new Error('no delivered order with two returnable lines');
}
