import { randomUUID } from 'node:crypto';
import { vendorMessages } from '@party/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, vendorProducts } from '../../src/db/schema/index.ts';
import { callAs, createProduct, createVendor, type SignedIn, signInAs } from '../helpers/factories.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';
import { openEventStream } from '../platform/sse-client.ts';

/** /admin/vendors/products (docs/product/admin-area.md): every vendor's offers, and the admin's Add, Edit and Remove. */
let ctx: TestContext;
let admin: SignedIn;
let vendorA: SignedIn;
let vendorB: SignedIn;
let companyA: string;
let companyB: string;
let streamers: string;
let napkins: string;

const offer = { vendorPrice: 4.2, vendorSku: 'STR-01', minimumOrderQuantity: 10, leadTimeDays: 5 };
const call = (who: SignedIn, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
  callAs(ctx, who, method, url, body);

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signInAs(ctx, { role: null, isAdmin: true });
  vendorA = await signInAs(ctx, { role: 'vendor' });
  vendorB = await signInAs(ctx, { role: 'vendor' });
  companyA = await createVendor(ctx, vendorA, { companyName: 'Acme Party Wholesale' });
  companyB = await createVendor(ctx, vendorB, { companyName: 'Bondi Balloon Co' });
  streamers = (
    await createProduct(ctx, {
      name: 'Admin VP Rainbow Streamers',
      category: 'decorations',
      stockQuantity: 9,
    })
  ).id;
  napkins = (
    await createProduct(ctx, { name: 'Admin VP Gold Napkins', category: 'decorations', stockQuantity: 9 })
  ).id;
}, 120_000);
afterAll(() => ctx.close());

