import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, signInAs } from '../helpers/factories.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';
import { createProduct } from '../quotes/quote-fixtures.ts';

let ctx: TestContext;
let partner: SignedIn;
let balloons: { id: string; name: string };
let plates: { id: string; name: string };

beforeAll(async () => {
  ctx = await createTestApp();
  partner = await signInAs(ctx, { role: 'partner' });
  balloons = await createProduct(ctx, '14.95', 'Latex Balloons');
  plates = await createProduct(ctx, '5.50', 'Paper Plates');
}, 60_000);
afterAll(() => ctx.close());

const call = (who: SignedIn | null, method: 'GET' | 'POST' | 'DELETE', url: string, body?: unknown) =>
  ctx.app.inject({
    method,
    url,
    headers: { ...(who?.headers ?? {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { payload: JSON.stringify(body) } : {}),
  });

describe('partner wishlist', () => {
  it('requires authentication', async () => {
    expect((await call(null, 'GET', '/api/partner/wishlist')).statusCode).toBe(401);
    const vendor = await signInAs(ctx, { role: 'vendor' });
    expect((await call(vendor, 'GET', '/api/partner/wishlist')).statusCode).toBe(403);
  });

  it('starts empty', async () => {
    expect((await call(partner, 'GET', '/api/partner/wishlist')).json()).toEqual({ items: [] });
  });

  it('saves products and lists them newest first with the joined product', async () => {
    const first = await call(partner, 'POST', '/api/partner/wishlist', { productId: balloons.id });
    expect(first.statusCode).toBe(201);
    await call(partner, 'POST', '/api/partner/wishlist', { productId: plates.id });
    const list = (await call(partner, 'GET', '/api/partner/wishlist')).json();
    expect(list.items.map((i: { product: { name: string } }) => i.product.name)).toEqual([
      'Paper Plates',
      'Latex Balloons',
    ]);
    expect(list.items[1]).toMatchObject({
      productId: balloons.id,
      addedAt: expect.any(String),
      product: { id: balloons.id, name: 'Latex Balloons', price: 14.95, category: 'balloons' },
    });
  });

  it("answers a second save of the same product with 409 'This item is already in your wishlist'", async () => {
    const res = await call(partner, 'POST', '/api/partner/wishlist', { productId: balloons.id });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('This item is already in your wishlist');
    expect((await call(partner, 'GET', '/api/partner/wishlist')).json().items).toHaveLength(2);
  });

  it('refuses an unknown product and bad input with a clear message', async () => {
    const unknown = await call(partner, 'POST', '/api/partner/wishlist', { productId: randomUUID() });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('Product not found');
    const bad = await call(partner, 'POST', '/api/partner/wishlist', { productId: 'balloons' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.productId).toBe('Choose a product from the catalogue');
  });

  it('removes by wishlist id and by product id; a second removal is 404', async () => {
    const list = (await call(partner, 'GET', '/api/partner/wishlist')).json();
    const platesRow = list.items.find((i: { productId: string }) => i.productId === plates.id);
    const byId = await call(partner, 'DELETE', `/api/partner/wishlist/${platesRow.id}`);
    expect(byId.statusCode).toBe(200);
    expect(byId.json().items.map((i: { productId: string }) => i.productId)).toEqual([balloons.id]);

    const byProduct = await call(partner, 'DELETE', `/api/partner/wishlist/products/${balloons.id}`);
    expect(byProduct.statusCode).toBe(200);
    expect(byProduct.json()).toEqual({ items: [] });

    const again = await call(partner, 'DELETE', `/api/partner/wishlist/${platesRow.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe('Wishlist item not found');
  });
});
