import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  campaigns,
  emailOutbox,
  inventoryHistory,
  notifications,
  orders,
  partnerCreditLimits,
  products,
  recentActivity,
} from '../../src/db/schema/index.ts';
import { companyIdOf } from '../../src/domains/companies/company-membership.ts';
import { signInAs } from '../helpers/factories.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';
import {
  addToCart,
  call,
  checkout,
  checkoutBody,
  createDeliveryMethod,
  createStockedProduct,
  giveCredit,
} from './order-fixtures.ts';

let ctx: TestContext;
let standard: { id: string; name: string };
let express: { id: string; name: string };

beforeAll(async () => {
  ctx = await createTestApp();
  express = await createDeliveryMethod(ctx, { name: 'Express Delivery', cost: '19.95', sortOrder: 2 });
  standard = await createDeliveryMethod(ctx, { name: 'Standard Delivery', cost: '9.95', sortOrder: 1 });
  await createDeliveryMethod(ctx, { name: 'Pallet Freight', cost: '89.00', sortOrder: 3, isActive: false });
}, 60_000);
afterAll(() => ctx.close());

const stockOf = async (id: string) =>
  (await ctx.database.db.select({ n: products.stockQuantity }).from(products).where(eq(products.id, id)))[0]!
    .n;
const ordersOf = (partnerId: string) =>
  ctx.database.db.select().from(orders).where(eq(orders.partnerId, partnerId));

