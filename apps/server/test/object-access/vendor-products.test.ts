import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, vendorProducts, vendors } from '../../src/db/schema/index.ts';
import { type SignedIn, signInAs } from '../helpers/factories.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';

/** docs/product/vendor-portal.md: vendor data only for the vendor tied to the signed-in user. B gets 404 for A's offers. */
let ctx: TestContext;
let vendorA: SignedIn;
let vendorB: SignedIn;
let offerId: string;
let productId: string;

const call = (who: SignedIn, method: 'GET' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
  ctx.app.inject({
    method,
    url,
    headers: { ...who.headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });

beforeAll(async () => {
  ctx = await createTestApp();
  vendorA = await signInAs(ctx, { role: 'vendor' });
  vendorB = await signInAs(ctx, { role: 'vendor' });
  const db = ctx.database.db;
  const [a] = await db
    .insert(vendors)
    .values([
      { userId: vendorA.user.id, companyName: 'A Supplies', contactEmail: vendorA.user.email },
      { userId: vendorB.user.id, companyName: 'B Supplies', contactEmail: vendorB.user.email },
    ])
    .returning({ id: vendors.id });
  const [product] = await db
    .insert(products)
    .values({
      name: 'Isolation Streamers',
      slug: `iso-${randomUUID().slice(0, 8)}`,
      price: '5.00',
      category: 'decorations',
    })
    .returning({ id: products.id });
  productId = product!.id;
  const [offer] = await db
    .insert(vendorProducts)
    .values({ vendorId: a!.id, productId, vendorPrice: '2.50' })
    .returning({ id: vendorProducts.id });
  offerId = offer!.id;
}, 60_000);
afterAll(() => ctx.close());

describe("vendor B and vendor A's catalog offer", () => {
  it('does not see it in the list, the figures or the picker', async () => {
    const list = (await call(vendorB, 'GET', '/api/vendor/products')).json();
    expect(list.items).toEqual([]);
    expect(list.stats.totalProducts).toBe(0);
    const picker = (await call(vendorB, 'GET', '/api/vendor/catalogue?search=Isolation')).json();
    expect(picker.items).toEqual([expect.objectContaining({ id: productId, offered: false })]);
  });

  it('gets 404 on edit and on remove', async () => {
    const edit = await call(vendorB, 'PUT', `/api/vendor/products/${offerId}`, {
      vendorPrice: 0.01,
      isAvailable: false,
    });
    expect(edit.statusCode).toBe(404);
    expect(edit.json().error.message).toBe('Catalog product not found');
    expect((await call(vendorB, 'DELETE', `/api/vendor/products/${offerId}`)).statusCode).toBe(404);
  });

  it("leaves vendor A's offer as it was", async () => {
    const [row] = await ctx.database.db.select().from(vendorProducts).where(eq(vendorProducts.id, offerId));
    expect(row).toMatchObject({ vendorPrice: '2.50', isAvailable: true });
    expect((await call(vendorA, 'GET', '/api/vendor/products')).json().items).toHaveLength(1);
  });
});
