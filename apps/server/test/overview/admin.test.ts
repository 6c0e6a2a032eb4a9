import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  companies,
  onboardingApplications,
  orders,
  purchaseOrders,
  recentActivity,
  users,
  vendorProducts,
  vendors,
} from '../../src/db/schema/index.ts';
import { companyIdOf } from '../../src/domains/companies/company-membership.ts';
import { createUser, type SignedIn, signInAs } from '../helpers/factories.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';
import { call, createStockedProduct } from '../orders/order-fixtures.ts';

/** docs/product/admin-area.md, Partners, Vendors, Associates: the tiles and recent lists on real data. */
let ctx: TestContext;
let admin: SignedIn;
const urls = [
  '/api/admin/overview/partners',
  '/api/admin/overview/vendors',
  '/api/admin/overview/associates',
];
const read = async (url: string) => {
  const res = await call(ctx, admin, 'GET', url);
  expect(res.statusCode).toBe(200);
  return res.json();
};

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signInAs(ctx, { role: null, isAdmin: true });
}, 60_000);
afterAll(() => ctx.close());

describe('admin portal overviews', () => {
  it('are for admins only', async () => {
    for (const url of urls) expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    for (const opts of [
      { role: 'partner' },
      { role: 'vendor' },
      { role: 'associate', associateRole: 'finance' },
    ] as const) {
      const who = await signInAs(ctx, opts);
      for (const url of urls) expect((await call(ctx, who, 'GET', url)).statusCode).toBe(403);
    }
  });

  it('counts orders, revenue without cancelled orders, enabled verified partners and pending orders; lists the 5 latest', async () => {
    const before = await read(urls[0]!);
    const db = ctx.database.db;
    const disabled = await createUser(ctx, { name: 'Dora Disabled' });
    // A sign-up that never confirmed its email is not an active partner.
    await createUser(ctx, { name: 'Una Unverified', verified: false });
    const partner = await createUser(ctx, { name: 'Penny Partner' });
    await db.update(users).set({ disabled: true }).where(eq(users.id, disabled.id));
    await db
      .update(companies)
      .set({ name: 'Penny Parties', loyaltyPoints: 42 })
      .where(eq(companies.id, companyIdOf(partner.id)));
    const day = (n: number) => new Date(Date.UTC(2030, 0, n));
    await db.insert(orders).values([
      {
        partnerId: partner.id,
        companyId: companyIdOf(partner.id),
        status: 'pending',
        totalAmount: '100.00',
        createdAt: day(1),
      },
      {
        partnerId: partner.id,
        companyId: companyIdOf(partner.id),
        status: 'pending',
        totalAmount: '50.50',
        createdAt: day(2),
      },
      {
        partnerId: partner.id,
        companyId: companyIdOf(partner.id),
        status: 'delivered',
        totalAmount: '20.00',
        createdAt: day(3),
      },
      {
        partnerId: partner.id,
        companyId: companyIdOf(partner.id),
        status: 'cancelled',
        totalAmount: '999.00',
        createdAt: day(4),
      },
      {
        partnerId: partner.id,
        companyId: companyIdOf(partner.id),
        status: 'shipped',
        totalAmount: '10.00',
        createdAt: day(5),
      },
      {
        partnerId: partner.id,
        companyId: companyIdOf(partner.id),
        status: 'processing',
        totalAmount: '5.25',
        createdAt: day(6),
      },
    ]);

    const after = await read(urls[0]!);
    expect(after.totalOrders - before.totalOrders).toBe(6);
    expect(Math.round((after.totalRevenue - before.totalRevenue) * 100)).toBe(18_575);
    expect(after.pendingOrders - before.pendingOrders).toBe(2);
    expect(after.activePartners - before.activePartners).toBe(1);
    expect(after.recentOrders).toHaveLength(5);
    expect(after.recentOrders[0]).toMatchObject({ status: 'processing', totalAmount: 5.25 });
    expect(after.recentOrders[0].orderNumber).toBe(after.recentOrders[0].id.slice(0, 8));
    expect(after.recentOrders.map((o: { status: string }) => o.status)).toEqual([
      'processing',
      'shipped',
      'cancelled',
      'delivered',
      'pending',
    ]);
    expect(after.recentPartners.length).toBeLessThanOrEqual(5);
    expect(after.recentPartners[0]).toMatchObject({
      id: partner.id,
      name: 'Penny Partner',
      email: partner.email,
      companyName: 'Penny Parties',
      loyaltyPoints: 42,
    });
  });

  it('counts vendors, active vendors, purchase orders and vendor products; lists the latest vendors and POs', async () => {
    const before = await read(urls[1]!);
    const db = ctx.database.db;
    const a = await createUser(ctx, { role: 'vendor' });
    const b = await createUser(ctx, { role: 'vendor' });
    const [active, inactive] = await db
      .insert(vendors)
      .values([
        {
          userId: a.id,
          companyName: 'Acme Balloons',
          contactEmail: 'sales@acme.example',
          qualityRating: '4.5',
        },
        { userId: b.id, companyName: 'Zed Streamers', contactEmail: 'hi@zed.example', isActive: false },
      ])
      .returning();
    const product = await createStockedProduct(ctx, { price: '3.00', stock: 10 });
    await db
      .insert(vendorProducts)
      .values({ vendorId: active!.id, productId: product.id, vendorPrice: '1.20' });
    const [po] = await db
      .insert(purchaseOrders)
      .values([
        { vendorId: active!.id, totalAmount: '250.00', createdAt: new Date(Date.UTC(2030, 0, 1)) },
        {
          vendorId: inactive!.id,
          totalAmount: '75.00',
          status: 'accepted',
          createdAt: new Date(Date.UTC(2030, 0, 2)),
        },
      ])
      .returning();

    const after = await read(urls[1]!);
    expect(after.totalVendors - before.totalVendors).toBe(2);
    expect(after.activeVendors - before.activeVendors).toBe(1);
    expect(after.purchaseOrders - before.purchaseOrders).toBe(2);
    expect(after.vendorProducts - before.vendorProducts).toBe(1);
    expect(after.recentVendors.slice(0, 2)).toEqual(
      expect.arrayContaining([
        {
          id: active!.id,
          companyName: 'Acme Balloons',
          contactEmail: 'sales@acme.example',
          qualityRating: 4.5,
          isActive: true,
        },
        {
          id: inactive!.id,
          companyName: 'Zed Streamers',
          contactEmail: 'hi@zed.example',
          qualityRating: 0,
          isActive: false,
        },
      ]),
    );
    expect(after.recentPurchaseOrders[0]).toMatchObject({ status: 'accepted', totalAmount: 75 });
    expect(after.recentPurchaseOrders[1]).toMatchObject({
      id: po!.id,
      poNumber: po!.poNumber,
      status: 'pending',
      totalAmount: 250,
    });
  });

  it('counts associate applications and enabled associates; lists the latest applications and 10 activity entries', async () => {
    const before = await read(urls[2]!);
    const db = ctx.database.db;
    const applicant = await createUser(ctx, { role: null, name: 'Alex Applicant' });
    const other = await createUser(ctx, { role: null });
    await createUser(ctx, { role: 'associate', associateRole: 'sales' });
    await db.insert(onboardingApplications).values([
      {
        userId: applicant.id,
        role: 'associate',
        companyName: 'Alex Events',
        submittedAt: new Date(Date.UTC(2030, 0, 2)),
      },
      {
        userId: other.id,
        role: 'associate',
        companyName: 'Old Co',
        status: 'approved',
        submittedAt: new Date(Date.UTC(2030, 0, 1)),
      },
      { userId: other.id, role: 'vendor', companyName: 'Vendor Co', status: 'rejected' },
    ]);
    await db.insert(recentActivity).values(
      Array.from({ length: 12 }, (_, i) => ({
        customerNameAnonymized: `Sarah ${String.fromCharCode(65 + i)}.`,
        location: 'Sydney',
        activityType: 'order_placed',
        createdAt: new Date(Date.UTC(2030, 0, 1, i)),
      })),
    );

    const after = await read(urls[2]!);
    expect(after.totalApplications - before.totalApplications).toBe(2);
    expect(after.pendingApplications - before.pendingApplications).toBe(1);
    expect(after.approved - before.approved).toBe(1);
    expect(after.activeUsers - before.activeUsers).toBe(1);
    expect(after.recentApplications[0]).toMatchObject({
      applicantName: 'Alex Applicant',
      email: applicant.email,
      companyName: 'Alex Events',
      status: 'pending',
    });
    expect(after.recentActivity).toHaveLength(10);
    expect(after.recentActivity[0]).toMatchObject({ customer: 'Sarah L.', location: 'Sydney' });
  });
});