describe('admin vendor products', () => {
  it('is for admins only', async () => {
    const finance = await signInAs(ctx, { role: 'associate', associateRole: 'finance' });
    for (const who of [vendorA, finance]) {
      expect((await call(who, 'GET', '/api/admin/vendor-products')).statusCode).toBe(403);
      expect(
        (
          await call(who, 'POST', '/api/admin/vendor-products', {
            ...offer,
            vendorId: companyA,
            productId: streamers,
          })
        ).statusCode,
      ).toBe(403);
    }
  });

  it("adds an offer to a vendor's catalog: the vendor sees it live and in its own list, and it is audited", async () => {
    const baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openEventStream(baseUrl, vendorA.cookie);
    try {
      const res = await call(admin, 'POST', '/api/admin/vendor-products', {
        ...offer,
        vendorId: companyA,
        productId: streamers,
      });
      expect(res.statusCode).toBe(201);
      const added = res.json();
      expect(added).toMatchObject({
        productId: streamers,
        vendorPrice: '4.20',
        vendorSku: 'STR-01',
        isAvailable: true,
      });
      const event = await stream.waitFor((e) => e.event === 'vendor_offer.changed');
      expect(event.data).toEqual({ productId: streamers });
      const own = (await call(vendorA, 'GET', '/api/vendor/products')).json();
      expect(own.items.map((i: { id: string }) => i.id)).toContain(added.id);
      const audit = await ctx.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, added.id), eq(auditLog.action, 'vendor_product.added')));
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({
        actorId: admin.user.id,
        newValues: { vendorId: companyA, productId: streamers },
      });
    } finally {
      stream.close();
    }
  });

  it('refuses a second offer of the same product by the same vendor, an unknown vendor and bad fields', async () => {
    const twice = await call(admin, 'POST', '/api/admin/vendor-products', {
      ...offer,
      vendorId: companyA,
      productId: streamers,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe(vendorMessages.alreadyInCatalog);
    const unknown = await call(admin, 'POST', '/api/admin/vendor-products', {
      ...offer,
      vendorId: randomUUID(),
      productId: streamers,
    });
    expect(unknown.statusCode).toBe(404);
    const noVendor = await call(admin, 'POST', '/api/admin/vendor-products', {
      ...offer,
      productId: streamers,
    });
    expect(noVendor.statusCode).toBe(400);
    expect(noVendor.json().error.fields.vendorId).toBe('Choose a vendor');
    const negative = await call(admin, 'POST', '/api/admin/vendor-products', {
      ...offer,
      vendorPrice: -1,
      vendorId: companyB,
      productId: streamers,
    });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().error.fields.vendorPrice).toBe('Vendor price cannot be negative');
  });

  it("lists every vendor's offers with the company; searches, filters by vendor and availability", async () => {
    await call(admin, 'POST', '/api/admin/vendor-products', {
      ...offer,
      vendorSku: 'NAP-9',
      vendorId: companyB,
      productId: napkins,
    });
    const all = (await call(admin, 'GET', '/api/admin/vendor-products')).json();
    expect(all.total).toBe(2);
    expect(all.items.map((i: { vendor: { companyName: string } }) => i.vendor.companyName)).toEqual([
      'Bondi Balloon Co',
      'Acme Party Wholesale',
    ]);
    expect(all.vendors.map((v: { companyName: string }) => v.companyName)).toEqual([
      'Acme Party Wholesale',
      'Bondi Balloon Co',
    ]);
    const ids = async (qs: string) =>
      (await call(admin, 'GET', `/api/admin/vendor-products?${qs}`))
        .json()
        .items.map((i: { productId: string }) => i.productId);
    expect(await ids(`vendorId=${companyA}`)).toEqual([streamers]);
    expect(await ids('search=nap-9')).toEqual([napkins]);
    expect(await ids('search=bondi')).toEqual([napkins]);
    expect(await ids('search=rainbow')).toEqual([streamers]);
    expect(await ids('search=%25')).toEqual([]);
    expect(await ids('availability=unavailable')).toEqual([]);
    const picker = (
      await call(admin, 'GET', `/api/admin/vendor-products/catalogue?vendorId=${companyA}&search=Admin VP`)
    ).json();
    expect(picker.items.map((i: { name: string; offered: boolean }) => [i.name, i.offered])).toEqual([
      ['Admin VP Gold Napkins', false],
      ['Admin VP Rainbow Streamers', true],
    ]);
  });

  it("edits any vendor's offer (the vendor sees the change) and audits old and new values", async () => {
    const [row] = await ctx.database.db
      .select()
      .from(vendorProducts)
      .where(eq(vendorProducts.productId, napkins));
    const res = await call(admin, 'PUT', `/api/admin/vendor-products/${row!.id}`, {
      vendorPrice: '3.75',
      vendorSku: 'NAP-10',
      minimumOrderQuantity: '20',
      leadTimeDays: '3',
      isAvailable: false,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ vendorPrice: '3.75', vendorSku: 'NAP-10', isAvailable: false });
    const own = (await call(vendorB, 'GET', '/api/vendor/products')).json();
    expect(own.items[0]).toMatchObject({ id: row!.id, vendorPrice: '3.75', isAvailable: false });
    const [audit] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, row!.id), eq(auditLog.action, 'vendor_product.updated')));
    expect(audit).toMatchObject({
      actorId: admin.user.id,
      oldValues: { vendorPrice: '4.20', isAvailable: true },
      newValues: { vendorPrice: '3.75', isAvailable: false },
    });
    const unavailable = (
      await call(admin, 'GET', '/api/admin/vendor-products?availability=unavailable')
    ).json();
    expect(unavailable.items.map((i: { id: string }) => i.id)).toEqual([row!.id]);
    expect(
      (
        await call(admin, 'PUT', `/api/admin/vendor-products/${randomUUID()}`, {
          ...offer,
          isAvailable: true,
        })
      ).statusCode,
    ).toBe(404);
  });

  it("removes any vendor's offer, audited; a second remove is a 404, and a vendor still cannot touch another's offer", async () => {
    const [row] = await ctx.database.db
      .select()
      .from(vendorProducts)
      .where(eq(vendorProducts.productId, streamers));
    expect((await call(vendorB, 'DELETE', `/api/vendor/products/${row!.id}`)).statusCode).toBe(404);
    expect((await call(admin, 'DELETE', `/api/admin/vendor-products/${row!.id}`)).statusCode).toBe(200);
    expect((await call(admin, 'DELETE', `/api/admin/vendor-products/${row!.id}`)).statusCode).toBe(404);
    expect(await ctx.database.db.select().from(vendorProducts).where(eq(vendorProducts.id, row!.id))).toEqual(
      [],
    );
    const audit = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, row!.id), eq(auditLog.action, 'vendor_product.removed')));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actorId).toBe(admin.user.id);
    const own = (await call(vendorA, 'GET', '/api/vendor/products')).json();
    expect(own.items).toEqual([]);
  });
});
