import { and, asc, count, desc, eq, ne, notInArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { savedListItems, savedLists, users } from '../../db/schema/index.ts';

export interface SavedListRow {
  id: string;
  companyId: string;
  name: string;
  lineCount: number;
  units: number;
  createdById: string | null;
  createdByName: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface SavedListItemRow {
  productId: string;
  quantity: number;
}

// Each list with its line count and units, summed in the same statement, and its maker's name.
function selectLists(tx: Tx) {
  const totals = tx
    .select({
      savedListId: savedListItems.savedListId,
      lineCount: count().as('line_count'),
      units: sql<number>`sum(${savedListItems.quantity})::int`.as('units'),
    })
    .from(savedListItems)
    .groupBy(savedListItems.savedListId)
    .as('totals');
  return tx
    .select({
      id: savedLists.id,
      companyId: savedLists.companyId,
      name: savedLists.name,
      lineCount: sql<number>`coalesce(${totals.lineCount}, 0)::int`,
      units: sql<number>`coalesce(${totals.units}, 0)::int`,
      createdById: savedLists.createdBy,
      createdByName: users.name,
      createdAt: savedLists.createdAt,
      updatedAt: savedLists.updatedAt,
    })
    .from(savedLists)
    .leftJoin(totals, eq(totals.savedListId, savedLists.id))
    .leftJoin(users, eq(users.id, savedLists.createdBy));
}

/** The company's lists, last changed first. */
export async function findCompanyLists(tx: Tx, companyId: string): Promise<SavedListRow[]> {
  return selectLists(tx)
    .where(eq(savedLists.companyId, companyId))
    .orderBy(desc(savedLists.updatedAt), asc(savedLists.name), asc(savedLists.id));
}

/** One of the company's lists; null when it is not there or another company's. */
export async function findCompanyList(tx: Tx, companyId: string, id: string): Promise<SavedListRow | null> {
  const [row] = await selectLists(tx).where(and(eq(savedLists.companyId, companyId), eq(savedLists.id, id)));
  return row ?? null;
}

/** Locks one of the company's lists for a change, so two members' edits of it take turns. */
export async function lockCompanyList(tx: Tx, companyId: string, id: string): Promise<{ id: string } | null> {
  const [row] = await tx
    .select({ id: savedLists.id })
    .from(savedLists)
    .where(and(eq(savedLists.companyId, companyId), eq(savedLists.id, id)))
    .for('update');
  return row ?? null;
}

/** Whether another of the company's lists has this name, whatever its case. */
export async function hasListNamed(tx: Tx, companyId: string, name: string, exceptId: string | null) {
  const [row] = await tx
    .select({ id: savedLists.id })
    .from(savedLists)
    .where(
      and(
        eq(savedLists.companyId, companyId),
        sql`lower(${savedLists.name}) = lower(${name})`,
        exceptId ? ne(savedLists.id, exceptId) : undefined,
      ),
    );
  return row !== undefined;
}

/** The list's lines, first added first. */
export async function findListItems(tx: Tx, listId: string): Promise<SavedListItemRow[]> {
  return tx
    .select({ productId: savedListItems.productId, quantity: savedListItems.quantity })
    .from(savedListItems)
    .where(eq(savedListItems.savedListId, listId))
    .orderBy(asc(savedListItems.createdAt), asc(savedListItems.productId));
}

/** A new list; null when the company has one of that name already (saved_lists_company_name_unique). */
export async function insertList(
  tx: Tx,
  row: { companyId: string; name: string; createdBy: string },
): Promise<string | null> {
  const [inserted] = await tx
    .insert(savedLists)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: savedLists.id });
  return inserted?.id ?? null;
}

export async function renameList(tx: Tx, id: string, name: string): Promise<void> {
  await tx.update(savedLists).set({ name, updatedAt: sql`now()` }).where(eq(savedLists.id, id));
}

/** Marks the list changed now (its lines changed). */
export async function touchList(tx: Tx, id: string): Promise<void> {
  await tx.update(savedLists).set({ updatedAt: sql`now()` }).where(eq(savedLists.id, id));
}

/** Deletes one of the company's lists with its lines; whether it was there. */
export async function deleteCompanyList(tx: Tx, companyId: string, id: string): Promise<boolean> {
  const rows = await tx
    .delete(savedLists)
    .where(and(eq(savedLists.companyId, companyId), eq(savedLists.id, id)))
    .returning({ id: savedLists.id });
  return rows.length > 0;
}

/**
 * Sets each product's quantity on the list: a line already there keeps its place (its created_at),
 * new ones go last in the order given (a microsecond apart, as one statement's now() is one instant).
 */
export async function upsertItems(
  tx: Tx,
  listId: string,
  lines: readonly { productId: string; quantity: number }[],
): Promise<void> {
  if (lines.length === 0) return;
  await tx
    .insert(savedListItems)
    .values(
      lines.map((l, i) => ({
        savedListId: listId,
        productId: l.productId,
        quantity: l.quantity,
        createdAt: sql`now() + ${`${i} microseconds`}::interval`,
      })),
    )
    .onConflictDoUpdate({
      target: [savedListItems.savedListId, savedListItems.productId],
      set: { quantity: sql`excluded.quantity` },
    });
}

/** Removes the list's lines of every product but these. */
export async function deleteItemsExcept(tx: Tx, listId: string, keep: readonly string[]): Promise<void> {
  await tx
    .delete(savedListItems)
    .where(
      and(
        eq(savedListItems.savedListId, listId),
        keep.length > 0 ? notInArray(savedListItems.productId, [...keep]) : undefined,
      ),
    );
}
