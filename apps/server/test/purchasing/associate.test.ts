import { randomUUID } from 'node:crypto';
import { addDays, businessDay } from '@party/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  notifications,
  purchaseOrderItems,
  purchaseOrders,
  vendorProducts,
} from '../../src/db/schema/index.ts';
import { createProduct, createVendor, type SignedIn, signInAs } from '../helpers/factories.ts';
import { createMailTestApp, type MailTestContext } from '../helpers/test-app.ts';

/** docs/purchasing.md: associates raise purchase orders to vendors, from a low-stock product, for a vendor that offers it. */
let ctx: MailTestContext;
let sales: SignedIn;
let manager: SignedIn;
let finance: SignedIn;
let vendorUser: SignedIn;
let otherVendorUser: SignedIn;
let product: { id: string; name: string };
let offer: { id: string; vendorId: string };
let otherOffer: { id: string; vendorId: string };

async function createOffer(
  vendorId: string,
  productId: string,
  values: Partial<typeof vendorProducts.$inferInsert> = {},
) {
  const [row] = await ctx.database.db
    .insert(vendorProducts)
    .values({
      vendorId,
      productId,
      vendorPrice: '4.25',
      minimumOrderQuantity: 20,
      leadTimeDays: 5,
      ...values,
    })
    .returning({ id: vendorProducts.id, vendorId: vendorProducts.vendorId });
  return row!;
}

const raise = (who: SignedIn | null, body: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/associate/purchase-orders',
    headers: { 'content-type': 'application/json', ...(who?.headers ?? {}) },
    payload: JSON.stringify(body),
  });
const get = (who: SignedIn | null, url: string) =>
  ctx.app.inject({ method: 'GET', url, headers: who?.headers ?? {} });

beforeAll(async () => {
  ctx = await createMailTestApp();
  sales = await signInAs(ctx, { role: 'associate', associateRole: 'sales' });
  manager = await signInAs(ctx, {
    role: 'associate',
    associateRole: 'product_management',
    name: 'Mia Manager',
  });
  finance = await signInAs(ctx, { role: 'associate', associateRole: 'finance' });
  vendorUser = await signInAs(ctx, { role: 'vendor', name: 'Vera Vendor' });
  otherVendorUser = await signInAs(ctx, { role: 'vendor' });
  product = await createProduct(ctx, { name: 'Gold Foil Star Balloon', stockQuantity: 3, cost: '6.00' });
  const vendorId = await createVendor(ctx, vendorUser, { companyName: 'Balloon Works Pty Ltd' });
  const otherVendorId = await createVendor(ctx, otherVendorUser, { companyName: 'Party Wholesale Co' });
  offer = await createOffer(vendorId, product.id);
  otherOffer = await createOffer(otherVendorId, product.id, {
    vendorPrice: '3.90',
    minimumOrderQuantity: 50,
    leadTimeDays: 10,
  });
}, 60_000);
afterAll(async () => {
  await ctx.close();
});

