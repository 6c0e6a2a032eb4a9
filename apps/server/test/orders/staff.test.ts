import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  companies,
  inventoryHistory,
  notifications,
  orderItems,
  orders,
  partnerCreditLimits,
  products,
  profiles,
  tasks,
} from '../../src/db/schema/index.ts';
import { companyIdOf } from '../../src/domains/companies/company-membership.ts';
import { type SignedIn, signInAs } from '../helpers/factories.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';
import {
  addToCart,
  call,
  checkout,
  checkoutBody,
  createDeliveryMethod,
  giveCredit,
} from './order-fixtures.ts';
import { placeOrderFor, setStatus } from './staff-fixtures.ts';

let ctx: TestContext;
let standard: { id: string };
let express: { id: string };
let retired: { id: string };
let sales: SignedIn;

beforeAll(async () => {
  ctx = await createTestApp();
  standard = await createDeliveryMethod(ctx, { name: 'Standard Delivery', cost: '9.95', sortOrder: 1 });
  express = await createDeliveryMethod(ctx, { name: 'Express Delivery', cost: '19.95', sortOrder: 2 });
  retired = await createDeliveryMethod(ctx, { name: 'Pallet Freight', cost: '89.00', isActive: false });
  sales = await signInAs(ctx, { role: 'associate', associateRole: 'sales' });
}, 60_000);
afterAll(() => ctx.close());

const db = () => ctx.database.db;
const stockOf = async (id: string) =>
  (await db().select({ n: products.stockQuantity }).from(products).where(eq(products.id, id)))[0]!.n;
/** The loyalty points of the partner's company (they are the company's: docs/product/company-accounts.md). */
const pointsOf = async (id: string) =>
  (
    await db()
      .select({ p: companies.loyaltyPoints })
      .from(companies)
      .where(eq(companies.id, companyIdOf(id)))
  )[0]!.p;
const orderRow = async (id: string) => (await db().select().from(orders).where(eq(orders.id, id)))[0]!;
const availableCredit = async (partnerId: string) =>
  (
    await db()
      .select({ a: partnerCreditLimits.availableAmount })
      .from(partnerCreditLimits)
      .where(eq(partnerCreditLimits.companyId, companyIdOf(partnerId)))
  )[0]!.a;
/** The order's movements of a product, oldest first. */
const historyOf = (productId: string, orderId: string) =>
  db()
    .select()
    .from(inventoryHistory)
    .where(and(eq(inventoryHistory.productId, productId), eq(inventoryHistory.referenceId, orderId)))
    .orderBy(asc(inventoryHistory.createdAt), asc(inventoryHistory.id));

