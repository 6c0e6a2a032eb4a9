import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../src/db/schema/index.ts';
import { publishStockChange } from '../../src/domains/inventory/publish-stock-change.ts';
import { createNotification } from '../../src/domains/notifications/create-notification.ts';
import { type SignedIn, signInAs } from '../helpers/factories.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';
import {
  addToCart,
  checkout,
  checkoutBody,
  createDeliveryMethod,
  createStockedProduct,
} from '../orders/order-fixtures.ts';
import { type EventStream, openEventStream } from '../platform/sse-client.ts';

let ctx: TestContext;
let baseUrl: string;
let partner: SignedIn;
let productId: string;
const streams: EventStream[] = [];

beforeAll(async () => {
  ctx = await createTestApp();
  baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  partner = await signInAs(ctx, { role: 'partner' });
  const [row] = await ctx.database.db
    .insert(products)
    .values({
      name: 'Helium Tank',
      slug: 'helium-tank',
      price: '59.00',
      category: 'balloons',
      stockQuantity: 12,
    })
    .returning({ id: products.id });
  productId = row!.id;
});
afterAll(async () => {
  for (const s of streams) s.close();
  await ctx.close();
});

async function open(cookie: string) {
  const stream = await openEventStream(baseUrl, cookie);
  streams.push(stream);
  return stream;
}

/** What checkout does: change the stock and publish the change in one transaction. */
const sellOne = () =>
  ctx.database.db.transaction(async (tx) => {
    const [row] = await tx
      .update(products)
      .set({ stockQuantity: sql`${products.stockQuantity} - 1` })
      .where(sql`${products.id} = ${productId}`)
      .returning({ stockQuantity: products.stockQuantity });
    await publishStockChange(tx, { productId, stockQuantity: row!.stockQuantity });
    return row!.stockQuantity;
  });

describe('live stock (product.stock on /api/events)', () => {
  it('reaches an anonymous visitor and a signed-in partner with the new stock', async () => {
    const visitor = await open('');
    const signedIn = await open(partner.cookie);
    expect(visitor.status).toBe(200);
    const left = await sellOne();
    expect(left).toBe(11);
    for (const stream of [visitor, signedIn]) {
      const event = await stream.waitFor((e) => e.event === 'product.stock');
      expect(event.data).toEqual({ productId, stockQuantity: 11 });
    }
  });

  it("never gives an anonymous visitor a user's own events", async () => {
    const visitor = await open('');
    const own = await open(partner.cookie);
    await ctx.database.db.transaction((tx) =>
      createNotification(tx, { userId: partner.user.id, title: 'Order shipped', message: 'On its way' }),
    );
    await sellOne();
    await own.waitFor((e) => e.event === 'notification.created');
    await visitor.waitFor((e) => e.event === 'product.stock');
    // The notification was published first: had it been sent to the visitor it would be here.
    expect(visitor.events.map((e) => e.event)).toEqual(['product.stock']);
    expect(visitor.raw()).not.toContain('Order shipped');
  });

  it('sends nothing when the stock change rolls back', async () => {
    const visitor = await open('');
    await ctx.database.db
      .transaction(async (tx) => {
        await publishStockChange(tx, { productId, stockQuantity: 0 });
        throw new Error('payment failed');
      })
      .catch(() => {});
    await sellOne();
    const event = await visitor.waitFor((e) => e.event === 'product.stock');
    expect(visitor.events).toHaveLength(1);
    expect(event.data).toEqual({ productId, stockQuantity: 9 });
  });

  it('an add to cart and a checkout tell the buyer, staff and every page, once each, after commit', async () => {
    const buyer = await signInAs(ctx, { role: 'partner' });
    const staff = await signInAs(ctx, { role: 'associate', associateRole: 'sales' });
    const method = await createDeliveryMethod(ctx);
    const product = await createStockedProduct(ctx, { stock: 40, name: 'Party Poppers' });
    const own = await open(buyer.cookie);
    const desk = await open(staff.cookie);
    const visitor = await open('');

    await addToCart(ctx, buyer, product.id, 3);
    await own.waitFor((e) => e.event === 'cart.changed');
    const res = await checkout(ctx, buyer, checkoutBody(method.id));
    expect(res.statusCode).toBe(201);
    const { orderId } = res.json();

    const stock = await visitor.waitFor((e) => e.event === 'product.stock');
    expect(stock.data).toEqual({ productId: product.id, stockQuantity: 37 });
    const placed = await desk.waitFor((e) => e.event === 'order.changed');
    expect(placed.data).toEqual({ orderId, status: 'pending' });
    const notified = await own.waitFor((e) => e.event === 'notification.created');
    expect(notified.data).toMatchObject({ title: 'Order placed', read: false, type: 'success' });
    await own.waitFor((e) => e.event === 'order.changed');
    await own.waitFor((e) => e.event === 'product.stock');
    // The buyer hears: the add's cart change, then the checkout's emptied cart, notification,
    // order and stock, each once.
    expect(own.events.map((e) => e.event).sort()).toEqual(
      ['cart.changed', 'cart.changed', 'notification.created', 'order.changed', 'product.stock'].sort(),
    );
    expect(visitor.events.map((e) => e.event)).toEqual(['product.stock']);
  });
});
