import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, partnerAddresses } from '../../src/db/schema/index.ts';
import { addCompanyMember, companyOf } from '../helpers/companies.ts';
import { type SignedIn, signInAs } from '../helpers/factories.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';
import { call, checkoutBody, createDeliveryMethod, giveCredit } from '../orders/order-fixtures.ts';
import { placeOrderFor, setStatus } from '../orders/staff-fixtures.ts';

/**
 * What the company owns, every member reaches (docs/product/company-accounts.md, "What the company
 * owns"): its credit line, addresses, Business details and loyalty points; what a role may not do is
 * a 403 naming the role; another company's records are not found.
 */
let ctx: TestContext;
let owner: SignedIn;
let companyId: string;
let deliveryMethodId: string;

const address = (label: string) => ({
  label,
  name: 'Bella Martin',
  address: '31 Carter Street',
  city: 'Lidcombe',
  state: 'NSW',
  postalCode: '2141',
});

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await signInAs(ctx, { name: 'Olivia Owner' });
  companyId = await companyOf(ctx, owner.user.id);
  await ctx.database.db
    .update(companies)
    .set({ name: 'Confetti Test Co' })
    .where(eq(companies.id, companyId));
  deliveryMethodId = (await createDeliveryMethod(ctx, { cost: '10.00' })).id;
}, 60_000);
afterAll(() => ctx.close());