describe('checkout and orders', () => {
  it('requires authentication, and the partner role', async () => {
    for (const url of [
      '/api/partner/orders',
      '/api/partner/delivery-methods',
      '/api/partner/checkout/summary',
    ]) {
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
    expect((await ctx.app.inject({ method: 'POST', url: '/api/partner/checkout' })).statusCode).toBe(401);
    const vendor = await signInAs(ctx, { role: 'vendor' });
    expect((await call(ctx, vendor, 'GET', '/api/partner/orders')).statusCode).toBe(403);
  });

  it('offers the active delivery methods in their order, with their cost', async () => {
    const partner = await signInAs(ctx);
    const res = await call(ctx, partner, 'GET', '/api/partner/delivery-methods');
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toMatchObject([
      { name: 'Standard Delivery', cost: 9.95, estimatedDays: '3-5 business days' },
      { name: 'Express Delivery', cost: 19.95 },
    ]);
  });

  it('turns the cart into a pending order with catalogue prices, taking stock and writing everything with it', async () => {
    const partner = await signInAs(ctx, { name: 'Sarah Mitchell' });
    const balloons = await createStockedProduct(ctx, { price: '0.10', stock: 50, name: 'Latex Balloons' });
    const plates = await createStockedProduct(ctx, { price: '12.50', stock: 20, name: 'Gold Plates' });
    await addToCart(ctx, partner, balloons.id, 7);
    await addToCart(ctx, partner, plates.id, 2);

    const summary = await call(
      ctx,
      partner,
      'GET',
      `/api/partner/checkout/summary?deliveryMethodId=${standard.id}`,
    );
    expect(summary.json()).toMatchObject({ subtotal: 25.7, discount: 0, deliveryCost: 9.95, total: 35.65 });

    const res = await checkout(ctx, partner, checkoutBody(standard.id));
    expect(res.statusCode).toBe(201);
    const { orderId, orderNumber, total } = res.json();
    expect(orderNumber).toBe(orderId.slice(0, 8));
    expect(total).toBe(35.65);

    const order = (await call(ctx, partner, 'GET', `/api/partner/orders/${orderId}`)).json();
    expect(order).toMatchObject({
      status: 'pending',
      totalAmount: 35.65,
      deliveryCost: 9.95,
      deliveryMethod: 'Standard Delivery',
      paymentMethod: 'invoice',
      shippingCity: 'Fitzroy',
      shippingState: 'VIC',
      shippingPostalCode: '3065',
      deliveryNotes: 'Leave at the loading dock.',
    });
    expect(
      order.items.map((i: { productName: string; quantity: number; pricePerUnit: number }) => [
        i.productName,
        i.quantity,
        i.pricePerUnit,
      ]),
    ).toEqual([
      ['Gold Plates', 2, 12.5],
      ['Latex Balloons', 7, 0.1],
    ]);

    expect(await stockOf(balloons.id)).toBe(43);
    expect(await stockOf(plates.id)).toBe(18);
    const history = await ctx.database.db
      .select()
      .from(inventoryHistory)
      .where(eq(inventoryHistory.referenceId, orderId));
    expect(history.map((h) => [h.changeType, h.quantityChange, h.newQuantity]).sort()).toEqual(
      [
        ['sale', -2, 18],
        ['sale', -7, 43],
      ].sort(),
    );
    expect((await call(ctx, partner, 'GET', '/api/partner/cart')).json().items).toEqual([]);

    const [mail] = await ctx.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.userId, partner.user.id));
    expect(mail).toMatchObject({ template: 'order_confirmation', toAddress: partner.user.email });
    expect(mail!.subject).toContain(orderNumber);
    const bell = (await call(ctx, partner, 'GET', '/api/notifications')).json();
    expect(bell.items[0]).toMatchObject({
      title: 'Order placed',
      actionUrl: `/partner/orders?order=${orderId}`,
    });
    const activity = await ctx.database.db
      .select()
      .from(recentActivity)
      .where(eq(recentActivity.activityType, 'order_placed'));
    expect(activity.some((a) => a.customerNameAnonymized === 'Sarah M.' && a.location === 'Fitzroy')).toBe(
      true,
    );
  });

  it('lists the partner orders newest first and filters by the status tab', async () => {
    const partner = await signInAs(ctx);
    const product = await createStockedProduct(ctx, { stock: 10 });
    for (const _ of [1, 2]) {
      await addToCart(ctx, partner, product.id, 1);
      expect((await checkout(ctx, partner, checkoutBody(standard.id))).statusCode).toBe(201);
    }
    const [first] = await ordersOf(partner.user.id);
    await call(ctx, partner, 'POST', `/api/partner/orders/${first!.id}/cancel`);

    const all = (await call(ctx, partner, 'GET', '/api/partner/orders')).json().items;
    expect(all).toHaveLength(2);
    expect(new Date(all[0].createdAt) >= new Date(all[1].createdAt)).toBe(true);
    const pending = (await call(ctx, partner, 'GET', '/api/partner/orders?status=pending')).json().items;
    expect(pending).toHaveLength(1);
    expect(pending[0].status).toBe('pending');
    expect((await call(ctx, partner, 'GET', '/api/partner/orders?status=shipped')).json().items).toEqual([]);
    expect((await call(ctx, partner, 'GET', '/api/partner/orders?status=lost')).statusCode).toBe(400);
  });

  it('refuses an unfillable line with a 409 naming the product, and changes nothing', async () => {
    const partner = await signInAs(ctx);
    const plenty = await createStockedProduct(ctx, { stock: 100 });
    const scarce = await createStockedProduct(ctx, { stock: 3, name: 'Unicorn Piñata' });
    await addToCart(ctx, partner, plenty.id, 5);
    await addToCart(ctx, partner, scarce.id, 4);
    const res = await checkout(ctx, partner, checkoutBody(standard.id));
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(
      'Not enough stock of Unicorn Piñata for 4 units. Lower the quantity in your cart or remove it.',
    );
    expect(await stockOf(plenty.id)).toBe(100);
    expect(await stockOf(scarce.id)).toBe(3);
    expect(await ordersOf(partner.user.id)).toEqual([]);
    expect((await call(ctx, partner, 'GET', '/api/partner/cart')).json().items).toHaveLength(2);
  });

  it('refuses an empty cart, an unknown delivery method and a bad address with messages', async () => {
    const partner = await signInAs(ctx);
    const empty = await checkout(ctx, partner, checkoutBody(standard.id));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toMatch(/cart is empty/);

    const product = await createStockedProduct(ctx);
    await addToCart(ctx, partner, product.id, 1);
    const unknown = await checkout(ctx, partner, checkoutBody(randomUUID()));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields.deliveryMethodId).toBe('Choose a delivery method');

    const body = checkoutBody(standard.id);
    const badPostcode = await checkout(ctx, partner, {
      ...body,
      shipping: { ...body.shipping, postalCode: '306' },
    });
    expect(badPostcode.statusCode).toBe(400);
    expect(badPostcode.json().error.fields['shipping.postalCode']).toBe('Postcode must be 4 digits');
    const badState = await checkout(ctx, partner, { ...body, shipping: { ...body.shipping, state: 'XYZ' } });
    expect(badState.json().error.fields['shipping.state']).toBe('Choose a state or territory');
    const sneaky = await checkout(ctx, partner, { ...body, totalAmount: 0.01 });
    expect(sneaky.statusCode).toBe(400);
    expect(await ordersOf(partner.user.id)).toEqual([]);
  });

  it('saves the address to the address book when asked', async () => {
    const partner = await signInAs(ctx);
    const product = await createStockedProduct(ctx);
    await addToCart(ctx, partner, product.id, 1);
    expect((await checkout(ctx, partner, checkoutBody(standard.id, { saveAddress: true }))).statusCode).toBe(
      201,
    );
    const book = (await call(ctx, partner, 'GET', '/api/partner/addresses')).json().items;
    expect(book).toMatchObject([{ address: '12 Smith Street', postalCode: '3065', isDefault: true }]);
  });
});

