import type { BulkAction } from '@party/shared';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { bulkOperations, productPriceHistory, products, users } from '../../db/schema/index.ts';

/** A product a run may change, with the three values a run can set. */
export interface BulkTarget {
  id: string;
  name: string;
  price: string;
  category: string;
  isFeatured: boolean;
}

/** What undo_data keeps per changed row: the value it had before the run. */
export interface UndoRow {
  id: string;
  value: string | boolean;
}

const HISTORY_CHUNK = 2000;

/** The selected products in name order; `lock` takes their rows for the run's transaction. */
export async function findTargets(
  tx: Tx,
  selection: { productIds?: string[]; filter?: { category?: string; search?: string } },
  lock: boolean,
): Promise<BulkTarget[]> {
  const { productIds, filter } = selection;
  const where = productIds
    ? inArray(products.id, productIds)
    : and(
        filter?.category
          ? eq(products.category, filter.category as typeof products.$inferSelect.category)
          : undefined,
        filter?.search ? sql`strpos(lower(${products.name}), lower(${filter.search})) > 0` : undefined,
      );
  const query = tx
    .select({
      id: products.id,
      name: products.name,
      price: products.price,
      category: products.category,
      isFeatured: products.isFeatured,
    })
    .from(products)
    .where(where)
    .orderBy(asc(sql`lower(${products.name})`), asc(products.id));
  return lock ? query.for('update') : query;
}

/** Sets one column on many products in one statement: each row's own new value. */
export async function setValues(tx: Tx, action: BulkAction, rows: UndoRow[]): Promise<void> {
  if (rows.length === 0) return;
  const ids = JSON.stringify(rows.map((r) => r.id));
  const values = JSON.stringify(rows.map((r) => r.value));
  const source = sql`(select (i.value #>> '{}')::uuid as id, v.value as value
    from json_array_elements(${ids}::json) with ordinality as i(value, n)
    join json_array_elements(${values}::json) with ordinality as v(value, n) using (n)) as v`;
  const set =
    action === 'price_percent'
      ? sql`price = (v.value #>> '{}')::numeric`
      : action === 'category'
        ? sql`category = v.value #>> '{}'`
        : sql`is_featured = (v.value #>> '{}')::boolean`;
  await tx.execute(
    sql`update ${products} set ${set}, updated_at = now() from ${source} where ${products.id} = v.id`,
  );
}

export async function insertPriceHistory(tx: Tx, rows: (typeof productPriceHistory.$inferInsert)[]) {
  for (let i = 0; i < rows.length; i += HISTORY_CHUNK)
    await tx.insert(productPriceHistory).values(rows.slice(i, i + HISTORY_CHUNK));
}

export async function insertOperation(tx: Tx, row: typeof bulkOperations.$inferInsert) {
  const [inserted] = await tx.insert(bulkOperations).values(row).returning({ id: bulkOperations.id });
  return inserted!.id;
}

export async function markUndone(tx: Tx, id: string) {
  await tx
    .update(bulkOperations)
    .set({ status: 'undone', undoneAt: sql`now()` })
    .where(eq(bulkOperations.id, id));
}

/** The run and whether it is the newest completed one; locked so two undos cannot both restore it. */
export async function lockOperation(tx: Tx, id: string) {
  const [row] = await tx.select().from(bulkOperations).where(eq(bulkOperations.id, id)).for('update');
  return row;
}

export async function latestCompletedId(tx: Tx): Promise<string | undefined> {
  const [row] = await tx
    .select({ id: bulkOperations.id })
    .from(bulkOperations)
    .where(eq(bulkOperations.status, 'completed'))
    .orderBy(desc(bulkOperations.createdAt), desc(bulkOperations.id))
    .limit(1);
  return row?.id;
}

export const operationColumns = {
  id: bulkOperations.id,
  kind: bulkOperations.kind,
  parameters: bulkOperations.parameters,
  status: bulkOperations.status,
  totalCount: bulkOperations.totalCount,
  processedCount: bulkOperations.processedCount,
  createdByName: users.name,
  createdAt: bulkOperations.createdAt,
  completedAt: bulkOperations.completedAt,
  undoneAt: bulkOperations.undoneAt,
};
export type OperationRow = Awaited<ReturnType<typeof listOperationRows>>[number];

export async function listOperationRows(tx: Tx, where?: SQL) {
  return tx
    .select(operationColumns)
    .from(bulkOperations)
    .leftJoin(users, eq(users.id, bulkOperations.createdBy))
    .where(and(where))
    .orderBy(desc(bulkOperations.createdAt), desc(bulkOperations.id))
    .limit(20);
}

export const findOperationRow = async (tx: Tx, id: string) =>
  (await listOperationRows(tx, eq(bulkOperations.id, id)))[0];
