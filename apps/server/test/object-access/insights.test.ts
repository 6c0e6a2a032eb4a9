import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, signInAs } from '../helpers/factories.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';
import { makeOrder, makeProduct } from '../insights/order-fixtures.ts';
import { parseCsv } from '../insights/parse-csv.ts';

/**
 * The analytics routes take no id: each answers from the caller's own orders only. Partner B, asking
 * in every way the API allows, never sees a figure or a line of partner A's.
 */
let ctx: TestContext;
let partnerA: SignedIn;
let partnerB: SignedIn;
const today = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  ctx = await createTestApp();
  partnerA = await signInAs(ctx, { role: 'partner' });
  partnerB = await signInAs(ctx, { role: 'partner' });
  const secret = await makeProduct(ctx, 'Partner A Private Label Balloons', 'balloons');
  await makeOrder(ctx, partnerA.user.id, {
    status: 'delivered',
    createdAt: new Date(Date.now() - 86_400_000).toISOString(),
    total: '4321.00',
    lines: [{ product: secret, quantity: 432, price: '10.00' }],
  });
}, 60_000);
afterAll(() => ctx.close());

const get = (who: SignedIn, url: string) => ctx.app.inject({ method: 'GET', url, headers: who.headers });

describe("partner B and partner A's analytics", () => {
  it('shows partner A their own order', async () => {
    const a = (await get(partnerA, '/api/partner/analytics')).json();
    expect(a.kpis.totalSpending.value).toBe(4321);
  });

  it.each([
    '/api/partner/analytics',
    `/api/partner/analytics?from=2022-01-01&to=${today}`,
    `/api/partner/analytics?partnerId=${'a'.repeat(8)}`,
  ])('shows partner B nothing of it at %s', async (url) => {
    const res = await get(partnerB, url.replace('a'.repeat(8), partnerA.user.id));
    expect(res.statusCode).toBe(200);
    const b = res.json();
    expect(b.kpis.totalSpending.value).toBe(0);
    expect(b.kpis.totalOrders.value).toBe(0);
    expect(b.topProducts).toEqual([]);
  });

  it.each(['summary', 'purchase-history', 'order-summary', 'product-analytics'])(
    'leaves it out of partner B %s report',
    async (type) => {
      const res = await get(partnerB, `/api/partner/analytics/reports?type=${type}&format=csv`);
      expect(res.statusCode).toBe(200);
      const cells = parseCsv(res.body).flat();
      expect(cells).not.toContain('Partner A Private Label Balloons');
      expect(cells).not.toContain('4321.00');
    },
  );
});