describe("a company's records, shared by its members", () => {
  it('requires authentication', async () => {
    for (const url of ['/api/partner/credit', '/api/partner/addresses', '/api/me/profile'])
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
  });

  it("shares one credit line: a buyer's charge lowers what the owner sees available", async () => {
    await giveCredit(ctx, owner.user.id, '1000.00');
    const buyer = await addCompanyMember(ctx, companyId, { role: 'buyer', name: 'Bruno Buyer' });
    // 2 × $45 + $10 delivery = $100 on account.
    await placeOrderFor(ctx, buyer, deliveryMethodId, [['45.00', 2]], { paymentMethod: 'account' });
    for (const who of [owner, buyer]) {
      const credit = await call(ctx, who, 'GET', '/api/partner/credit');
      expect(credit.statusCode).toBe(200);
      expect(credit.json().limit).toMatchObject({
        approvedLimit: 1000,
        usedAmount: 100,
        availableAmount: 900,
      });
    }
    const summary = (await call(ctx, owner, 'GET', '/api/partner/checkout/summary')).json();
    expect(summary.credit).toEqual({ available: 900, status: 'active' });
  });

  it('lists credit requests for every member; a buyer may not ask for a limit (403 naming the role)', async () => {
    const buyer = await addCompanyMember(ctx, companyId, { role: 'buyer' });
    const request = { requestedLimit: 5000, currentSpending: 1200, reason: 'Wedding season is coming' };
    const refused = await call(ctx, buyer, 'POST', '/api/partner/credit/requests', request);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe("Your role in Confetti Test Co (buyer) doesn't allow this.");
    const admin = await addCompanyMember(ctx, companyId, { role: 'admin' });
    const asked = await call(ctx, admin, 'POST', '/api/partner/credit/requests', request);
    expect(asked.statusCode, asked.body).toBe(201);
    for (const who of [owner, buyer]) {
      const items = (await call(ctx, who, 'GET', '/api/partner/credit/requests')).json().items;
      expect(items.map((r: { id: string }) => r.id)).toEqual([asked.json().id]);
    }
    const stranger = await signInAs(ctx);
    expect((await call(ctx, stranger, 'GET', '/api/partner/credit/requests')).json().items).toEqual([]);
  });

  it("shares addresses: one member's address is every member's; a viewer may not add one; another company's is not found", async () => {
    const buyer = await addCompanyMember(ctx, companyId, { role: 'buyer' });
    const added = await call(ctx, buyer, 'POST', '/api/partner/addresses', address('Warehouse'));
    expect(added.statusCode).toBe(201);
    const id = added.json().id as string;
    const viewer = await addCompanyMember(ctx, companyId, { role: 'viewer' });
    for (const who of [owner, buyer, viewer]) {
      const items = (await call(ctx, who, 'GET', '/api/partner/addresses')).json().items;
      expect(items.map((a: { id: string }) => a.id)).toContain(id);
    }
    const refused = await call(ctx, viewer, 'POST', '/api/partner/addresses', address('Studio'));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe("Your role in Confetti Test Co (viewer) doesn't allow this.");
    expect((await call(ctx, viewer, 'DELETE', `/api/partner/addresses/${id}`)).statusCode).toBe(403);

    const other = await signInAs(ctx);
    const otherBuyer = await addCompanyMember(ctx, await companyOf(ctx, other.user.id), { role: 'buyer' });
    for (const who of [other, otherBuyer]) {
      expect(
        (await call(ctx, who, 'PATCH', `/api/partner/addresses/${id}`, { label: 'Mine' })).statusCode,
      ).toBe(404);
      expect((await call(ctx, who, 'DELETE', `/api/partner/addresses/${id}`)).statusCode).toBe(404);
      expect((await call(ctx, who, 'GET', '/api/partner/addresses')).json().items).toEqual([]);
    }
    // The owner edits what the buyer added; it stays the company's if the buyer's account goes.
    expect(
      (await call(ctx, owner, 'PATCH', `/api/partner/addresses/${id}`, { label: 'Dock' })).statusCode,
    ).toBe(200);
    const [row] = await ctx.database.db.select().from(partnerAddresses).where(eq(partnerAddresses.id, id));
    expect(row).toMatchObject({ companyId, userId: buyer.user.id, label: 'Dock' });
  });

  it("saves a checkout's address to the company's book", async () => {
    const buyer = await addCompanyMember(ctx, companyId, { role: 'buyer' });
    const shipping = {
      ...checkoutBody(deliveryMethodId).shipping,
      city: 'Parramatta',
      state: 'NSW' as const,
    };
    await placeOrderFor(ctx, buyer, deliveryMethodId, [['5.00', 1]], { shipping, saveAddress: true });
    const items = (await call(ctx, owner, 'GET', '/api/partner/addresses')).json().items;
    expect(items.map((a: { city: string }) => a.city)).toContain('Parramatta');
  });

  it("shows every member the company's Business details; only owners and admins change them", async () => {
    const buyer = await addCompanyMember(ctx, companyId, { role: 'buyer' });
    const refused = await call(ctx, buyer, 'PATCH', '/api/me/profile', { companyName: 'Buyer Co' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe("Your role in Confetti Test Co (buyer) doesn't allow this.");
    // Their own name is theirs to change.
    expect((await call(ctx, buyer, 'PATCH', '/api/me/profile', { name: 'Bea Buyer' })).statusCode).toBe(200);

    const admin = await addCompanyMember(ctx, companyId, { role: 'admin' });
    const saved = await call(ctx, admin, 'PATCH', '/api/me/profile', {
      companyName: 'Confetti Test Co',
      abn: '51 824 753 556',
      businessType: 'wholesale',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    for (const who of [owner, buyer]) {
      const profile = (await call(ctx, who, 'GET', '/api/me/profile')).json();
      expect(profile).toMatchObject({
        companyName: 'Confetti Test Co',
        abn: '51824753556',
        businessType: 'wholesale',
      });
    }
  });

  it("gives the company the loyalty points of a member's delivered order", async () => {
    const buyer = await addCompanyMember(ctx, companyId, { role: 'buyer' });
    const sales = await signInAs(ctx, { role: 'associate', associateRole: 'sales' });
    const before = (await call(ctx, owner, 'GET', '/api/partner/overview')).json().loyaltyPoints as number;
    // 3 × $30 + $10 delivery = $100 → 100 points.
    const { orderId } = await placeOrderFor(ctx, buyer, deliveryMethodId, [['30.00', 3]]);
    expect((await setStatus(ctx, sales, orderId, 'delivered')).statusCode).toBe(200);
    for (const who of [owner, buyer]) {
      const overview = (await call(ctx, who, 'GET', '/api/partner/overview')).json();
      expect(overview.loyaltyPoints).toBe(before + 100);
    }
  });
});
