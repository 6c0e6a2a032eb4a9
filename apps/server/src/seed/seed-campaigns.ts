import { randomUUID } from 'node:crypto';
import { and, eq, gte, isNull, lte, ne } from 'drizzle-orm';
import { campaignAnalytics, campaignProducts, campaigns, orders } from '../db/schema/index.ts';
import type { SeedContext, SeededProduct } from './context.ts';
import { daysAgo, daysFromNow, isoDate, money } from './random.ts';
import type { SeededOrder } from './seed-orders.ts';
import type { People } from './seed-people.ts';

type CampaignRow = typeof campaigns.$inferInsert & { id: string };

/** One campaign in each state, what each applies to, and daily figures for those that ran. */
export async function seedCampaigns(
  ctx: SeedContext,
  people: People,
  products: SeededProduct[],
  seededOrders: SeededOrder[],
) {
  const { tx, rng, now } = ctx;
  const approved = {
    approvalStatus: 'approved' as const,
    approvedBy: people.finance.id,
    submittedAt: daysAgo(now, 40),
    approvedAt: daysAgo(now, 38),
  };
  const base = { createdBy: people.sales.id };
  const rows: CampaignRow[] = [
    {
      id: randomUUID(),
      ...base,
      ...approved,
      name: 'Birthday Bash Bonanza',
      description: '10% off every balloon for birthday parties booked this month.',
      discountType: 'percentage',
      discountValue: money(1000),
      startDate: daysAgo(now, 10),
      endDate: daysFromNow(now, 20),
      targetSegment: 'all',
      usageLimit: 500,
      minPurchaseAmount: money(5000),
      status: 'active',
      promoCode: 'BIRTHDAY10',
      createdAt: daysAgo(now, 42),
    },
    {
      id: randomUUID(),
      ...base,
      ...approved,
      name: 'Wedding Season Essentials',
      description: '15% off decorations and tableware for wedding planners.',
      discountType: 'percentage',
      discountValue: money(1500),
      startDate: daysFromNow(now, 14),
      endDate: daysFromNow(now, 75),
      targetSegment: 'wholesale',
      usageLimit: 300,
      minPurchaseAmount: money(20000),
      status: 'scheduled',
      promoCode: 'WEDDING15',
      createdAt: daysAgo(now, 21),
    },
    {
      id: randomUUID(),
      ...base,
      ...approved,
      name: 'Christmas in July',
      description: '$25 off festive orders over $150.',
      discountType: 'fixed',
      discountValue: money(2500),
      startDate: daysAgo(now, 130),
      endDate: daysAgo(now, 99),
      targetSegment: 'all',
      usageLimit: 1000,
      minPurchaseAmount: money(15000),
      status: 'ended',
      promoCode: 'XMASJULY',
      createdAt: daysAgo(now, 150),
    },
    {
      id: randomUUID(),
      ...base,
      name: 'Term 4 School Fun Days',
      description: 'Free shipping for schools on orders over $200.',
      discountType: 'free_shipping',
      discountValue: money(0),
      startDate: daysFromNow(now, 30),
      endDate: daysFromNow(now, 90),
      targetSegment: 'schools',
      minPurchaseAmount: money(20000),
      status: 'draft',
      approvalStatus: 'pending',
      submittedAt: daysAgo(now, 1),
      promoCode: 'SCHOOLFUN',
      createdAt: daysAgo(now, 3),
    },
    {
      id: randomUUID(),
      ...base,
      name: 'Loyal Partner Thank You',
      description: 'Buy two garland kits, get one free, for partners with 3+ orders.',
      discountType: 'bogo',
      discountValue: money(0),
      startDate: daysFromNow(now, 20),
      endDate: daysFromNow(now, 50),
      targetSegment: 'loyal',
      isAutoApply: true,
      status: 'draft',
      promoCode: 'THANKYOU3',
      createdAt: daysAgo(now, 0.5),
    },
    {
      id: randomUUID(),
      ...base,
      name: 'Tableware Flash Sale',
      description: '20% off tableware for one weekend.',
      discountType: 'percentage',
      discountValue: money(2000),
      startDate: daysAgo(now, 60),
      endDate: daysAgo(now, 58),
      targetSegment: 'retail',
      status: 'cancelled',
      approvalStatus: 'rejected',
      rejectionReason: 'Clashes with the supplier price rise; margin too thin.',
      promoCode: 'FLASH20',
      createdAt: daysAgo(now, 70),
    },
  ];
  await tx.insert(campaigns).values(rows);

  const [active, wedding, christmas, schools, loyal, flash] = rows;
  if (!active || !wedding || !christmas || !schools || !loyal || !flash) return;
  const garlands = products.filter((p) => p.name.startsWith('Organic Balloon Garland Kit'));
  const festive = products.filter((p) => /Christmas|Bon Bons/.test(p.name));
  await tx
    .insert(campaignProducts)
    .values([
      { campaignId: active.id, category: 'balloons' },
      { campaignId: wedding.id, category: 'decorations' },
      { campaignId: wedding.id, category: 'tableware' },
      ...festive.map((p) => ({ campaignId: christmas.id, productId: p.id })),
      { campaignId: schools.id, appliesToAll: true },
      ...garlands.map((p) => ({ campaignId: loyal.id, productId: p.id })),
      { campaignId: flash.id, category: 'tableware' },
    ]);

  // Their uses are real orders: invoice orders in the campaign's run, without another code, whose
  // eligible products reach its minimum get its discount (on-account orders keep the balances the
  // credit seed computed). The count of uses is the count of those orders.
  const categoryOf = new Map(products.map((p) => [p.id, p.category]));
  const festiveIds = new Set(festive.map((p) => p.id));
  await attachOrders(
    ctx,
    seededOrders,
    active,
    (l) => categoryOf.get(l.productId) === 'balloons',
    (cents) => Math.round(cents * 0.1),
  );
  await attachOrders(
    ctx,
    seededOrders,
    christmas,
    (l) => festiveIds.has(l.productId),
    (cents) => Math.min(2500, cents),
  );

  const days = (campaignId: string, from: number, to: number) =>
    Array.from({ length: from - to + 1 }, (_, i) => {
      const impressions = rng.int(200, 900);
      const clicks = Math.round(impressions * (0.04 + rng.next() * 0.06));
      const redemptions = Math.round(clicks * (0.1 + rng.next() * 0.2));
      const revenue = redemptions * rng.int(9000, 26000);
      return {
        campaignId,
        date: isoDate(daysAgo(now, from - i)),
        impressions,
        clicks,
        redemptions,
        revenue: money(revenue),
        discountGiven: money(Math.round(revenue * 0.1)),
      };
    });
  await tx.insert(campaignAnalytics).values([...days(active.id, 10, 1), ...days(christmas.id, 130, 99)]);
}

