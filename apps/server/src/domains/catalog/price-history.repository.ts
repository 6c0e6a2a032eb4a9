import { desc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { priceLists, productPriceHistory, users } from '../../db/schema/index.ts';

// Each product's price and cost changes, with who made them; a price list's changes name the list.

export async function insertPriceHistory(
  tx: Tx,
  rows: (typeof productPriceHistory.$inferInsert)[],
): Promise<void> {
  if (rows.length > 0) await tx.insert(productPriceHistory).values(rows);
}

/** A product's price and cost changes, newest first, with who made each and the price list of a list's change. */
export async function findPriceHistory(tx: Tx, productId: string, limit: number) {
  return tx
    .select({
      id: productPriceHistory.id,
      previousPrice: productPriceHistory.previousPrice,
      newPrice: productPriceHistory.newPrice,
      previousCost: productPriceHistory.previousCost,
      newCost: productPriceHistory.newCost,
      changedAt: productPriceHistory.changedAt,
      changedByName: users.name,
      priceListId: productPriceHistory.priceListId,
      priceListName: priceLists.name,
    })
    .from(productPriceHistory)
    .leftJoin(users, eq(users.id, productPriceHistory.changedBy))
    .leftJoin(priceLists, eq(priceLists.id, productPriceHistory.priceListId))
    .where(eq(productPriceHistory.productId, productId))
    .orderBy(desc(productPriceHistory.changedAt), desc(productPriceHistory.id))
    .limit(limit);
}

export async function deletePriceListHistory(tx: Tx, priceListId: string): Promise<void> {
  await tx.delete(productPriceHistory).where(eq(productPriceHistory.priceListId, priceListId));
}
