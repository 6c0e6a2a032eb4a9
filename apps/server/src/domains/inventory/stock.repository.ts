import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import { inventoryHistory, products } from '../../db/schema/index.ts';

export interface StockMove {
  id: string;
  name: string;
  stockQuantity: number;
  lowStockThreshold: number;
}

const moved = {
  id: products.id,
  name: products.name,
  stockQuantity: products.stockQuantity,
  lowStockThreshold: products.lowStockThreshold,
};

/**
 * Takes units in one guarded statement: no row comes back when fewer than `quantity` are left, so
 * stock never goes below zero however many checkouts run at once.
 */
export async function takeUnits(tx: Tx, productId: string, quantity: number): Promise<StockMove | null> {
  const [row] = await tx
    .update(products)
    .set({ stockQuantity: sql`${products.stockQuantity} - ${quantity}`, updatedAt: sql`now()` })
    .where(and(eq(products.id, productId), gte(products.stockQuantity, quantity)))
    .returning(moved);
  return row ?? null;
}

export async function returnUnits(tx: Tx, productId: string, quantity: number): Promise<StockMove | null> {
  const [row] = await tx
    .update(products)
    .set({ stockQuantity: sql`${products.stockQuantity} + ${quantity}`, updatedAt: sql`now()` })
    .where(eq(products.id, productId))
    .returning(moved);
  return row ?? null;
}

export async function findProductName(tx: Tx, productId: string): Promise<string | null> {
  const [row] = await tx.select({ name: products.name }).from(products).where(eq(products.id, productId));
  return row?.name ?? null;
}

export async function insertHistory(tx: Tx, rows: PgInsertValue<typeof inventoryHistory>[]): Promise<void> {
  if (rows.length > 0) await tx.insert(inventoryHistory).values(rows);
}

/**
 * Whether a document's units already moved: a history row of that kind naming it (an order's
 * 'return' when cancelled, a purchase order's 'restock' when delivered), so each moves stock once.
 */
export async function hasStockMovement(
  tx: Tx,
  movement: {
    referenceType: 'order' | 'purchase_order';
    referenceId: string;
    changeType: 'return' | 'restock';
    productIds: string[];
  },
): Promise<boolean> {
  if (movement.productIds.length === 0) return false;
  // Narrowed by product first, so the (product_id, created_at) index serves it however long history grows.
  const [row] = await tx
    .select({ id: inventoryHistory.id })
    .from(inventoryHistory)
    .where(
      and(
        inArray(inventoryHistory.productId, movement.productIds),
        eq(inventoryHistory.referenceType, movement.referenceType),
        eq(inventoryHistory.referenceId, movement.referenceId),
        eq(inventoryHistory.changeType, movement.changeType),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export interface LockedStock {
  id: string;
  name: string;
  stockQuantity: number;
  lowStockThreshold: number;
}

/**
 * The product's stock row, locked until the transaction ends: concurrent adjustments of one product
 * queue here, so each reads the stock the previous one wrote and no update is lost.
 */
export async function lockStock(tx: Tx, productId: string): Promise<LockedStock | null> {
  const [row] = await tx.select(moved).from(products).where(eq(products.id, productId)).for('update');
  return row ?? null;
}

export async function setStock(tx: Tx, productId: string, stockQuantity: number): Promise<void> {
  await tx.update(products).set({ stockQuantity, updatedAt: sql`now()` }).where(eq(products.id, productId));
}

/** A product's stock movements, newest first. */
export async function findHistory(tx: Tx, productId: string, limit: number) {
  return tx
    .select({
      id: inventoryHistory.id,
      changeType: inventoryHistory.changeType,
      quantityChange: inventoryHistory.quantityChange,
      previousQuantity: inventoryHistory.previousQuantity,
      newQuantity: inventoryHistory.newQuantity,
      notes: inventoryHistory.notes,
      createdAt: inventoryHistory.createdAt,
    })
    .from(inventoryHistory)
    .where(eq(inventoryHistory.productId, productId))
    .orderBy(desc(inventoryHistory.createdAt), desc(inventoryHistory.id))
    .limit(limit);
}

export async function productExists(tx: Tx, productId: string): Promise<boolean> {
  const [row] = await tx.select({ id: products.id }).from(products).where(eq(products.id, productId));
  return Boolean(row);
}
