import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, signInAs } from '../helpers/factories.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';
import { createProduct } from '../quotes/quote-fixtures.ts';

/** docs/product/partner-portal.md: the wishlist is scoped to user_id. Another partner's row is "not found", untouched. */
let ctx: TestContext;
let partnerA: SignedIn;
let partnerB: SignedIn;
let productId: string;
let rowId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  partnerA = await signInAs(ctx, { role: 'partner' });
  partnerB = await signInAs(ctx, { role: 'partner' });
  productId = (await createProduct(ctx)).id;
  const added = await ctx.app.inject({
    method: 'POST',
    url: '/api/partner/wishlist',
    headers: { ...partnerA.headers, 'content-type': 'application/json' },
    payload: JSON.stringify({ productId }),
  });
  rowId = added.json().items[0].id;
}, 60_000);
afterAll(() => ctx.close());

describe("partner B and partner A's wishlist row", () => {
  it('does not see it', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/partner/wishlist',
      headers: partnerB.headers,
    });
    expect(res.json().items).toEqual([]);
  });

  it('gets 404 deleting it by its id or by its product', async () => {
    for (const url of [`/api/partner/wishlist/${rowId}`, `/api/partner/wishlist/products/${productId}`]) {
      const res = await ctx.app.inject({ method: 'DELETE', url, headers: partnerB.headers });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error.message).toBe('Wishlist item not found');
    }
  });

  it("leaves partner A's row as it was", async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/partner/wishlist',
      headers: partnerA.headers,
    });
    expect(res.json().items).toMatchObject([{ id: rowId, productId }]);
  });
});
