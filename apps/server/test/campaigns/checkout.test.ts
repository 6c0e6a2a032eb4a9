import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns, orders } from '../../src/db/schema/index.ts';
import { companyIdOf } from '../../src/domains/companies/company-membership.ts';
import { type SignedIn, signInAs } from '../helpers/factories.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';
import {
  addToCart,
  call,
  checkout,
  checkoutBody,
  createDeliveryMethod,
  createStockedProduct,
} from '../orders/order-fixtures.ts';
import { activeCampaign } from './campaign-fixtures.ts';

let ctx: TestContext;
let sales: SignedIn;
let finance: SignedIn;
let delivery: { id: string };

beforeAll(async () => {
  ctx = await createTestApp();
  sales = await signInAs(ctx, { role: 'associate', associateRole: 'sales' });
  finance = await signInAs(ctx, { role: 'associate', associateRole: 'finance' });
  delivery = await createDeliveryMethod(ctx, { name: 'Courier', cost: '10.00' });
}, 120_000);
afterAll(async () => {
  await ctx.close();
});

async function partnerWithCart(
  price = '20.00',
  quantity = 2,
  category: 'balloons' | 'tableware' = 'balloons',
) {
  const partner = await signInAs(ctx, { role: 'partner' });
  const product = await createStockedProduct(ctx, { price, category, stock: 1000 });
  await addToCart(ctx, partner, product.id, quantity);
  return { partner, product };
}

async function pastOrders(partnerId: string, count: number, daysAgo = 1) {
  const createdAt = new Date(Date.now() - daysAgo * 86_400_000);
  await ctx.database.db.insert(orders).values(
    Array.from({ length: count }, () => ({
      partnerId,
      companyId: companyIdOf(partnerId),
      totalAmount: '50.00',
      paymentMethod: 'invoice' as const,
      status: 'delivered' as const,
      createdAt,
    })),
  );
}