describe('promo codes', () => {
  it('PARTY20 takes 20% off the goods of a first order, and is refused on the next', async () => {
    const partner = await signInAs(ctx);
    const product = await createStockedProduct(ctx, { price: '10.00' });
    await addToCart(ctx, partner, product.id, 5);
    const preview = await call(
      ctx,
      partner,
      'GET',
      `/api/partner/checkout/summary?deliveryMethodId=${standard.id}&promoCode=party20`,
    );
    expect(preview.json()).toMatchObject({ subtotal: 50, discount: 10, total: 49.95, promoCode: 'PARTY20' });
    const res = await checkout(ctx, partner, checkoutBody(standard.id, { promoCode: 'party20' }));
    expect(res.statusCode).toBe(201);
    const [order] = await ordersOf(partner.user.id);
    expect(order).toMatchObject({ discountAmount: '10.00', totalAmount: '49.95', promoCode: 'PARTY20' });

    await addToCart(ctx, partner, product.id, 1);
    const again = await checkout(ctx, partner, checkoutBody(standard.id, { promoCode: 'PARTY20' }));
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe(
      'PARTY20 is for a first order only, and you have ordered before.',
    );
  });

  it('refuses an unknown code with a clear message', async () => {
    const partner = await signInAs(ctx);
    const product = await createStockedProduct(ctx);
    await addToCart(ctx, partner, product.id, 1);
    const res = await checkout(ctx, partner, checkoutBody(standard.id, { promoCode: 'FREESTUFF' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('The promo code FREESTUFF is not valid. Check it and try again.');
    const summary = await call(ctx, partner, 'GET', '/api/partner/checkout/summary?promoCode=FREESTUFF');
    expect(summary.json()).toMatchObject({
      discount: 0,
      promoCode: null,
      promoError: res.json().error.message,
    });
  });

  it("takes an active campaign's code and counts its use", async () => {
    const code = `SPRING${randomUUID().slice(0, 4).toUpperCase()}`;
    const [campaign] = await ctx.database.db
      .insert(campaigns)
      .values({
        name: 'Spring sale',
        discountType: 'percentage',
        discountValue: '15',
        startDate: new Date(Date.now() - 86_400_000),
        endDate: new Date(Date.now() + 86_400_000),
        status: 'active',
        approvalStatus: 'approved',
        promoCode: code,
      })
      .returning();
    const partner = await signInAs(ctx);
    const product = await createStockedProduct(ctx, { price: '20.00' });
    await addToCart(ctx, partner, product.id, 2);
    const res = await checkout(ctx, partner, checkoutBody(express.id, { promoCode: code.toLowerCase() }));
    expect(res.statusCode).toBe(201);
    expect(res.json().total).toBe(40 - 6 + 19.95);
    const [after] = await ctx.database.db.select().from(campaigns).where(eq(campaigns.id, campaign!.id));
    expect(after!.usageCount).toBe(1);
  });
});

describe('payment on account', () => {
  it('is refused without a credit limit, and beyond the available credit with the amount named', async () => {
    const partner = await signInAs(ctx);
    const product = await createStockedProduct(ctx, { price: '100.00', stock: 10 });
    await addToCart(ctx, partner, product.id, 2);
    const none = await checkout(ctx, partner, checkoutBody(standard.id, { paymentMethod: 'account' }));
    expect(none.statusCode).toBe(409);
    expect(none.json().error.message).toMatch(/needs an approved credit limit/);

    await giveCredit(ctx, partner.user.id, '150.00');
    const over = await checkout(ctx, partner, checkoutBody(standard.id, { paymentMethod: 'account' }));
    expect(over.statusCode).toBe(409);
    expect(over.json().error.message).toContain('Your available credit is $150.00');
    expect(await stockOf(product.id)).toBe(10);
  });

  it('uses the credit and gives it back when the order is cancelled', async () => {
    const partner = await signInAs(ctx);
    await giveCredit(ctx, partner.user.id, '1000.00');
    const product = await createStockedProduct(ctx, { price: '100.00', stock: 10 });
    await addToCart(ctx, partner, product.id, 2);
    const summary = (await call(ctx, partner, 'GET', '/api/partner/checkout/summary')).json();
    expect(summary.credit).toEqual({ available: 1000, status: 'active' });

    const res = await checkout(ctx, partner, checkoutBody(standard.id, { paymentMethod: 'account' }));
    expect(res.statusCode).toBe(201);
    const credit = async () =>
      (
        await ctx.database.db
          .select()
          .from(partnerCreditLimits)
          .where(eq(partnerCreditLimits.companyId, companyIdOf(partner.user.id)))
      )[0]!;
    expect((await credit()).usedAmount).toBe('209.95');

    const cancel = await call(ctx, partner, 'POST', `/api/partner/orders/${res.json().orderId}/cancel`);
    expect(cancel.statusCode).toBe(200);
    expect((await credit()).usedAmount).toBe('0.00');
  });
});

describe('cancelling', () => {
  it('cancels a pending order: stock back, audit entry with old and new status, notification', async () => {
    const partner = await signInAs(ctx);
    const product = await createStockedProduct(ctx, { stock: 12 });
    await addToCart(ctx, partner, product.id, 5);
    const { orderId } = (await checkout(ctx, partner, checkoutBody(standard.id))).json();
    expect(await stockOf(product.id)).toBe(7);

    const res = await call(ctx, partner, 'POST', `/api/partner/orders/${orderId}/cancel`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'cancelled' });
    expect(res.json().cancelledAt).not.toBeNull();
    expect(await stockOf(product.id)).toBe(12);
    const returned = await ctx.database.db
      .select()
      .from(inventoryHistory)
      .where(and(eq(inventoryHistory.referenceId, orderId), eq(inventoryHistory.changeType, 'return')));
    expect(returned).toMatchObject([{ quantityChange: 5, previousQuantity: 7, newQuantity: 12 }]);
    const [audit] = await ctx.database.db.select().from(auditLog).where(eq(auditLog.entityId, orderId));
    expect(audit).toMatchObject({
      actorId: partner.user.id,
      action: 'order.status_changed',
      oldValues: { status: 'pending' },
      newValues: { status: 'cancelled' },
    });
    const bell = (await call(ctx, partner, 'GET', '/api/notifications')).json();
    expect(bell.items[0].title).toBe('Order cancelled');
  });

  it('refuses to cancel an order that is not pending (409) and changes nothing', async () => {
    const partner = await signInAs(ctx);
    const product = await createStockedProduct(ctx, { stock: 20 });
    await addToCart(ctx, partner, product.id, 2);
    const { orderId } = (await checkout(ctx, partner, checkoutBody(standard.id))).json();
    await ctx.database.db.update(orders).set({ status: 'shipped' }).where(eq(orders.id, orderId));
    const res = await call(ctx, partner, 'POST', `/api/partner/orders/${orderId}/cancel`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toMatch(/Only pending orders can be cancelled/);
    expect(await stockOf(product.id)).toBe(18);

    await ctx.database.db.update(orders).set({ status: 'pending' }).where(eq(orders.id, orderId));
    await call(ctx, partner, 'POST', `/api/partner/orders/${orderId}/cancel`);
    const twice = await call(ctx, partner, 'POST', `/api/partner/orders/${orderId}/cancel`);
    expect(twice.statusCode).toBe(409);
    expect(await stockOf(product.id)).toBe(20);
  });
});

describe('low stock', () => {
  it('tells product managers when an order takes a product to the low-stock level', async () => {
    const manager = await signInAs(ctx, { role: 'associate', associateRole: 'product_management' });
    const sales = await signInAs(ctx, { role: 'associate', associateRole: 'sales' });
    const partner = await signInAs(ctx);
    const product = await createStockedProduct(ctx, { stock: 14, name: 'Silver Streamers' });
    await addToCart(ctx, partner, product.id, 4);
    expect((await checkout(ctx, partner, checkoutBody(standard.id))).statusCode).toBe(201);

    const alerts = await ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, manager.user.id));
    expect(alerts).toMatchObject([{ type: 'warning', title: 'Low Stock Alert: Silver Streamers' }]);
    expect(alerts[0]!.message).toBe('Silver Streamers has 10 units left.');
    const mails = await ctx.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.userId, manager.user.id));
    expect(mails.map((m) => m.template)).toEqual(['low_stock_alert']);
    expect(
      await ctx.database.db.select().from(notifications).where(eq(notifications.userId, sales.user.id)),
    ).toEqual([]);
  });
});

