import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, products } from '../../src/db/schema/index.ts';
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

/** docs/product/partner-portal.md: orders are fetched by partner_id. Another partner's order is "not found", untouched. */
let ctx: TestContext;
let partnerA: SignedIn;
let partnerB: SignedIn;
let orderId: string;
let productId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  partnerA = await signInAs(ctx, { role: 'partner' });
  partnerB = await signInAs(ctx, { role: 'partner' });
  const method = await createDeliveryMethod(ctx);
  const product = await createStockedProduct(ctx, { stock: 10 });
  productId = product.id;
  await addToCart(ctx, partnerA, product.id, 2);
  orderId = (await checkout(ctx, partnerA, checkoutBody(method.id))).json().orderId;
}, 60_000);
afterAll(() => ctx.close());

describe("partner B and partner A's order", () => {
  it('does not see it in the list', async () => {
    const res = await call(ctx, partnerB, 'GET', '/api/partner/orders');
    expect(res.json().items).toEqual([]);
  });

  it('gets 404 on the detail and on cancel', async () => {
    for (const [method, url] of [
      ['GET', `/api/partner/orders/${orderId}`],
      ['POST', `/api/partner/orders/${orderId}/cancel`],
    ] as const) {
      const res = await call(ctx, partnerB, method, url);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('Order not found');
    }
  });

  it("leaves partner A's order pending and its stock taken", async () => {
    const [order] = await ctx.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order!.status).toBe('pending');
    const [product] = await ctx.database.db.select().from(products).where(eq(products.id, productId));
    expect(product!.stockQuantity).toBe(8);
  });
});
