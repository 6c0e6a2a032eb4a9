import { eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';

// Staff's changes to products: insert, update, delete and the featured flag.

export type NewProduct = typeof products.$inferInsert;

export async function insertProducts(tx: Tx, rows: NewProduct[]): Promise<{ id: string }[]> {
  if (rows.length === 0) return [];
  return tx.insert(products).values(rows).returning({ id: products.id });
}

export async function updateProductRow(tx: Tx, id: string, values: Partial<NewProduct>): Promise<void> {
  await tx
    .update(products)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(products.id, id));
}

export async function deleteProductRows(tx: Tx, ids: string[]) {
  if (ids.length === 0) return [];
  return tx
    .delete(products)
    .where(inArray(products.id, ids))
    .returning({ id: products.id, name: products.name });
}

/**
 * Sets or clears is_featured; returns each product it found with its name and the flag it had, for
 * the audit log (docs/ARCHITECTURE.md, "The audit trail"). The rows are locked first so the old
 * flag is the one replaced.
 */
export async function setFeaturedRows(
  tx: Tx,
  ids: string[],
  isFeatured: boolean,
): Promise<{ id: string; name: string; wasFeatured: boolean }[]> {
  if (ids.length === 0) return [];
  const before = await tx
    .select({ id: products.id, name: products.name, wasFeatured: products.isFeatured })
    .from(products)
    .where(inArray(products.id, ids))
    .orderBy(products.id)
    .for('update');
  if (before.length === 0) return [];
  await tx.update(products).set({ isFeatured, updatedAt: sql`now()` }).where(inArray(products.id, ids));
  return before;
}