async function attachOrders(
  ctx: SeedContext,
  seededOrders: SeededOrder[],
  campaign: CampaignRow,
  eligible: (line: SeededOrder['lines'][number]) => boolean,
  discountOf: (eligibleCents: number) => number,
) {
  const { tx } = ctx;
  const start = campaign.startDate as Date;
  const end = campaign.endDate as Date;
  const minimum = campaign.minPurchaseAmount ? Math.round(Number(campaign.minPurchaseAmount) * 100) : 0;
  const candidates = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        isNull(orders.promoCode),
        eq(orders.paymentMethod, 'invoice'),
        ne(orders.status, 'cancelled'),
        gte(orders.createdAt, start),
        lte(orders.createdAt, end),
      ),
    );
  const ids = new Set(candidates.map((c) => c.id));
  let uses = 0;
  for (const order of seededOrders) {
    if (!ids.has(order.id) || (campaign.usageLimit && uses >= campaign.usageLimit)) continue;
    const eligibleCents = order.lines.filter(eligible).reduce((s, l) => s + l.quantity * l.priceCents, 0);
    if (eligibleCents === 0 || eligibleCents < minimum) continue;
    const discount = discountOf(eligibleCents);
    order.totalCents -= discount;
    await tx
      .update(orders)
      .set({
        campaignId: campaign.id,
        promoCode: campaign.promoCode,
        discountAmount: money(discount),
        totalAmount: money(order.totalCents),
      })
      .where(eq(orders.id, order.id));
    uses += 1;
  }
  await tx.update(campaigns).set({ usageCount: uses }).where(eq(campaigns.id, campaign.id));
}
