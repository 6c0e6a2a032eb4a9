import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema/index.ts';
import { type SignedIn, signInAs } from '../helpers/factories.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';
import { call, createDeliveryMethod } from './order-fixtures.ts';
import { placeOrderFor } from './staff-fixtures.ts';

/** Admin Order Management on real orders (docs/product/admin-area.md, Partners): staff's use cases, for admins. */
let ctx: TestContext;
let standard: { id: string };
let admin: SignedIn;

beforeAll(async () => {
  ctx = await createTestApp();
  standard = await createDeliveryMethod(ctx, { name: 'Standard Delivery', cost: '9.95', sortOrder: 1 });
  // An admin need not be an associate.
  admin = await signInAs(ctx, { role: null, isAdmin: true });
}, 60_000);
afterAll(() => ctx.close());

describe('admin orders', () => {
  it('are for admins only', async () => {
    const { orderId } = await placeOrderFor(ctx, await signInAs(ctx), standard.id, [['5.00', 1]]);
    const urls = [
      '/api/admin/orders',
      `/api/admin/orders/${orderId}`,
      `/api/admin/orders/${orderId}/invoice`,
    ];
    for (const url of urls) expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    for (const opts of [
      { role: 'partner' },
      { role: 'vendor' },
      { role: 'associate', associateRole: 'sales' },
    ] as const) {
      const who = await signInAs(ctx, opts);
      for (const url of urls) expect((await call(ctx, who, 'GET', url)).statusCode).toBe(403);
      const res = await call(ctx, who, 'PATCH', `/api/admin/orders/${orderId}/status`, { status: 'shipped' });
      expect(res.statusCode).toBe(403);
    }
  });

  it('searches by order id, customer or item name, and filters by status', async () => {
    const partner = await signInAs(ctx, { name: 'Xanthe Quoll' });
    const first = await placeOrderFor(ctx, partner, standard.id, [['3.00', 2, 'Narwhal Napkins']]);
    const second = await placeOrderFor(ctx, partner, standard.id, [['4.00', 1, 'Okapi Cups']]);
    const list = async (query: string) =>
      (await call(ctx, admin, 'GET', `/api/admin/orders?${query}`)).json();
    const ids = (page: { items: { id: string }[] }) => page.items.map((o) => o.id);
    expect(ids(await list('search=xanthe'))).toEqual([second.orderId, first.orderId]);
    expect(ids(await list('search=narwhal'))).toEqual([first.orderId]);
    expect(ids(await list(`search=${second.orderId.slice(0, 8)}`))).toEqual([second.orderId]);
    await call(ctx, admin, 'PATCH', `/api/admin/orders/${first.orderId}/status`, { status: 'shipped' });
    expect(ids(await list('search=xanthe&status=shipped'))).toEqual([first.orderId]);
    expect((await call(ctx, admin, 'GET', '/api/admin/orders?status=lost')).statusCode).toBe(400);
  });

  it('reads an order with its items, shipping, subtotal, shipping cost, discount and total', async () => {
    const partner = await signInAs(ctx, { name: 'Tilly Tern' });
    const { orderId } = await placeOrderFor(ctx, partner, standard.id, [['12.50', 2, 'Foil Stars']]);
    const res = await call(ctx, admin, 'GET', `/api/admin/orders/${orderId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: orderId,
      partnerName: 'Tilly Tern',
      deliveryCost: 9.95,
      discountAmount: 0,
      totalAmount: 34.95,
      items: [{ productName: 'Foil Stars', quantity: 2 }],
    });
    const missing = await call(ctx, admin, 'GET', '/api/admin/orders/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
  });

  it('saves a status change, audits it under the admin and tells the partner', async () => {
    const partner = await signInAs(ctx);
    const { orderId } = await placeOrderFor(ctx, partner, standard.id, [['10.00', 1]]);
    const res = await call(ctx, admin, 'PATCH', `/api/admin/orders/${orderId}/status`, {
      status: 'shipped',
      notes: 'Sent with StarTrack',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'shipped' });
    const audit = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, orderId), eq(auditLog.actorId, admin.user.id)));
    expect(audit).toMatchObject([
      { action: 'order.status_changed', oldValues: { status: 'pending' }, newValues: { status: 'shipped' } },
    ]);
    expect((await call(ctx, partner, 'GET', `/api/partner/orders/${orderId}`)).json().status).toBe('shipped');
    const bell = (await call(ctx, partner, 'GET', '/api/notifications')).json();
    expect(bell.items[0]).toMatchObject({ title: 'Order shipped' });
    const bad = await call(ctx, admin, 'PATCH', `/api/admin/orders/${orderId}/status`, { status: 'lost' });
    expect(bad.statusCode).toBe(400);
  });

  it('downloads the GST tax invoice', async () => {
    const { orderId } = await placeOrderFor(ctx, await signInAs(ctx), standard.id, [['5.00', 1]]);
    const res = await call(ctx, admin, 'GET', `/api/admin/orders/${orderId}/invoice`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="tax-invoice-INV-${orderId.slice(0, 8).toUpperCase()}.pdf"`,
    );
  });
});
