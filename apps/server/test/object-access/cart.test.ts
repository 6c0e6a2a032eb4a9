import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, signInAs } from '../helpers/factories.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';
import { createProduct } from '../quotes/quote-fixtures.ts';

/** docs/product/partner-portal.md: the cart is scoped to user_id. Another partner's line is "not found", untouched. */
let ctx: TestContext;
let partnerA: SignedIn;
let partnerB: SignedIn;
let lineId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  partnerA = await signInAs(ctx, { role: 'partner' });
  partnerB = await signInAs(ctx, { role: 'partner' });
  const product = await createProduct(ctx);
  const added = await ctx.app.inject({
    method: 'POST',
    url: '/api/partner/cart/items',
    headers: { ...partnerA.headers, 'content-type': 'application/json' },
    payload: JSON.stringify({ productId: product.id, quantity: 2 }),
  });
  lineId = added.json().line.id;
}, 60_000);
afterAll(() => ctx.close());

describe("partner B and partner A's cart line", () => {
  it('does not see it', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/partner/cart', headers: partnerB.headers });
    expect(res.json().items).toEqual([]);
  });

  it.each([
    ['PATCH', { quantity: 50 }],
    ['DELETE', undefined],
  ] as const)('gets 404 on %s', async (method, body) => {
    const res = await ctx.app.inject({
      method,
      url: `/api/partner/cart/items/${lineId}`,
      headers: { ...partnerB.headers, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { payload: JSON.stringify(body) } : {}),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('Cart item not found');
  });

  it("leaves partner A's line as it was", async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/partner/cart', headers: partnerA.headers });
    expect(res.json().items).toMatchObject([{ id: lineId, quantity: 2 }]);
  });
});
