import type { PriceListSegment } from '@party/shared';
import { and, asc, count, eq, ilike, ne, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { companies, priceListAssignments, priceListItems, priceLists } from '../../db/schema/index.ts';

// The lists themselves, whom they are assigned to, and the locks that keep two lists of one company
// or segment from overlapping (docs/decisions/0020-wholesale-pricing.md §2).

export type PriceListRow = typeof priceLists.$inferSelect;
type PriceListFields = Pick<typeof priceLists.$inferInsert, 'name' | 'validFrom' | 'validTo' | 'percentOff'>;

const bySearch = (search: string | undefined): SQL | undefined =>
  search ? ilike(priceLists.name, containsPattern(search)) : undefined;

/** A page of lists in name order, each with its number of products. */
export async function findPriceListPage(tx: Tx, query: { search?: string; limit: number; offset: number }) {
  return tx
    .select({
      list: priceLists,
      itemCount: sql<number>`(select count(*)::int from ${priceListItems} where ${priceListItems.priceListId} = ${priceLists.id})`,
    })
    .from(priceLists)
    .where(bySearch(query.search))
    .orderBy(asc(sql`lower(${priceLists.name})`), asc(priceLists.id))
    .limit(query.limit)
    .offset(query.offset);
}

export async function countPriceLists(tx: Tx, search?: string): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(priceLists).where(bySearch(search));
  return row?.n ?? 0;
}

export async function findPriceList(tx: Tx, id: string): Promise<PriceListRow | undefined> {
  const [row] = await tx.select().from(priceLists).where(eq(priceLists.id, id));
  return row;
}

export type AssignmentRow = Awaited<ReturnType<typeof findAssignments>>[number];

/** The companies (by name) and segments the given lists are assigned to. */
export async function findAssignments(tx: Tx, listIds: string[]) {
  if (listIds.length === 0) return [];
  return tx
    .select({
      priceListId: priceListAssignments.priceListId,
      companyId: priceListAssignments.companyId,
      companyName: companies.name,
      segment: priceListAssignments.segment,
    })
    .from(priceListAssignments)
    .leftJoin(companies, eq(companies.id, priceListAssignments.companyId))
    .where(sql`${priceListAssignments.priceListId} = any(${sqlUuids(listIds)})`)
    .orderBy(asc(sql`lower(${companies.name})`), asc(priceListAssignments.segment));
}

/** Whether another list already has this name, ignoring case (the unique index's rule). */
export async function isNameTaken(tx: Tx, name: string, exceptId?: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: priceLists.id })
    .from(priceLists)
    .where(
      and(
        sql`lower(${priceLists.name}) = lower(${name})`,
        exceptId ? ne(priceLists.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertPriceList(
  tx: Tx,
  values: PriceListFields & { createdBy: string },
): Promise<string> {
  const [row] = await tx.insert(priceLists).values(values).returning({ id: priceLists.id });
  return row!.id;
}

export async function updatePriceListRow(tx: Tx, id: string, values: PriceListFields): Promise<void> {
  await tx
    .update(priceLists)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(priceLists.id, id));
}

/** Its entries and assignments go with it (on delete cascade); history rows keep their prices. */
export async function deletePriceListRow(tx: Tx, id: string): Promise<void> {
  await tx.delete(priceLists).where(eq(priceLists.id, id));
}

/** Moves updated_at when the list's products or assignments change. */
export async function touchPriceList(tx: Tx, id: string): Promise<void> {
  await tx.update(priceLists).set({ updatedAt: new Date() }).where(eq(priceLists.id, id));
}

/** Who a list prices for, by kind. */
export interface Targets {
  companyIds: string[];
  segments: PriceListSegment[];
}

/** A date range; a missing end runs on for ever. */
export interface Dates {
  validFrom: string;
  validTo: string | null;
}

const sqlUuids = (ids: string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;
const sqlTexts = (values: string[]) => sql`${`{${values.join(',')}}`}::text[]`;

/** Lists whose dates meet `dates` at least one day. */
const overlaps = (dates: Dates): SQL =>
  sql`${priceLists.validFrom} <= coalesce(${dates.validTo}::date, 'infinity'::date)
    and ${dates.validFrom}::date <= coalesce(${priceLists.validTo}, 'infinity'::date)`;

/** An assignment row of the list `listColumn` to one of the targets. */
const assignedToAny = (targets: Targets): SQL =>
  sql`exists (select 1 from ${priceListAssignments} a where a.price_list_id = ${priceLists.id}
    and (a.company_id = any(${sqlUuids(targets.companyIds)}) or a.segment = any(${sqlTexts(targets.segments)})))`;

/**
 * Locks (`for update`, in id order) the list being changed and every list that could clash with it:
 * those already assigned to any of the targets, and those whose dates meet its dates. Two staff
 * giving two overlapping lists to one company or segment at once each lock the other's list, so the
 * second waits for the first and then sees its assignment (its check reads after the lock). The
 * list's own row, locked, is returned (undefined: it is gone).
 */
export async function lockInvolvedLists(
  tx: Tx,
  listId: string,
  dates: Dates,
  targets: Targets,
): Promise<PriceListRow | undefined> {
  const rows = await tx
    .select()
    .from(priceLists)
    .where(sql`${priceLists.id} = ${listId} or (${overlaps(dates)}) or ${assignedToAny(targets)}`)
    .orderBy(asc(priceLists.id))
    .for('update');
  return rows.find((r) => r.id === listId);
}

/** Another list of one of the targets whose dates meet `dates`: the first found, with whom it prices for. */
export async function findOverlap(tx: Tx, listId: string, dates: Dates, targets: Targets) {
  if (targets.companyIds.length === 0 && targets.segments.length === 0) return undefined;
  const [row] = await tx
    .select({
      name: priceLists.name,
      validFrom: priceLists.validFrom,
      validTo: priceLists.validTo,
      companyName: companies.name,
      segment: priceListAssignments.segment,
    })
    .from(priceListAssignments)
    .innerJoin(priceLists, eq(priceLists.id, priceListAssignments.priceListId))
    .leftJoin(companies, eq(companies.id, priceListAssignments.companyId))
    .where(
      and(
        ne(priceLists.id, listId),
        overlaps(dates),
        sql`(${priceListAssignments.companyId} = any(${sqlUuids(targets.companyIds)})
          or ${priceListAssignments.segment} = any(${sqlTexts(targets.segments)}))`,
      ),
    )
    .orderBy(asc(priceLists.validFrom), asc(priceLists.name))
    .limit(1);
  return row;
}

/** The list's assignments become exactly these. */
export async function replaceAssignments(tx: Tx, listId: string, targets: Targets): Promise<void> {
  await tx.delete(priceListAssignments).where(eq(priceListAssignments.priceListId, listId));
  const rows = [
    ...targets.companyIds.map((companyId) => ({ priceListId: listId, companyId })),
    ...targets.segments.map((segment) => ({ priceListId: listId, segment })),
  ];
  if (rows.length > 0) await tx.insert(priceListAssignments).values(rows);
}

/** The list's own row, locked: two saves of one list's products take turns. */
export async function lockPriceList(tx: Tx, id: string): Promise<PriceListRow | undefined> {
  const [row] = await tx.select().from(priceLists).where(eq(priceLists.id, id)).for('update');
  return row;
}