describe('staff orders', () => {
  it('requires authentication, and an associate of any sub-role', async () => {
    const { orderId } = await placeOrderFor(ctx, await signInAs(ctx), standard.id, [['5.00', 1]]);
    const urls = [
      '/api/associate/orders',
      `/api/associate/orders/${orderId}`,
      '/api/associate/delivery-methods',
    ];
    for (const url of urls) expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    for (const role of ['partner', 'vendor'] as const) {
      const who = await signInAs(ctx, { role });
      for (const url of urls) expect((await call(ctx, who, 'GET', url)).statusCode).toBe(403);
      expect((await setStatus(ctx, who, orderId, 'shipped')).statusCode).toBe(403);
    }
    for (const associateRole of ['sales', 'product_management', 'finance'] as const) {
      const who = await signInAs(ctx, { role: 'associate', associateRole });
      for (const url of urls) expect((await call(ctx, who, 'GET', url)).statusCode).toBe(200);
      expect((await setStatus(ctx, who, orderId, 'processing')).statusCode).toBe(200);
    }
  });

  it('lists every partner’s orders newest first, paged, searched by id prefix, partner or product, filtered by status', async () => {
    const partner = await signInAs(ctx, { name: 'Wanda Wombat' });
    const first = await placeOrderFor(ctx, partner, standard.id, [['3.00', 2, 'Zebra Streamers']]);
    const second = await placeOrderFor(ctx, partner, standard.id, [['4.00', 1, 'Quokka Plates']]);
    await setStatus(ctx, sales, first.orderId, 'shipped');

    const list = async (query: string) =>
      (await call(ctx, sales, 'GET', `/api/associate/orders?${query}`)).json();
    const byPartner = await list('search=wanda%20wom');
    expect(byPartner.items.map((o: { id: string }) => o.id)).toEqual([second.orderId, first.orderId]);
    expect(byPartner).toMatchObject({ total: 2, page: 1 });
    expect(byPartner.items[0]).toMatchObject({
      partnerName: 'Wanda Wombat',
      orderNumber: second.orderId.slice(0, 8),
      items: [{ productName: 'Quokka Plates', quantity: 1, pricePerUnit: 4 }],
    });
    expect((await list('search=zebra%20STREAM')).items.map((o: { id: string }) => o.id)).toEqual([
      first.orderId,
    ]);
    const byId = await list(`search=${first.orderId.slice(0, 8).toUpperCase()}`);
    expect(byId.items.map((o: { id: string }) => o.id)).toEqual([first.orderId]);
    expect((await list('search=wanda&status=shipped')).items.map((o: { id: string }) => o.id)).toEqual([
      first.orderId,
    ]);
    const paged = await list('search=wanda&pageSize=1&page=2');
    expect(paged).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(paged.items.map((o: { id: string }) => o.id)).toEqual([first.orderId]);
    expect((await list('search=100%25')).total).toBe(0);
  });

  it('shows Unknown Partner and Unknown Product where the names are missing', async () => {
    const partner = await signInAs(ctx, { name: 'Nameless Co' });
    const { orderId } = await placeOrderFor(ctx, partner, standard.id, [['2.00', 1]]);
    await db().delete(profiles).where(eq(profiles.id, partner.user.id));
    await db().update(orderItems).set({ productName: '' }).where(eq(orderItems.orderId, orderId));
    const res = await call(ctx, sales, 'GET', `/api/associate/orders/${orderId}`);
    expect(res.json()).toMatchObject({
      partnerName: 'Unknown Partner',
      items: [{ productName: 'Unknown Product' }],
    });
    const missing = await call(
      ctx,
      sales,
      'GET',
      '/api/associate/orders/00000000-0000-4000-8000-000000000000',
    );
    expect(missing.statusCode).toBe(404);
  });

  it('changes the status with a dated note, a task for the associate, an audit entry and the partner told', async () => {
    const partner = await signInAs(ctx);
    const { orderId } = await placeOrderFor(ctx, partner, standard.id, [['10.00', 1]]);
    const before = await orderRow(orderId);

    const res = await setStatus(ctx, sales, orderId, 'shipped', 'Sent with StarTrack, consignment ST123');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'shipped' });
    const after = await orderRow(orderId);
    expect(after.updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime());
    expect(after.deliveryNotes).toMatch(
      /^Leave at the loading dock\.\n\[\d{1,2} [A-Z][a-z]{2} \d{4}, .+\] Shipped: Sent with StarTrack, consignment ST123$/,
    );
    expect(after.shippedAt).not.toBeNull();

    const [task] = await db().select().from(tasks).where(eq(tasks.relatedEntityId, orderId));
    expect(task).toMatchObject({
      assigneeId: sales.user.id,
      userId: sales.user.id,
      type: 'order_status_change',
      relatedEntityType: 'order',
      status: 'pending',
      title: `Order ${orderId.slice(0, 8)} set to Shipped`,
    });
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, orderId), eq(auditLog.actorId, sales.user.id)));
    expect(audit).toMatchObject([
      {
        action: 'order.status_changed',
        // The order by its number on the admin's audit screen.
        entityLabel: orderId.slice(0, 8),
        oldValues: { status: 'pending' },
        newValues: { status: 'shipped' },
      },
    ]);
    const bell = (await call(ctx, partner, 'GET', '/api/notifications')).json();
    expect(bell.items[0]).toMatchObject({
      title: 'Order shipped',
      message: `Your order ${orderId.slice(0, 8)} is now shipped. Sent with StarTrack, consignment ST123`,
      actionUrl: `/partner/orders?order=${orderId}`,
    });
    const mine = (await call(ctx, partner, 'GET', `/api/partner/orders/${orderId}`)).json();
    expect(mine.status).toBe('shipped');

    // Without notes nothing is appended; any status may follow any other.
    await setStatus(ctx, sales, orderId, 'pending');
    expect((await orderRow(orderId)).deliveryNotes).toBe(after.deliveryNotes);
  });

  it('refuses a change without a status, or to an unknown one', async () => {
    const { orderId } = await placeOrderFor(ctx, await signInAs(ctx), standard.id, [['1.00', 1]]);
    for (const body of [{}, { status: 'lost' }]) {
      const res = await call(ctx, sales, 'PATCH', `/api/associate/orders/${orderId}/status`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toContain('Please select a status');
    }
    expect((await orderRow(orderId)).status).toBe('pending');
  });

  it('gives the units and the account charge back on each cancel, and takes them again on each reopen', async () => {
    const partner = await signInAs(ctx);
    await giveCredit(ctx, partner.user.id, '500.00');
    // 4 × $10.00 + $9.95 delivery = $49.95 on account.
    const {
      orderId,
      products: [product],
    } = await placeOrderFor(ctx, partner, standard.id, [['10.00', 4]], { paymentMethod: 'account' });
    const id = product!.id;
    expect(await stockOf(id)).toBe(96);
    expect(await availableCredit(partner.user.id)).toBe('450.05');

    expect((await setStatus(ctx, sales, orderId, 'cancelled')).statusCode).toBe(200);
    expect(await stockOf(id)).toBe(100);
    expect(await availableCredit(partner.user.id)).toBe('500.00');
    expect((await orderRow(orderId)).cancelledAt).not.toBeNull();
    // Cancelling a cancelled order gives nothing more back.
    await setStatus(ctx, sales, orderId, 'cancelled');
    expect(await stockOf(id)).toBe(100);
    expect(await availableCredit(partner.user.id)).toBe('500.00');

    // Reopened: the units are off sale again and the account charged again.
    const reopened = await setStatus(ctx, sales, orderId, 'processing');
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json().status).toBe('processing');
    expect(await stockOf(id)).toBe(96);
    expect(await availableCredit(partner.user.id)).toBe('450.05');
    expect((await orderRow(orderId)).cancelledAt).toBeNull();
    // Moving between active statuses moves nothing.
    await setStatus(ctx, sales, orderId, 'shipped');
    expect(await stockOf(id)).toBe(96);

    // cancel → reopen → cancel: given back each time.
    await setStatus(ctx, sales, orderId, 'cancelled');
    expect(await stockOf(id)).toBe(100);
    await setStatus(ctx, sales, orderId, 'pending');
    expect(await stockOf(id)).toBe(96);
    await setStatus(ctx, sales, orderId, 'cancelled');
    expect(await stockOf(id)).toBe(100);
    expect(await availableCredit(partner.user.id)).toBe('500.00');

    // The product's history tells the same story, each row following on from the last.
    const history = await historyOf(id, orderId);
    expect(history.map((h) => [h.changeType, h.quantityChange, h.previousQuantity, h.newQuantity])).toEqual([
      ['sale', -4, 100, 96],
      ['return', 4, 96, 100],
      ['sale', -4, 100, 96],
      ['return', 4, 96, 100],
      ['sale', -4, 100, 96],
      ['return', 4, 96, 100],
    ]);
    expect(history[2]).toMatchObject({ notes: 'Partner order reopened', createdBy: sales.user.id });
    expect(history.reduce((sum, h) => sum + h.quantityChange, 0)).toBe(0);
  });

  it('takes the stock again when staff reopen an order the partner cancelled', async () => {
    const partner = await signInAs(ctx);
    const own = await placeOrderFor(ctx, partner, standard.id, [['2.00', 5]]);
    const id = own.products[0]!.id;
    expect((await call(ctx, partner, 'POST', `/api/partner/orders/${own.orderId}/cancel`)).statusCode).toBe(
      200,
    );
    expect(await stockOf(id)).toBe(100);
    await setStatus(ctx, sales, own.orderId, 'pending');
    expect(await stockOf(id)).toBe(95);
    await setStatus(ctx, sales, own.orderId, 'cancelled');
    expect(await stockOf(id)).toBe(100);
    // And the partner can cancel it again once it is pending.
    await setStatus(ctx, sales, own.orderId, 'pending');
    expect((await call(ctx, partner, 'POST', `/api/partner/orders/${own.orderId}/cancel`)).statusCode).toBe(
      200,
    );
    expect(await stockOf(id)).toBe(100);
    expect((await historyOf(id, own.orderId)).map((h) => h.quantityChange)).toEqual([-5, 5, -5, 5, -5, 5]);
  });

  it('moves the stock once when two staff cancel or reopen at the same moment', async () => {
    const partner = await signInAs(ctx);
    const other = await placeOrderFor(ctx, partner, standard.id, [['1.00', 3]]);
    const id = other.products[0]!.id;
    await Promise.all([
      setStatus(ctx, sales, other.orderId, 'cancelled'),
      setStatus(ctx, sales, other.orderId, 'cancelled'),
    ]);
    expect(await stockOf(id)).toBe(100);
    await Promise.all([
      setStatus(ctx, sales, other.orderId, 'processing'),
      setStatus(ctx, sales, other.orderId, 'shipped'),
    ]);
    expect(await stockOf(id)).toBe(97);
  });

  it('refuses to reopen an order whose units have been sold since (409 naming the product), changing nothing', async () => {
    const partner = await signInAs(ctx);
    const {
      orderId,
      products: [product],
    } = await placeOrderFor(ctx, partner, standard.id, [['5.00', 40, 'Gold Geometric Terrarium']]);
    await setStatus(ctx, sales, orderId, 'cancelled');
    expect(await stockOf(product!.id)).toBe(100);
    // Another partner buys 70 of the 100 back on the shelf.
    const buyer = await signInAs(ctx);
    await addToCart(ctx, buyer, product!.id, 70);
    expect((await checkout(ctx, buyer, checkoutBody(standard.id))).statusCode).toBe(201);
    const before = await historyOf(product!.id, orderId);

    const res = await setStatus(ctx, sales, orderId, 'processing', 'Customer changed their mind');
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(
      'Not enough stock of Gold Geometric Terrarium for 40 units. Restock the product before reopening the order.',
    );
    expect(await stockOf(product!.id)).toBe(30);
    const row = await orderRow(orderId);
    expect(row.status).toBe('cancelled');
    expect(row.cancelledAt).not.toBeNull();
    expect(row.deliveryNotes ?? '').not.toContain('Customer changed their mind');
    expect(await historyOf(product!.id, orderId)).toEqual(before);
    const changes = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, orderId), eq(auditLog.action, 'order.status_changed')));
    expect(changes.map((c) => c.newValues)).toEqual([{ status: 'cancelled' }]);
  });

  it('refuses to reopen an order on account beyond the partner’s available credit, changing nothing', async () => {
    const partner = await signInAs(ctx);
    await giveCredit(ctx, partner.user.id, '100.00');
    // 2 × $40.00 + $9.95 = $89.95 on account.
    const {
      orderId,
      products: [product],
    } = await placeOrderFor(ctx, partner, standard.id, [['40.00', 2]], { paymentMethod: 'account' });
    await setStatus(ctx, sales, orderId, 'cancelled');
    expect(await availableCredit(partner.user.id)).toBe('100.00');
    // $50.00 + $9.95 = $59.95 of the credit used by another order meanwhile.
    await placeOrderFor(ctx, partner, standard.id, [['50.00', 1]], { paymentMethod: 'account' });
    expect(await availableCredit(partner.user.id)).toBe('40.05');

    const res = await setStatus(ctx, sales, orderId, 'pending');
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(
      "The partner's available credit is $40.05, less than this order's $89.95, so it cannot be reopened on account. Raise their credit limit first.",
    );
    expect((await orderRow(orderId)).status).toBe('cancelled');
    expect(await stockOf(product!.id)).toBe(100);
    expect(await availableCredit(partner.user.id)).toBe('40.05');

    // Within the limit once the limit is raised.
    await db()
      .update(partnerCreditLimits)
      .set({ approvedLimit: '200.00' })
      .where(eq(partnerCreditLimits.companyId, companyIdOf(partner.user.id)));
    expect((await setStatus(ctx, sales, orderId, 'pending')).statusCode).toBe(200);
    expect(await availableCredit(partner.user.id)).toBe('50.10');
    expect(await stockOf(product!.id)).toBe(98);
  });

  it('adds 1 loyalty point per whole AUD once on delivery, and takes them back when it leaves delivered', async () => {
    const partner = await signInAs(ctx);
    // 3 × $12.99 + $9.95 delivery = $48.92 → 48 points.
    const { orderId } = await placeOrderFor(ctx, partner, standard.id, [['12.99', 3]]);
    expect(await pointsOf(partner.user.id)).toBe(0);
    await setStatus(ctx, sales, orderId, 'delivered');
    expect(await pointsOf(partner.user.id)).toBe(48);
    expect((await orderRow(orderId)).deliveredAt).not.toBeNull();
    await setStatus(ctx, sales, orderId, 'delivered');
    expect(await pointsOf(partner.user.id)).toBe(48);
    const overview = (await call(ctx, partner, 'GET', '/api/partner/overview')).json();
    expect(overview.loyaltyPoints).toBe(48);

    await setStatus(ctx, sales, orderId, 'shipped');
    expect(await pointsOf(partner.user.id)).toBe(0);
    expect((await orderRow(orderId)).deliveredAt).toBeNull();
    await setStatus(ctx, sales, orderId, 'delivered');
    expect(await pointsOf(partner.user.id)).toBe(48);
  });

  it('moves an order to another active delivery method, its cost and total following', async () => {
    const partner = await signInAs(ctx);
    const { orderId } = await placeOrderFor(ctx, partner, standard.id, [['10.00', 2]]);
    const methods = (await call(ctx, sales, 'GET', '/api/associate/delivery-methods')).json();
    expect(methods.items.map((m: { name: string }) => m.name)).toEqual([
      'Standard Delivery',
      'Express Delivery',
    ]);

    const res = await call(ctx, sales, 'PATCH', `/api/associate/orders/${orderId}/delivery-method`, {
      deliveryMethodId: express.id,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      deliveryMethodId: express.id,
      deliveryMethod: 'Express Delivery',
      deliveryCost: 19.95,
      totalAmount: 39.95,
    });
    const row = await orderRow(orderId);
    expect([row.deliveryMethodId, row.deliveryCost, row.totalAmount]).toEqual([express.id, '19.95', '39.95']);
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, orderId), eq(auditLog.action, 'order.delivery_method_changed')));
    expect(audit?.newValues).toMatchObject({ deliveryCost: '19.95', totalAmount: '39.95' });
    const bell = (await call(ctx, partner, 'GET', '/api/notifications')).json();
    expect(bell.items[0]).toMatchObject({
      title: 'Delivery method changed',
      message: `Your order ${orderId.slice(0, 8)} now ships by Express Delivery ($19.95). Its total is $39.95.`,
      actionUrl: `/partner/orders?order=${orderId}`,
    });

    const refused = await call(ctx, sales, 'PATCH', `/api/associate/orders/${orderId}/delivery-method`, {
      deliveryMethodId: retired.id,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({ deliveryMethodId: 'Choose a delivery method' });
    expect((await orderRow(orderId)).totalAmount).toBe('39.95');
  });

  it('keeps a delivered order’s loyalty points in step with a new delivery cost', async () => {
    const partner = await signInAs(ctx);
    const { orderId } = await placeOrderFor(ctx, partner, standard.id, [['10.00', 1]]);
    await setStatus(ctx, sales, orderId, 'delivered');
    expect(await pointsOf(partner.user.id)).toBe(19);
    await call(ctx, sales, 'PATCH', `/api/associate/orders/${orderId}/delivery-method`, {
      deliveryMethodId: express.id,
    });
    expect(await pointsOf(partner.user.id)).toBe(29);
    await setStatus(ctx, sales, orderId, 'processing');
    expect(await pointsOf(partner.user.id)).toBe(0);
  });

  it('leaves the bell of other partners alone', async () => {
    const partner = await signInAs(ctx);
    const bystander = await signInAs(ctx);
    const { orderId } = await placeOrderFor(ctx, partner, standard.id, [['1.00', 1]]);
    await setStatus(ctx, sales, orderId, 'processing');
    const rows = await db().select().from(notifications).where(eq(notifications.userId, bystander.user.id));
    expect(rows).toEqual([]);
  });
});