describe('reliability', () => {
  it('50 concurrent checkouts for the last 10 units make exactly 10 orders and stock 0', async () => {
    const product = await createStockedProduct(ctx, { stock: 10, name: 'Last Piñatas' });
    const buyers = await Promise.all(Array.from({ length: 50 }, () => signInAs(ctx)));
    for (const buyer of buyers) await addToCart(ctx, buyer, product.id, 1);

    const results = await Promise.all(buyers.map((buyer) => checkout(ctx, buyer, checkoutBody(standard.id))));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(10);
    expect(codes.filter((c) => c === 409)).toHaveLength(40);
    for (const r of results.filter((x) => x.statusCode === 409))
      expect(r.json().error.message).toContain('Last Piñatas');
    expect(await stockOf(product.id)).toBe(0);

    const placed = await ctx.database.db
      .select({ id: orders.id })
      .from(orders)
      .innerJoin(inventoryHistory, eq(inventoryHistory.referenceId, orders.id))
      .where(eq(inventoryHistory.productId, product.id));
    expect(placed).toHaveLength(10);
    const history = await ctx.database.db
      .select()
      .from(inventoryHistory)
      .where(eq(inventoryHistory.productId, product.id));
    expect(history.every((h) => h.newQuantity >= 0)).toBe(true);
  }, 120_000);

  it('the same Idempotency-Key sent 20 times at once makes one order', async () => {
    const partner = await signInAs(ctx);
    const product = await createStockedProduct(ctx, { stock: 100 });
    await addToCart(ctx, partner, product.id, 3);
    const key = randomUUID();
    const body = checkoutBody(standard.id);
    const results = await Promise.all(Array.from({ length: 20 }, () => checkout(ctx, partner, body, key)));
    const created = results.filter((r) => r.statusCode === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    // Copies that arrive while the first is running are told so (409); none makes a second order.
    expect(results.every((r) => r.statusCode === 201 || r.statusCode === 409)).toBe(true);
    expect(new Set(created.map((r) => r.json().orderId)).size).toBe(1);
    expect(await ordersOf(partner.user.id)).toHaveLength(1);
    expect(await stockOf(product.id)).toBe(97);

    const retry = await checkout(ctx, partner, body, key);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json().orderId).toBe(created[0]!.json().orderId);
  }, 60_000);

  it('a used key replays its order even with a full cart again, and refuses another body (422), making no order', async () => {
    const partner = await signInAs(ctx);
    const product = await createStockedProduct(ctx, { stock: 100 });
    await addToCart(ctx, partner, product.id, 2);
    const key = randomUUID();
    const body = checkoutBody(standard.id);
    const first = await checkout(ctx, partner, body, key);
    expect(first.statusCode, first.body).toBe(201);

    await addToCart(ctx, partner, product.id, 5);
    const again = await checkout(ctx, partner, body, key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());

    const other = await checkout(ctx, partner, { ...body, deliveryNotes: 'Leave at the back door' }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json().error.message).toBe(
      'This Idempotency-Key was already used with a different request body.',
    );

    // One order; the refilled cart and its stock untouched by the replay and the refusal.
    expect(await ordersOf(partner.user.id)).toHaveLength(1);
    expect(await stockOf(product.id)).toBe(98);
    const cart = await call(ctx, partner, 'GET', '/api/partner/cart');
    expect(cart.json().items.map((i: { quantity: number }) => i.quantity)).toEqual([5]);

    // A new key places the refilled cart.
    const next = await checkout(ctx, partner, body, randomUUID());
    expect(next.statusCode, next.body).toBe(201);
    expect(next.json().orderId).not.toBe(first.json().orderId);
    expect(await stockOf(product.id)).toBe(93);
  });

  it('a failed checkout leaves its key unused: the retry after the fix places the order', async () => {
    const partner = await signInAs(ctx);
    const product = await createStockedProduct(ctx, { stock: 1 });
    await addToCart(ctx, partner, product.id, 1);
    const key = randomUUID();
    const body = checkoutBody(standard.id);
    const refused = await checkout(ctx, partner, { ...body, deliveryMethodId: randomUUID() }, key);
    expect(refused.statusCode).toBe(400);
    const placed = await checkout(ctx, partner, body, randomUUID());
    expect(placed.statusCode, placed.body).toBe(201);
    // The refused body's key was never stored: the same request again is refused again, not replayed.
    const again = await checkout(ctx, partner, { ...body, deliveryMethodId: randomUUID() }, key);
    expect(again.statusCode).toBe(400);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
  });
});
