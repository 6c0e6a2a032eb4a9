import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyCheckedOutLines } from '../../src/domains/cart/empty-checked-out-lines.ts';
import { WriteBatch } from '../../src/lib/write-batch.ts';
import { type SignedIn, signInAs } from '../helpers/factories.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';
import { createProduct } from '../quotes/quote-fixtures.ts';

let ctx: TestContext;
let partner: SignedIn;
let balloons: { id: string; name: string; price: string };
let plates: { id: string; name: string; price: string };

beforeAll(async () => {
  ctx = await createTestApp();
  partner = await signInAs(ctx, { role: 'partner' });
  balloons = await createProduct(ctx, '0.10', 'Latex Balloons');
  plates = await createProduct(ctx, '0.20', 'Paper Plates');
}, 60_000);
afterAll(() => ctx.close());

const call = (who: SignedIn, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown) =>
  ctx.app.inject({
    method,
    url,
    headers: { ...who.headers, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { payload: JSON.stringify(body) } : {}),
  });

describe('partner cart', () => {
  it('starts empty', async () => {
    const fresh = await signInAs(ctx, { role: 'partner' });
    const res = await call(fresh, 'GET', '/api/partner/cart');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ items: [], itemCount: 0, subtotal: 0 });
  });

  it('adds by 1 by default and sums with the line already there', async () => {
    const first = await call(partner, 'POST', '/api/partner/cart/items', { productId: balloons.id });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ merged: false, line: { quantity: 1, name: 'Latex Balloons' } });

    const again = await call(partner, 'POST', '/api/partner/cart/items', {
      productId: balloons.id,
      quantity: 4,
    });
    expect(again.json()).toMatchObject({ merged: true, line: { quantity: 5, lineTotal: 0.5 } });

    await call(partner, 'POST', '/api/partner/cart/items', { productId: plates.id, quantity: 1 });
    const cart = (await call(partner, 'GET', '/api/partner/cart')).json();
    expect(cart.items.map((i: { name: string }) => i.name)).toEqual(['Latex Balloons', 'Paper Plates']);
    expect(cart.itemCount).toBe(6);
    // Summed in cents: 5 × 0.10 + 0.20 is 0.70, not 0.7000000000000001.
    expect(cart.subtotal).toBe(0.7);
  });

  it('keeps one line when the same product is added at once from two tabs', async () => {
    const buyer = await signInAs(ctx, { role: 'partner' });
    await Promise.all(
      Array.from({ length: 8 }, () =>
        call(buyer, 'POST', '/api/partner/cart/items', { productId: plates.id }),
      ),
    );
    const cart = (await call(buyer, 'GET', '/api/partner/cart')).json();
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0].quantity).toBe(8);
  });

  it('reads the price from the catalogue, whatever the request says', async () => {
    const buyer = await signInAs(ctx, { role: 'partner' });
    const res = await call(buyer, 'POST', '/api/partner/cart/items', { productId: plates.id, price: 0.01 });
    expect(res.json().line.price).toBe(0.2);
  });

  it('sets and removes a line', async () => {
    const cart = (await call(partner, 'GET', '/api/partner/cart')).json();
    const line = cart.items[0];
    const updated = await call(partner, 'PATCH', `/api/partner/cart/items/${line.id}`, { quantity: 12 });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().items[0].quantity).toBe(12);

    const removed = await call(partner, 'DELETE', `/api/partner/cart/items/${line.id}`);
    expect(removed.json().items.map((i: { name: string }) => i.name)).toEqual(['Paper Plates']);
  });

  it('refuses bad input with a message and changes nothing', async () => {
    const before = (await call(partner, 'GET', '/api/partner/cart')).json();
    const zero = await call(partner, 'POST', '/api/partner/cart/items', {
      productId: plates.id,
      quantity: 0,
    });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().error.fields.quantity).toBe('Quantity must be at least 1');

    const unknown = await call(partner, 'POST', '/api/partner/cart/items', { productId: randomUUID() });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('Product not found');

    const tooMany = await call(partner, 'POST', '/api/partner/cart/items', {
      productId: plates.id,
      quantity: 9999,
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.message).toMatch(/at most 9,999 units/);

    expect((await call(partner, 'GET', '/api/partner/cart')).json()).toEqual(before);
  });

  it('empties the lines a checkout took, inside its transaction, and leaves the others', async () => {
    const buyer = await signInAs(ctx, { role: 'partner' });
    await call(buyer, 'POST', '/api/partner/cart/items', { productId: balloons.id, quantity: 3 });
    await call(buyer, 'POST', '/api/partner/cart/items', { productId: plates.id, quantity: 1 });
    const cart = (await call(buyer, 'GET', '/api/partner/cart')).json();
    const taken = cart.items.find((i: { productId: string }) => i.productId === balloons.id);

    // Rolled back with its transaction: nothing emptied.
    await expect(
      ctx.database.db.transaction(async (tx) => {
        const batch = new WriteBatch();
        emptyCheckedOutLines(batch, buyer.user.id, [taken.id]);
        await batch.run(tx);
        throw new Error('the order failed');
      }),
    ).rejects.toThrow('the order failed');
    expect((await call(buyer, 'GET', '/api/partner/cart')).json().items).toHaveLength(2);

    await ctx.database.db.transaction(async (tx) => {
      const batch = new WriteBatch();
      emptyCheckedOutLines(batch, buyer.user.id, [taken.id]);
      await batch.run(tx);
    });
    const after = (await call(buyer, 'GET', '/api/partner/cart')).json().items;
    expect(after.map((i: { productId: string }) => i.productId)).toEqual([plates.id]);
  });
});
