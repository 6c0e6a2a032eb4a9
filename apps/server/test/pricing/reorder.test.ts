import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCompanyMember, companyOf } from '../helpers/companies.ts';
import { callAs, type SignedIn, signInAs } from '../helpers/factories.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';
import { checkout, checkoutBody, createDeliveryMethod } from '../orders/order-fixtures.ts';
import { createWholesaleProduct } from './pricing-fixtures.ts';

// docs/product/wholesale-buying.md, "Order again": a past order's lines into the cart at today's
// prices, saying what changed; the order must be the caller's company's.

let ctx: TestContext;
let owner: SignedIn;
let company: string;
let methodId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await signInAs(ctx, { role: 'partner' });
  company = await companyOf(ctx, owner.user.id);
  methodId = (await createDeliveryMethod(ctx, { cost: '9.95' })).id;
}, 60_000);
afterAll(() => ctx.close());

const reorder = (who: SignedIn, orderId: string) =>
  callAs(ctx, who, 'POST', `/api/partner/orders/${orderId}/reorder`);
const cartOf = async (who: SignedIn) => (await callAs(ctx, who, 'GET', '/api/partner/cart')).json();
const run = (statement: ReturnType<typeof sql>) => ctx.database.db.execute(statement);

/** An order placed through checkout by `who`, holding these products and quantities; the cart is then empty. */
async function placeOrder(who: SignedIn, lines: { id: string; quantity: number }[]): Promise<string> {
  for (const line of lines) {
    const added = await callAs(ctx, who, 'POST', '/api/partner/cart/items', {
      productId: line.id,
      quantity: line.quantity,
    });
    expect(added.statusCode, added.body).toBe(201);
  }
  const placed = await checkout(ctx, who, checkoutBody(methodId));
  expect(placed.statusCode, placed.body).toBe(201);
  return placed.json().orderId;
}

describe('order again', () => {
  it('requires authentication, a role that may shop, and an order of the caller company', async () => {
    const product = await createWholesaleProduct(ctx, { price: '1.00' });
    const orderId = await placeOrder(owner, [{ id: product.id, quantity: 2 }]);
    const anonymous = await ctx.app.inject({ method: 'POST', url: `/api/partner/orders/${orderId}/reorder` });
    expect(anonymous.statusCode).toBe(401);
    const viewer = await addCompanyMember(ctx, company, { role: 'viewer' });
    const refused = await reorder(viewer, orderId);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toMatch(/\(viewer\) doesn't allow this\.$/);
    // Another company's order is not found, and their cart is left as it was.
    const stranger = await signInAs(ctx, { role: 'partner' });
    const foreign = await reorder(stranger, orderId);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.message).toBe('Order not found');
    expect((await cartOf(stranger)).items).toEqual([]);
    // A buyer sees only their own orders, so orders only those again.
    const buyer = await addCompanyMember(ctx, company, { role: 'buyer' });
    expect((await reorder(buyer, orderId)).statusCode).toBe(404);
    const approver = await addCompanyMember(ctx, company, { role: 'approver' });
    const mine = await reorder(approver, orderId);
    expect(mine.statusCode, mine.body).toBe(200);
    expect((await cartOf(approver)).items).toMatchObject([{ productId: product.id, quantity: 2 }]);
  });

  it("adds the lines at today's prices and says what changed: price, stock, pack size, gone", async () => {
    const kept = await createWholesaleProduct(ctx, { price: '2.00', name: 'Kept Streamers' });
    const dearer = await createWholesaleProduct(ctx, { price: '4.95', name: 'Gold Plates' });
    const scarce = await createWholesaleProduct(ctx, { price: '1.00', name: 'Party Hats', stock: 100 });
    const packed = await createWholesaleProduct(ctx, { price: '0.50', name: 'Balloons' });
    const gone = await createWholesaleProduct(ctx, { price: '3.00', name: 'Old Confetti' });
    const orderId = await placeOrder(owner, [
      { id: kept.id, quantity: 3 },
      { id: dearer.id, quantity: 2 },
      { id: scarce.id, quantity: 12 },
      { id: packed.id, quantity: 10 },
      { id: gone.id, quantity: 1 },
    ]);
    await run(sql`update products set price = '4.50' where id = ${dearer.id}`);
    await run(sql`update products set stock_quantity = 8 where id = ${scarce.id}`);
    await run(sql`update products set pack_size = 12, min_order_qty = 12 where id = ${packed.id}`);
    await run(
      sql`insert into product_price_tiers (product_id, min_quantity, unit_price) values (${packed.id}, 12, '0.45')`,
    );
    await run(sql`delete from products where id = ${gone.id}`);

    const res = await reorder(owner, orderId);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const byName = new Map(body.lines.map((l: { name: string }) => [l.name, l]));
    expect(byName.get('Kept Streamers')).toMatchObject({
      status: 'added',
      orderedQuantity: 3,
      quantity: 3,
      message: null,
      unitPrice: 2,
      previousUnitPrice: 2,
    });
    expect(byName.get('Gold Plates')).toMatchObject({
      status: 'price_changed',
      quantity: 2,
      message: 'Now $4.50 (was $4.95)',
      unitPrice: 4.5,
    });
    expect(byName.get('Party Hats')).toMatchObject({
      status: 'short_stock',
      orderedQuantity: 12,
      quantity: 8,
      message: 'Only 8 in stock: added 8 of 12',
    });
    // Rounded up to the new pack size, which reaches a break: a new price too.
    expect(byName.get('Balloons')).toMatchObject({
      status: 'quantity_adjusted',
      orderedQuantity: 10,
      quantity: 12,
      message: 'Rounded up to 12: the minimum order is 12. Now $0.45 (was $0.50)',
      unitPrice: 0.45,
    });
    expect(byName.get(gone.name)).toMatchObject({
      productId: null,
      status: 'not_sold',
      quantity: 0,
      message: 'No longer sold',
      unitPrice: null,
    });
    expect(body.added).toBe(4);
    expect(body.summary).toBe(
      'Added 4 lines. 2 prices changed, 1 quantity was rounded up to its pack size, 1 line is short of stock (added 8 of 12), 1 product is no longer sold.',
    );
    const cart = await cartOf(owner);
    expect(cart).toEqual(body.cart);
    expect(
      Object.fromEntries(cart.items.map((l: { name: string; quantity: number }) => [l.name, l.quantity])),
    ).toEqual({ 'Kept Streamers': 3, 'Gold Plates': 2, 'Party Hats': 8, Balloons: 12 });

    // Again: the quantities add to the lines already in the cart, and nothing is refused.
    const again = await reorder(owner, orderId);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().cart.items.find((l: { name: string }) => l.name === 'Balloons').quantity).toBe(24);
  });

  it('adds nothing and says so when no product is still sold', async () => {
    const fresh = await signInAs(ctx, { role: 'partner' });
    const product = await createWholesaleProduct(ctx, { price: '1.00', name: 'Discontinued Hats' });
    const orderId = await placeOrder(fresh, [{ id: product.id, quantity: 5 }]);
    await run(sql`update products set stock_quantity = 0 where id = ${product.id}`);
    const res = await reorder(fresh, orderId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      added: 0,
      summary: 'Nothing could be added to your cart. 1 line is short of stock (none added).',
      lines: [{ status: 'short_stock', quantity: 0, message: 'Out of stock: not added' }],
      cart: { items: [] },
    });
  });
});
