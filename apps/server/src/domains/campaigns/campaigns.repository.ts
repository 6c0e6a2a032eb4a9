import { BUSINESS_TIME_ZONE, type CampaignTab } from '@party/shared';
import { pageOffset } from '@party/shared/paging/paging';
import { and, asc, count, desc, eq, ilike, inArray, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { countsAsSale } from '../../db/sales.ts';
import { campaignProducts, campaigns, orders, products, users } from '../../db/schema/index.ts';

export type CampaignRow = typeof campaigns.$inferSelect;
export type CampaignTargets = {
  appliesToAll: boolean;
  categories: string[];
  products: { id: string; name: string }[];
};
export type CampaignRecord = CampaignRow & {
  createdByName: string | null;
  approvedByName: string | null;
} & CampaignTargets;

/** The instant a Sydney calendar day starts (days: YYYY-MM-DD, checked by the contract). */
export const sydneyMidnight = (day: string, plusDays = 0) =>
  sql<Date>`((${day}::date + ${plusDays}::int)::timestamp at time zone ${BUSINESS_TIME_ZONE})`;

function tabFilter(tab: CampaignTab): SQL | undefined {
  if (tab === 'all') return ne(campaigns.status, 'cancelled');
  return eq(campaigns.status, tab);
}

function searchFilter(search: string | undefined): SQL | undefined {
  const term = search?.trim();
  if (!term) return undefined;
  const like = containsPattern(term);
  return or(
    ilike(campaigns.name, like),
    ilike(campaigns.promoCode, like),
    ilike(campaigns.description, like),
  );
}

/** One page of a tab, newest first, and every tab's count under the same search. */
export async function findCampaignPage(
  tx: Tx,
  query: { tab: CampaignTab; search?: string | undefined; page: number; pageSize: number },
) {
  const search = searchFilter(query.search);
  const where = and(tabFilter(query.tab), search);
  const rows = await tx
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(where)
    .orderBy(desc(campaigns.createdAt), desc(campaigns.id))
    .limit(query.pageSize)
    .offset(pageOffset(query));
  const grouped = await tx
    .select({ status: campaigns.status, n: count() })
    .from(campaigns)
    .where(search)
    .groupBy(campaigns.status);
  const counts = { active: 0, scheduled: 0, draft: 0, ended: 0, all: 0 };
  for (const g of grouped) {
    if (g.status === 'cancelled') continue;
    counts[g.status] = g.n;
    counts.all += g.n;
  }
  const records = await findCampaignRecords(
    tx,
    rows.map((r) => r.id),
  );
  return { rows: records, total: counts[query.tab], counts };
}

/** Campaigns with their creator's and approver's names and what they apply to, in the order of `ids`. */
export async function findCampaignRecords(tx: Tx, ids: string[]): Promise<CampaignRecord[]> {
  if (ids.length === 0) return [];
  const creators = sql`(select ${users.name} from ${users} where ${users.id} = ${campaigns.createdBy})`;
  const approvers = sql`(select ${users.name} from ${users} where ${users.id} = ${campaigns.approvedBy})`;
  const rows = await tx
    .select({
      campaign: campaigns,
      createdByName: sql<string | null>`${creators}`,
      approvedByName: sql<string | null>`${approvers}`,
    })
    .from(campaigns)
    .where(inArray(campaigns.id, ids));
  const targets = await tx
    .select({
      campaignId: campaignProducts.campaignId,
      appliesToAll: campaignProducts.appliesToAll,
      category: campaignProducts.category,
      productId: campaignProducts.productId,
      productName: products.name,
    })
    .from(campaignProducts)
    .leftJoin(products, eq(products.id, campaignProducts.productId))
    .where(inArray(campaignProducts.campaignId, ids))
    .orderBy(asc(campaignProducts.createdAt), asc(products.name));
  const byId = new Map(rows.map((r) => [r.campaign.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const own = targets.filter((t) => t.campaignId === id);
    return [
      {
        ...row.campaign,
        createdByName: row.createdByName,
        approvedByName: row.approvedByName,
        // No link rows at all (an older campaign) means everything, as checkout reads it.
        appliesToAll: own.length === 0 || own.some((t) => t.appliesToAll),
        categories: own.flatMap((t) => (t.category ? [t.category] : [])),
        products: own.flatMap((t) =>
          t.productId ? [{ id: t.productId, name: t.productName ?? 'Removed product' }] : [],
        ),
      },
    ];
  });
}

/** The campaign locked for a change, or null. */
export async function lockCampaign(tx: Tx, id: string): Promise<CampaignRow | null> {
  const [row] = await tx.select().from(campaigns).where(eq(campaigns.id, id)).for('update');
  return row ?? null;
}

export async function promoCodeTaken(tx: Tx, code: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(sql`upper(${campaigns.promoCode}) = ${code.toUpperCase()}`);
  return row !== undefined;
}

export type CampaignWrite = Omit<
  typeof campaigns.$inferInsert,
  'id' | 'startDate' | 'endDate' | 'createdAt' | 'updatedAt'
> & { startDay: string; endDay: string };

/** A campaign runs from the start of its first Sydney day to the end of its last. */
function withInstants({ startDay, endDay, ...values }: CampaignWrite) {
  return { ...values, startDate: sydneyMidnight(startDay), endDate: sydneyMidnight(endDay, 1) };
}

export async function insertCampaign(tx: Tx, values: CampaignWrite): Promise<string> {
  const [row] = await tx.insert(campaigns).values(withInstants(values)).returning({ id: campaigns.id });
  return row!.id;
}

export async function updateCampaignForm(tx: Tx, id: string, values: CampaignWrite) {
  await tx
    .update(campaigns)
    .set({ ...withInstants(values), updatedAt: sql`now()` })
    .where(eq(campaigns.id, id));
}

export async function updateCampaign(tx: Tx, id: string, values: Partial<typeof campaigns.$inferInsert>) {
  await tx
    .update(campaigns)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(campaigns.id, id));
}

/** Replaces what the campaign applies to: one all-row, or a row per category and per product. */
export async function replaceCampaignTargets(
  tx: Tx,
  campaignId: string,
  targets: { appliesToAll: boolean; categories: string[]; productIds: string[] },
) {
  await tx.delete(campaignProducts).where(eq(campaignProducts.campaignId, campaignId));
  const rows: (typeof campaignProducts.$inferInsert)[] = targets.appliesToAll
    ? [{ campaignId, appliesToAll: true }]
    : [
        ...targets.categories.map((category) => ({
          campaignId,
          category: category as (typeof campaignProducts.$inferInsert)['category'],
        })),
        ...targets.productIds.map((productId) => ({ campaignId, productId })),
      ];
  if (rows.length > 0) await tx.insert(campaignProducts).values(rows);
}

/** Which of these product ids exist in the catalogue. */
export async function findExistingProductIds(tx: Tx, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await tx.select({ id: products.id }).from(products).where(inArray(products.id, ids));
  return new Set(rows.map((r) => r.id));
}

/** The job's moves (docs/product/associate-portal.md, Campaigns): scheduled → active at start; active or scheduled → ended at end. */
export async function advanceCampaignStatuses(tx: Tx, now: Date) {
  // Each move with the status it left, for the job's audit rows (docs/ARCHITECTURE.md, "The audit trail").
  const moved = {
    id: campaigns.id,
    status: campaigns.status,
    name: campaigns.name,
    promoCode: campaigns.promoCode,
  };
  const ended = [];
  for (const from of ['active', 'scheduled'] as const) {
    const rows = await tx
      .update(campaigns)
      .set({ status: 'ended', updatedAt: sql`now()` })
      .where(and(eq(campaigns.status, from), lte(campaigns.endDate, now)))
      .returning(moved);
    ended.push(...rows.map((row) => ({ ...row, from })));
  }
  const started = await tx
    .update(campaigns)
    .set({ status: 'active', updatedAt: sql`now()` })
    .where(and(eq(campaigns.status, 'scheduled'), lte(campaigns.startDate, now)))
    .returning(moved);
  return [...ended, ...started.map((row) => ({ ...row, from: 'scheduled' as const }))];
}

/** Uses, revenue and discount of the orders that used the campaign, per Sydney day, oldest first. */
export async function findCampaignUsePerDay(tx: Tx, campaignId: string) {
  // The zone is a code constant written into the text, so select and group by are the same expression.
  const day = sql<string>`to_char(${orders.createdAt} at time zone ${sql.raw(`'${BUSINESS_TIME_ZONE}'`)}, 'YYYY-MM-DD')`;
  return tx
    .select({
      date: day,
      uses: count(),
      revenue: sql<string>`coalesce(sum(${orders.totalAmount}), 0)`,
      discountGiven: sql<string>`coalesce(sum(${orders.discountAmount}), 0)`,
    })
    .from(orders)
    .where(and(eq(orders.campaignId, campaignId), countsAsSale(orders.status)))
    .groupBy(day)
    .orderBy(day);
}

/** The address and name mail to a user goes to. */
export async function findUserContact(tx: Tx, userId: string) {
  const [row] = await tx
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/** What a campaign's code applies to at checkout: every product, a category or a product. */
export type CampaignTarget = { appliesToAll: boolean; category: string | null; productId: string | null };

async function findTargets(tx: Tx, ids: string[]) {
  return tx
    .select({
      campaignId: campaignProducts.campaignId,
      appliesToAll: campaignProducts.appliesToAll,
      category: campaignProducts.category,
      productId: campaignProducts.productId,
    })
    .from(campaignProducts)
    .where(inArray(campaignProducts.campaignId, ids));
}

/** The campaign a typed code belongs to (codes compare case-insensitively), with what it applies to. */
export async function findCampaignByCode(tx: Tx, code: string) {
  const [campaign] = await tx
    .select()
    .from(campaigns)
    .where(sql`upper(${campaigns.promoCode}) = ${code.toUpperCase()}`);
  if (!campaign) return null;
  const targets: CampaignTarget[] = (await findTargets(tx, [campaign.id])).map(
    ({ campaignId: _, ...t }) => t,
  );
  return { ...campaign, targets };
}

export type CampaignWithTargets = NonNullable<Awaited<ReturnType<typeof findCampaignByCode>>>;

/**
 * The active auto-apply campaigns with what each applies to; whether each runs now and has uses
 * left is the caller's check (campaign-running.ts). Their targets are read only when there are any.
 */
export async function findActiveAutoApplyCampaigns(tx: Tx): Promise<CampaignWithTargets[]> {
  const rows = await tx
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.status, 'active'), eq(campaigns.isAutoApply, true)));
  if (rows.length === 0) return [];
  const targets = await findTargets(
    tx,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    ...r,
    targets: targets.filter((t) => t.campaignId === r.id).map(({ campaignId: _, ...t }) => t),
  }));
}

/** Counts one use of a campaign code, refusing (false) once its usage limit is reached. */
/** Gives back one use (an order that never went ahead); never below zero. */
export async function decrementCampaignUsage(tx: Tx, campaignId: string): Promise<void> {
  await tx
    .update(campaigns)
    .set({ usageCount: sql`${campaigns.usageCount} - 1`, updatedAt: sql`now()` })
    .where(and(eq(campaigns.id, campaignId), sql`${campaigns.usageCount} > 0`));
}

export async function incrementCampaignUsage(tx: Tx, campaignId: string): Promise<boolean> {
  const rows = await tx
    .update(campaigns)
    .set({ usageCount: sql`${campaigns.usageCount} + 1`, updatedAt: sql`now()` })
    .where(
      and(
        eq(campaigns.id, campaignId),
        or(sql`${campaigns.usageLimit} is null`, sql`${campaigns.usageCount} < ${campaigns.usageLimit}`),
      ),
    )
    .returning({ id: campaigns.id });
  return rows.length > 0;
}
