import { type LeadListQuery, type LeadStage, leadStages } from '@party/shared';
import { LIST_COUNT_CAP } from '@party/shared/paging/paging';
import { and, count, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias, unionAll } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { leads, quotes, stageIsOpen, users } from '../../db/schema/index.ts';

export type NewLead = typeof leads.$inferInsert;
export type LeadRow = typeof leads.$inferSelect;

export async function insertLead(tx: Tx, lead: NewLead): Promise<void> {
  await tx.insert(leads).values(lead);
}

const owners = alias(users, 'lead_owner');
const listColumns = {
  lead: leads,
  quoteNumber: quotes.quoteNumber,
  eventDate: quotes.eventDate,
  deliveryAddress: quotes.deliveryAddress,
  specialRequirements: quotes.specialRequirements,
  ownerName: owners.name,
};

function selectLeads(tx: Tx) {
  return tx
    .select(listColumns)
    .from(leads)
    .leftJoin(quotes, eq(quotes.id, leads.quoteId))
    .leftJoin(owners, eq(owners.id, leads.assignedTo));
}

/**
 * Leads of a stage ('open': new, contacted, qualified), newest first, searched by name, email or
 * company. The order is served by leads_stage_created_at_id_idx, leads_open_created_at_id_idx (whose
 * predicate stageIsOpen states) or leads_created_at_id_idx.
 */
export async function findLeads(tx: Tx, query: LeadListQuery, limit: number) {
  const conditions: SQL[] = [];
  const stage = query.stage ?? 'open';
  if (stage === 'open') conditions.push(stageIsOpen(leads.stage));
  else if (stage !== 'all') conditions.push(eq(leads.stage, stage));
  if (query.search) {
    // Each column through its trigram index, ORed as bitmaps (leads_*_trgm_idx).
    const pattern = containsPattern(query.search);
    const match = or(
      ilike(leads.name, pattern),
      ilike(leads.email, pattern),
      ilike(leads.companyName, pattern),
    );
    if (match) conditions.push(match);
  }
  return selectLeads(tx)
    .where(and(...conditions))
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(limit);
}

/**
 * Leads per stage, each count stopped at LIST_COUNT_CAP (a walk of at most that many entries of
 * leads_stage_created_at_id_idx per stage, where a group by reads every lead): a stage past it is in
 * `capped`, its count the cap.
 */
export async function countLeadsByStage(
  tx: Tx,
): Promise<{ counts: Record<LeadStage, number>; capped: LeadStage[] }> {
  const perStage = leadStages.map((stage) =>
    tx.select({ stage: sql<LeadStage>`${stage}::text`.as('stage'), n: count() }).from(
      tx
        .select({ one: sql`1`.as('one') })
        .from(leads)
        .where(eq(leads.stage, stage))
        .limit(LIST_COUNT_CAP + 1)
        .as('stage_leads'),
    ),
  );
  const rows = await unionAll(perStage[0]!, perStage[1]!, ...perStage.slice(2));
  const counts = Object.fromEntries(leadStages.map((s) => [s, 0])) as Record<LeadStage, number>;
  const capped: LeadStage[] = [];
  for (const row of rows) {
    counts[row.stage] = Math.min(row.n, LIST_COUNT_CAP);
    if (row.n > LIST_COUNT_CAP) capped.push(row.stage);
  }
  return { counts, capped };
}

export async function findLeadView(tx: Tx, id: string) {
  const [row] = await selectLeads(tx).where(eq(leads.id, id));
  return row;
}

/** The lead locked for a change (SELECT ... FOR UPDATE): two converters wait for each other. */
export async function lockLead(tx: Tx, id: string): Promise<LeadRow | undefined> {
  const [row] = await tx.select().from(leads).where(eq(leads.id, id)).for('update');
  return row;
}

export async function updateLeadRow(
  tx: Tx,
  id: string,
  changes: Partial<Pick<NewLead, 'stage' | 'assignedTo' | 'notes' | 'userId' | 'convertedAt'>>,
): Promise<void> {
  await tx
    .update(leads)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(leads.id, id));
}

/**
 * The not yet converted leads of a quote become won, for the quote's partner; an unowned one is
 * credited to whoever converted. A lead converted meanwhile (its row lock taken first) is skipped.
 */
export async function winLeadsOfQuote(
  tx: Tx,
  win: { quoteId: string; userId: string; convertedBy: string },
): Promise<{ id: string }[]> {
  const now = new Date();
  return tx
    .update(leads)
    .set({
      stage: 'won',
      userId: win.userId,
      assignedTo: sql`coalesce(${leads.assignedTo}, ${win.convertedBy})`,
      convertedAt: now,
      updatedAt: now,
    })
    .where(and(eq(leads.quoteId, win.quoteId), isNull(leads.convertedAt)))
    .returning({ id: leads.id });
}

export async function findUserNames(tx: Tx, ids: string[]) {
  if (ids.length === 0) return [];
  return tx.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids));
}