describe('purchase orders raised by staff', () => {
  it('requires authentication, and only staff follow purchase orders', async () => {
    expect((await get(null, '/api/associate/purchase-orders')).statusCode).toBe(401);
    expect((await get(vendorUser, '/api/associate/purchase-orders')).statusCode).toBe(403);
    expect((await get(sales, '/api/associate/purchase-orders')).statusCode).toBe(200);
  });

  it('lists the vendors offering a product: price, MOQ and lead time, only available offers of active vendors', async () => {
    const hiddenUser = await signInAs(ctx, { role: 'vendor' });
    const inactive = await createVendor(ctx, hiddenUser, {
      companyName: 'Closed Down Supplies',
      isActive: false,
    });
    await createOffer(inactive, product.id, { vendorPrice: '1.00' });
    const unavailableUser = await signInAs(ctx, { role: 'vendor' });
    const unavailable = await createVendor(ctx, unavailableUser, { companyName: 'Out Of Range Ltd' });
    await createOffer(unavailable, product.id, { vendorPrice: '1.00', isAvailable: false });

    const res = await get(sales, `/api/associate/products/${product.id}/vendor-offers`);
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toEqual([
      expect.objectContaining({
        vendorName: 'Party Wholesale Co',
        vendorPrice: '3.90',
        minimumOrderQuantity: 50,
        leadTimeDays: 10,
      }),
      expect.objectContaining({
        vendorName: 'Balloon Works Pty Ltd',
        vendorPrice: '4.25',
        minimumOrderQuantity: 20,
        leadTimeDays: 5,
      }),
    ]);
    expect((await get(sales, `/api/associate/products/${randomUUID()}/vendor-offers`)).statusCode).toBe(404);
  });

  it('refuses a sales associate: they may view, not raise', async () => {
    const res = await raise(sales, {
      lines: [{ productId: product.id, vendorProductId: offer.id, quantity: 20 }],
    });
    expect(res.statusCode).toBe(403);
    const rows = await ctx.database.db
      .select()
      .from(purchaseOrders)
      .where(eq(purchaseOrders.vendorId, offer.vendorId));
    expect(rows).toHaveLength(0);
  });

  it("refuses a quantity below the vendor's minimum order quantity, with a clear message", async () => {
    const res = await raise(manager, {
      lines: [{ productId: product.id, vendorProductId: offer.id, quantity: 19 }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields['lines.0.quantity']).toBe(
      "Quantity must be at least the vendor's minimum order quantity of 20",
    );
  });

  it('refuses a vendor that does not offer the product', async () => {
    const elsewhere = await createProduct(ctx, { name: 'Confetti Cannon', stockQuantity: 40, cost: '6.00' });
    const res = await raise(manager, {
      lines: [{ productId: elsewhere.id, vendorProductId: offer.id, quantity: 20 }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(
      'This vendor does not offer this product. Choose one of the vendors listed.',
    );
    const unavailableUser = await signInAs(ctx, { role: 'vendor' });
    const unavailable = await createVendor(ctx, unavailableUser, { companyName: 'Paused Offers Ltd' });
    const paused = await createOffer(unavailable, product.id, { isAvailable: false });
    expect(
      (await raise(manager, { lines: [{ productId: product.id, vendorProductId: paused.id, quantity: 20 }] }))
        .statusCode,
    ).toBe(400);
  });

  it("raises a PO at the vendor's price, notifies the vendor live and by email, and lists it newest first", async () => {
    const res = await raise(manager, {
      lines: [{ productId: product.id, vendorProductId: offer.id, quantity: 24 }],
      notes: 'Before Christmas please',
    });
    expect(res.statusCode).toBe(201);
    const po = res.json();
    expect(po).toMatchObject({
      poNumber: expect.stringMatching(/^PO-\d{6}$/),
      vendorName: 'Balloon Works Pty Ltd',
      status: 'pending',
      totalAmount: '102.00', // 24 × $4.25
      createdByName: 'Mia Manager',
      notes: 'Before Christmas please',
      lines: [
        expect.objectContaining({
          productName: 'Gold Foil Star Balloon',
          quantity: 24,
          unitPrice: '4.25',
          totalPrice: '102.00',
        }),
      ],
    });

    const bell = await get(vendorUser, '/api/notifications');
    expect(bell.json().items[0]).toMatchObject({
      title: 'New purchase order',
      message: `Party Central raised ${po.poNumber}: 24 × Gold Foil Star Balloon ($102.00). Please accept or reject it.`,
      actionUrl: '/vendor/orders',
    });
    const otherBell = await get(otherVendorUser, '/api/notifications');
    expect(otherBell.json().items).toEqual([]);
    const [audit] = await ctx.database.db.select().from(auditLog).where(eq(auditLog.entityId, po.id));
    expect(audit).toMatchObject({ action: 'purchase_order.raised', actorId: manager.user.id });

    await ctx.deliverMail();
    const mail = await ctx.sink.waitForMail((m) => m.to.includes(vendorUser.user.email));
    expect(mail.subject).toBe(`New purchase order ${po.poNumber} from Party Central`);
    expect(mail.text).toContain('Hi Vera Vendor,');
    expect(mail.text).toContain('Gold Foil Star Balloon');
    expect(mail.html).toContain('$102.00');

    const list = await get(sales, '/api/associate/purchase-orders?search=balloon%20works');
    expect(list.json()).toMatchObject({
      total: 1,
      items: [
        {
          id: po.id,
          vendorName: 'Balloon Works Pty Ltd',
          productName: 'Gold Foil Star Balloon',
          lineCount: 1,
        },
      ],
    });
    // The PO number as a substring (its trigram index), a word of neither, and an uncapped count.
    const byNumber = await get(sales, `/api/associate/purchase-orders?search=${po.poNumber.slice(3)}`);
    expect(byNumber.json()).toMatchObject({ total: 1, items: [{ id: po.id }] });
    expect(byNumber.json().totalCapped).toBeUndefined();
    const none = await get(sales, '/api/associate/purchase-orders?search=nowhere%20at%20all');
    expect(none.json()).toMatchObject({ total: 0, items: [] });
    const detail = await get(sales, `/api/associate/purchase-orders/${po.id}`);
    expect(detail.json().lines).toHaveLength(1);
    expect((await get(sales, `/api/associate/purchase-orders/${randomUUID()}`)).statusCode).toBe(404);
  });

  it('lets finance raise too, and filters the list by status, newest first', async () => {
    const res = await raise(finance, {
      lines: [{ productId: product.id, vendorProductId: otherOffer.id, quantity: 50 }],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().totalAmount).toBe('195.00');
    await ctx.database.db
      .update(purchaseOrders)
      .set({ status: 'rejected' })
      .where(eq(purchaseOrders.id, res.json().id));
    const pending = await get(sales, '/api/associate/purchase-orders?status=pending');
    expect(pending.json().items.every((po: { status: string }) => po.status === 'pending')).toBe(true);
    const rejected = await get(sales, '/api/associate/purchase-orders?status=rejected');
    expect(rejected.json().items.map((po: { id: string }) => po.id)).toEqual([res.json().id]);
    const all = await get(sales, '/api/associate/purchase-orders');
    const times = all.json().items.map((po: { createdAt: string }) => po.createdAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('gives sequential, unique PO numbers to purchase orders raised at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        raise(manager, { lines: [{ productId: product.id, vendorProductId: offer.id, quantity: 20 }] }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(201));
    const numbers = answers.map((a) => Number(a.json().poNumber.slice(3))).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(8);
    expect(numbers.at(-1)! - numbers[0]!).toBe(7);
    const lines = await ctx.database.db
      .select()
      .from(purchaseOrderItems)
      .where(eq(purchaseOrderItems.productId, product.id));
    expect(lines.length).toBe(10);
  });

  it('lists low-stock products, out of stock first, with how many vendors offer each', async () => {
    await createProduct(ctx, { name: 'Empty Shelf Streamers', stockQuantity: 0, cost: '6.00' });
    await createProduct(ctx, { name: 'Plenty Of Plates', stockQuantity: 500, cost: '6.00' });
    const res = await get(sales, '/api/associate/purchasing/low-stock?pageSize=100');
    expect(res.statusCode, res.body).toBe(200);
    const names = res.json().items.map((p: { name: string }) => p.name);
    expect(names).toContain('Gold Foil Star Balloon');
    expect(names).not.toContain('Plenty Of Plates');
    expect(names.indexOf('Empty Shelf Streamers')).toBeLessThan(names.indexOf('Gold Foil Star Balloon'));
    const balloon = res.json().items.find((p: { id: string }) => p.id === product.id);
    expect(balloon).toMatchObject({ stockQuantity: 3, offerCount: 2 });
    const vendorNotes = await ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, otherVendorUser.user.id));
    expect(vendorNotes).toHaveLength(1);
  });
});

describe('a purchase order of several products, with a requested delivery date', () => {
  let plates: { id: string; name: string };
  let platesOffer: { id: string; vendorId: string };
  beforeAll(async () => {
    plates = await createProduct(ctx, { name: 'Bamboo Plates', stockQuantity: 4, cost: '1.00' });
    platesOffer = await createOffer(offer.vendorId, plates.id, {
      vendorPrice: '2.00',
      minimumOrderQuantity: 30,
    });
  });
  const balloons = (quantity = 24) => ({ productId: product.id, vendorProductId: offer.id, quantity });
  const plateLine = (quantity = 30) => ({ productId: plates.id, vendorProductId: platesOffer.id, quantity });
  const posOf = async (vendorId: string) =>
    ctx.database.db.select().from(purchaseOrders).where(eq(purchaseOrders.vendorId, vendorId));

  it("lists a vendor's products a PO may carry, by name", async () => {
    const res = await get(sales, `/api/associate/vendors/${offer.vendorId}/offers`);
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toEqual([
      expect.objectContaining({ productId: plates.id, productName: 'Bamboo Plates', vendorPrice: '2.00' }),
      expect.objectContaining({
        productId: product.id,
        productName: 'Gold Foil Star Balloon',
        vendorPrice: '4.25',
      }),
    ]);
    expect((await get(sales, `/api/associate/vendors/${randomUUID()}/offers`)).statusCode).toBe(404);
    expect((await get(vendorUser, `/api/associate/vendors/${offer.vendorId}/offers`)).statusCode).toBe(403);
  });

  it('raises one PO with every line at the vendor’s prices and the requested date, which the vendor sees', async () => {
    const wanted = addDays(businessDay(), 14);
    const before = (await posOf(offer.vendorId)).length;
    const res = await raise(manager, { lines: [balloons(), plateLine(40)], requestedDeliveryDate: wanted });
    expect(res.statusCode, res.body).toBe(201);
    const po = res.json();
    expect(po).toMatchObject({
      totalAmount: '182.00', // 24 × $4.25 + 40 × $2.00
      requestedDeliveryDate: wanted,
      lineCount: 2,
      lines: [
        expect.objectContaining({
          productName: 'Bamboo Plates',
          quantity: 40,
          unitPrice: '2.00',
          totalPrice: '80.00',
        }),
        expect.objectContaining({
          productName: 'Gold Foil Star Balloon',
          quantity: 24,
          totalPrice: '102.00',
        }),
      ],
    });
    expect(await posOf(offer.vendorId)).toHaveLength(before + 1);

    const vendorList = (await get(vendorUser, '/api/vendor/purchase-orders?pageSize=100')).json();
    const seen = vendorList.items.find((item: { id: string }) => item.id === po.id);
    expect(seen).toMatchObject({ requestedDeliveryDate: wanted, totalAmount: '182.00' });
    expect(seen.lines.map((l: { productName: string }) => l.productName)).toEqual([
      'Bamboo Plates',
      'Gold Foil Star Balloon',
    ]);
    const bell = (await get(vendorUser, '/api/notifications')).json().items[0];
    expect(bell.message).toBe(
      `Party Central raised ${po.poNumber}: 2 products ($182.00). Please accept or reject it.`,
    );
    await ctx.deliverMail();
    const mail = await ctx.sink.waitForMail((m) => m.subject.includes(po.poNumber));
    expect(mail.text).toContain('Bamboo Plates');
    expect(mail.text).toContain('Gold Foil Star Balloon');
    expect(mail.text).toContain('Wanted by');
    const [audit] = await ctx.database.db.select().from(auditLog).where(eq(auditLog.entityId, po.id));
    expect(audit?.newValues).toMatchObject({ requestedDeliveryDate: wanted, totalAmount: '182.00' });
  });

  it('refuses lines from two vendors, a product twice, no line, or a past or impossible date', async () => {
    const before = (await posOf(offer.vendorId)).length;
    const twoVendors = await raise(manager, {
      lines: [plateLine(), { productId: product.id, vendorProductId: otherOffer.id, quantity: 50 }],
    });
    expect(twoVendors.statusCode).toBe(400);
    expect(twoVendors.json().error.message).toBe(
      'Every line of a purchase order must come from the same vendor.',
    );

    const twice = await raise(manager, { lines: [balloons(), balloons(30)] });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error.fields['lines.1.productId']).toBe(
      'This product is already on the order: change its quantity instead.',
    );
    const none = await raise(manager, { lines: [] });
    expect(none.json().error.fields.lines).toBe('Add at least one product');

    const past = await raise(manager, {
      lines: [balloons()],
      requestedDeliveryDate: addDays(businessDay(), -1),
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().error.fields.requestedDeliveryDate).toBe(
      'The requested delivery date cannot be in the past',
    );
    const impossible = await raise(manager, { lines: [balloons()], requestedDeliveryDate: '2027-02-30' });
    expect(impossible.json().error.fields.requestedDeliveryDate).toBe(
      'Requested delivery date must be a date like 2026-12-24',
    );
    const belowOnSecond = await raise(manager, { lines: [balloons(), plateLine(29)] });
    expect(belowOnSecond.json().error.fields['lines.1.quantity']).toBe(
      "Quantity must be at least the vendor's minimum order quantity of 30",
    );
    expect(await posOf(offer.vendorId)).toHaveLength(before);
    expect(await posOf(otherOffer.vendorId)).toHaveLength(1);
  });
});