async function summary(who: SignedIn, promoCode?: string) {
  const query = new URLSearchParams({ deliveryMethodId: delivery.id, ...(promoCode ? { promoCode } : {}) });
  const res = await call(ctx, who, 'GET', `/api/partner/checkout/summary?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function usageOf(id: string) {
  const [row] = await ctx.database.db.select().from(campaigns).where(eq(campaigns.id, id));
  return row!.usageCount;
}

describe('campaign codes at checkout', () => {
  it('honours the target segment: new, loyal (3+ orders), inactive (none in 3 months), and refuses untracked ones', async () => {
    const forNew = await activeCampaign(ctx, sales, finance, { name: 'Welcome', targetSegment: 'new' });
    const loyal = await activeCampaign(ctx, sales, finance, { name: 'Thanks', targetSegment: 'loyal' });
    const inactive = await activeCampaign(ctx, sales, finance, {
      name: 'Come Back',
      targetSegment: 'inactive',
    });
    const wholesale = await activeCampaign(ctx, sales, finance, {
      name: 'Trade',
      targetSegment: 'wholesale',
    });

    const { partner } = await partnerWithCart();
    expect((await summary(partner, forNew.promoCode)).promoCode).toBe(forNew.promoCode);
    expect((await summary(partner, loyal.promoCode)).promoError).toBe(
      `The promo code ${loyal.promoCode} is for partners with 3 or more orders.`,
    );
    expect((await summary(partner, inactive.promoCode)).promoError).toBe(
      `The promo code ${inactive.promoCode} is for partners who have not ordered in 3 months or more.`,
    );
    expect((await summary(partner, wholesale.promoCode)).promoError).toBe(
      `The promo code ${wholesale.promoCode} is for wholesale partners only.`,
    );

    await pastOrders(partner.user.id, 3, 120);
    expect((await summary(partner, forNew.promoCode)).promoError).toBe(
      `The promo code ${forNew.promoCode} is for a first order only.`,
    );
    expect((await summary(partner, loyal.promoCode)).promoCode).toBe(loyal.promoCode);
    expect((await summary(partner, inactive.promoCode)).promoCode).toBe(inactive.promoCode);
    await pastOrders(partner.user.id, 1, 2);
    expect((await summary(partner, inactive.promoCode)).promoError).toMatch(/have not ordered in 3 months/);
  });

  it('honours the retail, wholesale and schools segments by the business type the partner gives', async () => {
    const trade = await activeCampaign(ctx, sales, finance, {
      name: 'Trade Days',
      targetSegment: 'wholesale',
    });
    const schools = await activeCampaign(ctx, sales, finance, {
      name: 'Term Party',
      targetSegment: 'schools',
    });
    const { partner } = await partnerWithCart();
    const setType = async (businessType: string | null) => {
      const res = await call(ctx, partner, 'PATCH', '/api/me/profile', { businessType });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().businessType).toBe(businessType);
    };

    expect((await summary(partner, trade.promoCode)).promoError).toBe(
      `The promo code ${trade.promoCode} is for wholesale partners only.`,
    );
    await setType('wholesale');
    expect((await summary(partner, trade.promoCode)).promoCode).toBe(trade.promoCode);
    expect((await summary(partner, schools.promoCode)).promoError).toBe(
      `The promo code ${schools.promoCode} is for schools only.`,
    );
    await setType('school');
    expect((await summary(partner, schools.promoCode)).promoCode).toBe(schools.promoCode);
    expect((await summary(partner, trade.promoCode)).promoError).toMatch(/wholesale partners only/);
    await setType(null);
    expect((await summary(partner, schools.promoCode)).promoError).toMatch(/schools only/);

    const refused = await call(ctx, partner, 'PATCH', '/api/me/profile', { businessType: 'charity' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields.businessType).toContain(
      'Business type must be Retail, Wholesale or School',
    );
  });

  it('needs the minimum purchase of eligible products, and covers only its category or products', async () => {
    const tableware = await activeCampaign(ctx, sales, finance, {
      name: 'Table Talk',
      appliesToAll: false,
      categories: ['tableware'],
      minPurchaseAmount: 30,
      discountValue: 50,
    });
    const { partner } = await partnerWithCart('20.00', 2, 'balloons');
    expect((await summary(partner, tableware.promoCode)).promoError).toBe(
      `The promo code ${tableware.promoCode} does not apply to the products in your cart.`,
    );
    const plates = await createStockedProduct(ctx, { price: '12.00', category: 'tableware' });
    await addToCart(ctx, partner, plates.id, 2);
    expect((await summary(partner, tableware.promoCode)).promoError).toBe(
      `The promo code ${tableware.promoCode} needs at least $30.00 of eligible products.`,
    );
    await addToCart(ctx, partner, plates.id, 1);
    // 50% of the $36.00 of tableware only; the balloons pay full price.
    const priced = await summary(partner, tableware.promoCode);
    expect(priced).toMatchObject({ discount: 18, subtotal: 76, total: 76 - 18 + 10 });

    const { partner: other, product } = await partnerWithCart('15.00', 2, 'balloons');
    const oneProduct = await activeCampaign(ctx, sales, finance, {
      name: 'Just This One',
      appliesToAll: false,
      productIds: [product.id],
      discountType: 'fixed',
      discountValue: 5,
    });
    expect(await summary(other, oneProduct.promoCode)).toMatchObject({ discount: 5, total: 30 - 5 + 10 });
  });

  it('counts the usage limit atomically: 20 buyers racing for the last use, exactly one gets it', async () => {
    const campaign = await activeCampaign(ctx, sales, finance, { name: 'Last One', usageLimit: 5 });
    await ctx.database.db.update(campaigns).set({ usageCount: 4 }).where(eq(campaigns.id, campaign.id));
    const buyers = await Promise.all(Array.from({ length: 20 }, () => partnerWithCart('10.00', 1)));
    const results = await Promise.all(
      buyers.map(({ partner }) =>
        checkout(ctx, partner, checkoutBody(delivery.id, { promoCode: campaign.promoCode })),
      ),
    );
    const placed = results.filter((r) => r.statusCode === 201);
    expect(placed).toHaveLength(1);
    for (const refused of results.filter((r) => r.statusCode !== 201)) {
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.message).toBe(
        `The promo code ${campaign.promoCode} has been fully redeemed.`,
      );
    }
    expect(await usageOf(campaign.id)).toBe(5);
    const [used] = await ctx.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(eq(orders.campaignId, campaign.id));
    expect(used!.n).toBe(1);
  });

  it('auto-applies the best eligible auto-apply campaign when no code is typed, and counts its use', async () => {
    // Both auto-apply on everything: 10% and $3 off. On $40 of products, 10% ($4) saves more.
    const tenPercent = await activeCampaign(ctx, sales, finance, {
      name: 'Autumn Auto Ten',
      isAutoApply: true,
      discountValue: 10,
      minPurchaseAmount: 25,
    });
    await activeCampaign(ctx, sales, finance, {
      name: 'Autumn Auto Three',
      isAutoApply: true,
      discountType: 'fixed',
      discountValue: 3,
    });
    const { partner } = await partnerWithCart('20.00', 2);
    const shown = await summary(partner);
    expect(shown).toMatchObject({
      promoCode: tenPercent.promoCode,
      promoName: 'Autumn Auto Ten',
      promoAutoApplied: true,
      discount: 4,
      total: 40 - 4 + 10,
    });
    const res = await checkout(ctx, partner, checkoutBody(delivery.id));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().total).toBe(46);
    expect(await usageOf(tenPercent.id)).toBe(1);

    // Below the 10% campaign's $25 minimum, the $3 one is the best that applies.
    const { partner: small } = await partnerWithCart('10.00', 1);
    expect(await summary(small)).toMatchObject({ promoName: 'Autumn Auto Three', discount: 3 });
    // A typed code wins over auto-apply.
    expect(await summary(small, 'NOSUCHCODE')).toMatchObject({ promoAutoApplied: false, discount: 0 });
  });

  it('auto-applies only a campaign running now with uses left, even while its status still says active', async () => {
    // Half off everything would save the most, when it runs.
    const half = await activeCampaign(ctx, sales, finance, {
      name: 'Half Off Auto',
      isAutoApply: true,
      discountValue: 50,
    });
    const { partner } = await partnerWithCart('20.00', 2);
    const set = (values: Partial<typeof campaigns.$inferInsert>) =>
      ctx.database.db.update(campaigns).set(values).where(eq(campaigns.id, half.id));

    // Ended a minute ago, before the campaign job has moved it to ended.
    await set({ startDate: new Date(Date.now() - 2 * 86_400_000), endDate: new Date(Date.now() - 60_000) });
    expect((await summary(partner)).promoName).not.toBe('Half Off Auto');
    // Running again, but its last use is taken.
    await set({ endDate: new Date(Date.now() + 86_400_000), usageLimit: 1, usageCount: 1 });
    expect((await summary(partner)).promoName).not.toBe('Half Off Auto');
    // Running with a use left: it applies.
    await set({ usageCount: 0 });
    expect(await summary(partner)).toMatchObject({
      promoName: 'Half Off Auto',
      promoAutoApplied: true,
      discount: 20,
    });
  });
});
