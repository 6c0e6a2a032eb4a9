import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, signInAs } from '../helpers/factories.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';
import { createProduct } from '../quotes/quote-fixtures.ts';

let ctx: TestContext;
let alice: SignedIn;
let bob: SignedIn;
let carol: SignedIn;
let product: { id: string };

beforeAll(async () => {
  ctx = await createTestApp();
  [alice, bob, carol] = await Promise.all([
    signInAs(ctx, { role: 'partner', name: 'Alice Hart' }),
    signInAs(ctx, { role: 'partner' }),
    signInAs(ctx, { role: 'partner' }),
  ]);
  product = await createProduct(ctx, '14.95', 'Latex Balloons 30cm');
}, 60_000);
afterAll(() => ctx.close());

const reviewsUrl = (id: string) => `/api/partner/products/${id}/reviews`;
const call = (who: SignedIn | null, method: 'GET' | 'POST', url: string, body?: unknown) =>
  ctx.app.inject({
    method,
    url,
    headers: { ...(who?.headers ?? {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { payload: JSON.stringify(body) } : {}),
  });

describe('product reviews in the partner shop', () => {
  it('requires authentication', async () => {
    expect((await call(null, 'GET', reviewsUrl(product.id))).statusCode).toBe(401);
    const res = await call(null, 'POST', reviewsUrl(product.id), { title: 'Great', comment: 'Lovely' });
    expect([401, 403]).toContain(res.statusCode);
  });

  it('starts with no reviews, an average of 0 and a count of 0', async () => {
    const res = await call(alice, 'GET', reviewsUrl(product.id));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ items: [], averageRating: 0, reviewCount: 0, reviewedByMe: false });
  });

  it("adds a review with rating 5 by default, shown as 'Anonymous'", async () => {
    const res = await call(alice, 'POST', reviewsUrl(product.id), {
      title: '  Bright colours ',
      comment: 'Held their float all night.',
    });
    expect(res.statusCode).toBe(201);
    const review = res.json();
    expect(review).toMatchObject({
      rating: 5,
      title: 'Bright colours',
      comment: 'Held their float all night.',
      reviewerName: 'Anonymous',
      mine: true,
    });
    expect(JSON.stringify(review)).not.toContain('Alice');
    expect(JSON.stringify(review)).not.toContain(alice.user.id);
  });

  it("refuses blank fields with 'Please fill in all review fields' and a rating outside 1 to 5", async () => {
    for (const body of [
      { title: '   ', comment: 'Fine' },
      { title: 'Fine', comment: '' },
      { title: 'Fine' },
    ]) {
      const res = await call(bob, 'POST', reviewsUrl(product.id), body);
      expect(res.statusCode).toBe(400);
      expect(Object.values(res.json().error.fields)).toContain('Please fill in all review fields');
    }
    for (const rating of [0, 6, 4.5]) {
      const res = await call(bob, 'POST', reviewsUrl(product.id), { rating, title: 'Ok', comment: 'Ok' });
      expect(res.statusCode, String(rating)).toBe(400);
      expect(res.json().error.fields.rating).toMatch(/1 to 5/);
    }
    expect((await call(bob, 'GET', reviewsUrl(product.id))).json().reviewCount).toBe(1);
  });

  it('takes one review per partner per product: a second is a 409 saying so', async () => {
    const res = await call(alice, 'POST', reviewsUrl(product.id), {
      rating: 1,
      title: 'Again',
      comment: 'Again',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toMatch(/already reviewed this product/);
    const list = (await call(alice, 'GET', reviewsUrl(product.id))).json();
    expect(list.items.map((r: { title: string }) => r.title)).toEqual(['Bright colours']);
  });

  it('lists newest first with the count and the average rounded to one decimal', async () => {
    await call(bob, 'POST', reviewsUrl(product.id), {
      rating: 4,
      title: 'Good value',
      comment: 'Bulk pack.',
    });
    await call(carol, 'POST', reviewsUrl(product.id), {
      rating: 4,
      title: 'Solid',
      comment: 'As described.',
    });
    const asBob = (await call(bob, 'GET', reviewsUrl(product.id))).json();
    expect(asBob.items.map((r: { title: string }) => r.title)).toEqual([
      'Solid',
      'Good value',
      'Bright colours',
    ]);
    // (5 + 4 + 4) / 3 = 4.333…
    expect(asBob.averageRating).toBe(4.3);
    expect(asBob.reviewCount).toBe(3);
    expect(asBob.reviewedByMe).toBe(true);
    expect(asBob.items.map((r: { mine: boolean }) => r.mine)).toEqual([false, true, false]);
    expect(new Set(asBob.items.map((r: { reviewerName: string }) => r.reviewerName))).toEqual(
      new Set(['Anonymous']),
    );

    const stranger = await signInAs(ctx, { role: 'partner' });
    expect((await call(stranger, 'GET', reviewsUrl(product.id))).json().reviewedByMe).toBe(false);
  });

  it("answers 'Product not found' for a product the catalogue does not hold", async () => {
    for (const id of [randomUUID(), 'nope']) {
      const res = await call(alice, 'POST', reviewsUrl(id), { title: 'Hi', comment: 'There' });
      expect(res.statusCode, id).toBe(404);
      expect(res.json().error.message).toBe('Product not found');
    }
  });
});
