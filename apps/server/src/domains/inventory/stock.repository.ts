import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import { namedStatement } from '../../db/named-statement.ts';
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

const takeStockStatement = namedStatement<{
  id: string;
  name: string;
  stock_quantity: number;
  low_stock_threshold: number;
  quantity: number;
}>(
  'stock_take_for_order',
  `with wanted as (
    select * from unnest($1::uuid[], $2::int[]) as w(product_id, quantity)
  ), locked as (
    select p.id from products p where p.id in (select product_id from wanted) order by p.id for no key update
  ), taken as (
    update products p set stock_quantity = p.stock_quantity - w.quantity, updated_at = now()
    from locked join wanted w on w.product_id = locked.id
    where p.id = locked.id and p.stock_quantity >= w.quantity
    returning p.id, p.name, p.stock_quantity, p.low_stock_threshold, w.quantity
  ), history as (
    insert into inventory_history (product_id, change_type, quantity_change, previous_quantity, new_quantity, notes, reference_type, reference_id, created_by)
    select id, 'sale', -quantity, stock_quantity + quantity, stock_quantity, $3, 'order', $4::uuid, $5::uuid from taken
  )
  select id, name, stock_quantity, low_stock_threshold, quantity,
    pg_notify($6, json_build_object('everyone', true, 'type', 'product.stock',
      'data', json_build_object('productId', id, 'stockQuantity', stock_quantity))::text)
  from taken`,
);

/**
 * A sale of several lines in ONE statement: the products locked in id order (two orders sharing
 * products cannot deadlock; `no key update`, which the order lines' foreign-key checks do not
 * block), every line with enough units taken by a guarded update, an inventory_history row written
 * for each, and the live 'product.stock' event for each queued (as publishStockChange sends it,
 * delivered on commit). Returns the lines taken: fewer than asked means one had too few units, and
 * the caller must roll back. Sent last in a checkout, the hot product rows stay locked for one
 * round trip, until the commit.
 */
export async function takeUnitsWithHistory(
  tx: Tx,
  sale: {
    lines: { productId: string; quantity: number }[];
    referenceId: string;
    actorId: string;
    notes: string;
    eventsChannel: string;
  },
): Promise<(StockMove & { quantity: number })[]> {
  // Array literals, one parameter each (Drizzle would spread a JS array into a list of parameters).
  const ids = `{${sale.lines.map((l) => l.productId).join(',')}}`;
  const quantities = `{${sale.lines.map((l) => Math.trunc(l.quantity)).join(',')}}`;
  const rows = await takeStockStatement(tx, [
    ids,
    quantities,
    sale.notes,
    sale.referenceId,
    sale.actorId,
    sale.eventsChannel,
  ]);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    stockQuantity: Number(r.stock_quantity),
    lowStockThreshold: Number(r.low_stock_threshold),
    quantity: Number(r.quantity),
  }));
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
 * Whether a document's units already moved: a history row of that kind naming it (a purchase
 * order's 'restock' when delivered), so it moves stock once. An order's movements follow its status
 * instead (see returnOrderStock), since a reopened order takes its units again.
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
