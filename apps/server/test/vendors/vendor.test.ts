import { randomUUID } from 'node:crypto';
import { ABN_INVALID_MESSAGE, vendorMessages } from '@party/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  products,
  purchaseOrders,
  shipments,
  vendorDocuments,
  vendorPayments,
  vendorProducts,
  vendors,
} from '../../src/db/schema/index.ts';
import { type SignedIn, signInAs } from '../helpers/factories.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';
import { openEventStream } from '../platform/sse-client.ts';

/** docs/product/vendor-portal.md: the vendor's Product Catalog, company profile and dashboard figures. */
let ctx: TestContext;
let vendor: SignedIn;
let manager: SignedIn;
let balloon: string;
let plates: string;
let cups: string;

async function createProduct(name: string, category: 'balloons' | 'tableware') {
  const [row] = await ctx.database.db
    .insert(products)
    .values({
      name,
      slug: `vendor-test-${randomUUID().slice(0, 8)}`,
      price: '9.95',
      category,
      stockQuantity: 5,
    })
    .returning({ id: products.id });
  return row!.id;
}

const call = (who: SignedIn | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
  ctx.app.inject({
    method,
    url,
    headers: {
      ...(who?.headers ?? {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });

const profile = {
  companyName: 'Sparkle Supplies Pty Ltd',
  contactEmail: 'orders@sparkle.com.au',
  contactPhone: '02 9123 4567',
  businessAddress: '1 George St, Sydney NSW 2000',
  abn: '51 824 753 556',
  paymentTermsDays: 14,
  capabilities: ['Bulk Orders', 'Express Delivery'],
};

beforeAll(async () => {
  ctx = await createTestApp();
  vendor = await signInAs(ctx, { role: 'vendor', name: 'Vicky Vendor' });
  manager = await signInAs(ctx, { role: 'associate', associateRole: 'product_management' });
  balloon = await createProduct('Vendor Test Gold Balloon', 'balloons');
  plates = await createProduct('Vendor Test Paper Plates', 'tableware');
  cups = await createProduct('Vendor Test Paper Cups', 'tableware');
}, 60_000);
afterAll(() => ctx.close());

describe('vendor catalog and profile', () => {
  it('requires authentication, and only vendors reach the vendor routes', async () => {
    expect((await call(null, 'GET', '/api/vendor/products')).statusCode).toBe(401);
    const partner = await signInAs(ctx, { role: 'partner' });
    expect((await call(partner, 'GET', '/api/vendor/products')).statusCode).toBe(403);
    expect((await call(manager, 'GET', '/api/vendor/profile')).statusCode).toBe(403);
  });

  it("says 'Vendor profile not found' until the company is saved, and the first save creates it", async () => {
    const before = await call(vendor, 'GET', '/api/vendor/products');
    expect(before.statusCode).toBe(404);
    expect(before.json().error.message).toContain(vendorMessages.profileNotFound);
    expect((await call(vendor, 'GET', '/api/vendor/profile')).statusCode).toBe(404);

    const saved = await call(vendor, 'PUT', '/api/vendor/profile', profile);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      companyName: 'Sparkle Supplies Pty Ltd',
      abn: '51824753556',
      paymentTermsDays: 14,
      capabilities: ['Bulk Orders', 'Express Delivery'],
      qualityRating: 0,
    });
    const again = await call(vendor, 'PUT', '/api/vendor/profile', { ...profile, paymentTermsDays: 30 });
    expect(again.json().id).toBe(saved.json().id);
    expect((await call(vendor, 'GET', '/api/vendor/profile')).json().paymentTermsDays).toBe(30);
    const audit = await ctx.database.db.select().from(auditLog).where(eq(auditLog.entityId, saved.json().id));
    expect(audit.map((a) => a.action).sort()).toEqual(['vendor.profile_created', 'vendor.profile_updated']);
  });

  it('checks the ABN with its checksum, the capabilities against the list, and keeps the rating read-only', async () => {
    const badAbn = await call(vendor, 'PUT', '/api/vendor/profile', { ...profile, abn: '51 824 753 557' });
    expect(badAbn.statusCode).toBe(400);
    expect(badAbn.json().error.fields.abn).toBe(ABN_INVALID_MESSAGE);
    const badCapability = await call(vendor, 'PUT', '/api/vendor/profile', {
      ...profile,
      capabilities: ['Fireworks'],
    });
    expect(badCapability.statusCode).toBe(400);
    const rating = await call(vendor, 'PUT', '/api/vendor/profile', { ...profile, qualityRating: 5 });
    expect(rating.statusCode).toBe(400);
    await ctx.database.db
      .update(vendors)
      .set({ qualityRating: '4.5' })
      .where(eq(vendors.userId, vendor.user.id));
    expect((await call(vendor, 'GET', '/api/vendor/profile')).json().qualityRating).toBe(4.5);
  });

  it("refuses an offer without a product or a price: 'Please fill in all required fields'", async () => {
    for (const body of [
      { vendorPrice: 2 },
      { productId: balloon },
      { productId: balloon, vendorPrice: '' },
    ]) {
      const res = await call(vendor, 'POST', '/api/vendor/products', body);
      expect(res.statusCode).toBe(400);
      expect(Object.values(res.json().error.fields)).toContain(vendorMessages.requiredFields);
    }
    const cents = await call(vendor, 'POST', '/api/vendor/products', {
      productId: balloon,
      vendorPrice: 1.005,
    });
    expect(cents.statusCode).toBe(400);
    const unknown = await call(vendor, 'POST', '/api/vendor/products', {
      productId: randomUUID(),
      vendorPrice: 1,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('adds offers with the defaults (MOQ 1, lead time 7, available), one per product', async () => {
    const added = await call(vendor, 'POST', '/api/vendor/products', {
      productId: balloon,
      vendorPrice: '4.10',
      vendorSku: 'SP-GOLD-01',
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      vendorPrice: '4.10',
      vendorSku: 'SP-GOLD-01',
      minimumOrderQuantity: 1,
      leadTimeDays: 7,
      isAvailable: true,
      product: { id: balloon, name: 'Vendor Test Gold Balloon', category: 'balloons', price: '9.95' },
    });
    const twice = await call(vendor, 'POST', '/api/vendor/products', { productId: balloon, vendorPrice: 3 });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe(vendorMessages.alreadyInCatalog);

    await call(vendor, 'POST', '/api/vendor/products', {
      productId: plates,
      vendorPrice: 2.25,
      minimumOrderQuantity: 50,
      leadTimeDays: 3,
      specifications: '23 cm, compostable',
      qualityNotes: 'AS 4736 certified',
    });
    await call(vendor, 'POST', '/api/vendor/products', { productId: cups, vendorPrice: '1.00' });
  });

  it('lists the offers newest first with Total, Available, Avg. Price (2 decimals) and Categories', async () => {
    const res = await call(vendor, 'GET', '/api/vendor/products');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.items.map((i: { product: { name: string } }) => i.product.name)).toEqual([
      'Vendor Test Paper Cups',
      'Vendor Test Paper Plates',
      'Vendor Test Gold Balloon',
    ]);
    // (4.10 + 2.25 + 1.00) / 3 = 2.45
    expect(body.stats).toEqual({ totalProducts: 3, available: 3, averagePrice: '2.45', categories: 2 });
  });

  it('marks the products already offered in the Add dialog search', async () => {
    const res = await call(vendor, 'GET', '/api/vendor/catalogue?search=vendor%20test%20paper');
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toEqual([
      expect.objectContaining({ id: cups, name: 'Vendor Test Paper Cups', offered: true }),
      expect.objectContaining({ id: plates, offered: true }),
    ]);
  });

  it('edits an offer, and an unavailable offer is no longer offered to staff raising a PO', async () => {
    const list = (await call(vendor, 'GET', '/api/vendor/products')).json();
    const offer = list.items.find((i: { productId: string }) => i.productId === balloon);
    const offersToStaff = async () =>
      (await call(manager, 'GET', `/api/associate/products/${balloon}/vendor-offers`)).json().items;
    expect(await offersToStaff()).toHaveLength(1);

    const edited = await call(vendor, 'PUT', `/api/vendor/products/${offer.id}`, {
      vendorPrice: '3.95',
      vendorSku: 'SP-GOLD-01',
      minimumOrderQuantity: 10,
      leadTimeDays: 5,
      isAvailable: false,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      vendorPrice: '3.95',
      minimumOrderQuantity: 10,
      isAvailable: false,
    });
    expect(await offersToStaff()).toEqual([]);
    const stats = (await call(vendor, 'GET', '/api/vendor/products')).json().stats;
    expect(stats).toMatchObject({ totalProducts: 3, available: 2, averagePrice: '2.40' });

    const noPrice = await call(vendor, 'PUT', `/api/vendor/products/${offer.id}`, { isAvailable: true });
    expect(noPrice.statusCode).toBe(400);
    expect(noPrice.json().error.fields.vendorPrice).toBe(vendorMessages.requiredFields);
  });

  it('tells staff live when an offer changes, so their purchase-order offer lists refresh', async () => {
    const baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const staff = await openEventStream(baseUrl, manager.cookie);
    try {
      const list = (await call(vendor, 'GET', '/api/vendor/products')).json();
      const offer = list.items.find((i: { productId: string }) => i.productId === plates);
      await call(vendor, 'PUT', `/api/vendor/products/${offer.id}`, {
        vendorPrice: offer.vendorPrice,
        minimumOrderQuantity: offer.minimumOrderQuantity,
        leadTimeDays: offer.leadTimeDays,
        isAvailable: true,
      });
      const event = await staff.waitFor((e) => e.event === 'vendor_offer.changed');
      expect(event.data).toEqual({ productId: plates });
    } finally {
      staff.close();
    }
  });

  it('removes an offer, writes the audit log, and a second remove is a 404', async () => {
    const list = (await call(vendor, 'GET', '/api/vendor/products')).json();
    const offer = list.items.find((i: { productId: string }) => i.productId === cups);
    expect((await call(vendor, 'DELETE', `/api/vendor/products/${offer.id}`)).statusCode).toBe(200);
    expect((await call(vendor, 'DELETE', `/api/vendor/products/${offer.id}`)).statusCode).toBe(404);
    const rows = await ctx.database.db.select().from(vendorProducts).where(eq(vendorProducts.id, offer.id));
    expect(rows).toEqual([]);
    const audit = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, offer.id), eq(auditLog.action, 'vendor_product.removed')));
    expect(audit).toHaveLength(1);
  });
});

describe('vendor dashboard figures', () => {
  it("counts only the vendor's own open POs, shipments in transit, unpaid invoices and documents expiring within 30 days", async () => {
    const db = ctx.database.db;
    const [own] = await db.select().from(vendors).where(eq(vendors.userId, vendor.user.id));
    const other = await signInAs(ctx, { role: 'vendor' });
    const [otherVendor] = await db
      .insert(vendors)
      .values({ userId: other.user.id, companyName: 'Other Co', contactEmail: other.user.email })
      .returning();
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

    for (const v of [own!, otherVendor!]) {
      const pos = await db
        .insert(purchaseOrders)
        .values(
          (['pending', 'pending', 'accepted', 'rejected', 'completed'] as const).map((status) => ({
            vendorId: v.id,
            status,
            totalAmount: '100.00',
          })),
        )
        .returning({ id: purchaseOrders.id });
      await db.insert(shipments).values(
        (['preparing', 'shipped', 'in_transit', 'delivered'] as const).map((status) => ({
          vendorId: v.id,
          purchaseOrderId: pos[2]!.id,
          status,
        })),
      );
      await db.insert(vendorPayments).values([
        {
          vendorId: v.id,
          purchaseOrderId: pos[2]!.id,
          amount: '120.50',
          status: 'pending',
          dueDate: day(-3),
        },
        {
          vendorId: v.id,
          purchaseOrderId: pos[2]!.id,
          amount: '80.00',
          status: 'processing',
          dueDate: day(10),
        },
        { vendorId: v.id, purchaseOrderId: pos[4]!.id, amount: '999.00', status: 'paid', dueDate: day(-20) },
      ]);
      await db.insert(vendorDocuments).values(
        [day(-1), day(0), day(30), day(31), null].map((expiryDate) => ({
          vendorId: v.id,
          documentName: `Licence ${expiryDate}`,
          documentType: 'business_license' as const,
          expiryDate,
        })),
      );
    }

    const res = await call(vendor, 'GET', '/api/vendor/overview');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      openPurchaseOrders: 3,
      awaitingAnswer: 2,
      shipmentsInTransit: 2,
      outstandingPayments: 2,
      outstandingAmount: '200.50',
      documentsExpiring: 2,
    });
    expect((await call(manager, 'GET', '/api/vendor/overview')).statusCode).toBe(403);
  });

  it('answers zeros for a vendor account whose company is not set up yet', async () => {
    const fresh = await signInAs(ctx, { role: 'vendor' });
    expect((await call(fresh, 'GET', '/api/vendor/overview')).json()).toMatchObject({
      openPurchaseOrders: 0,
      outstandingAmount: '0.00',
      documentsExpiring: 0,
    });
  });
});
