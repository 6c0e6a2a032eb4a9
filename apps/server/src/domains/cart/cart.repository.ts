import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { cartItems, products } from '../../db/schema/index.ts';

export interface CartLineRow {
  id: string;
  productId: string;
  name: string;
  slug: string;
  category: (typeof products.category.enumValues)[number];
  imageUrl: string | null;
  /** numeric(12,2) as PostgreSQL writes it. */
  price: string;
  quantity: number;
  stockQuantity: number;
}

// The cart shows each line with the catalogue's current name, picture and price: one join, one query.
const lineColumns = {
  id: cartItems.id,
  productId: cartItems.productId,
  name: products.name,
  slug: products.slug,
  category: products.category,
  imageUrl: products.imageUrl,
  price: products.price,
  quantity: cartItems.quantity,
  stockQuantity: products.stockQuantity,
};

export async function findCartLines(tx: Tx, userId: string): Promise<CartLineRow[]> {
  return tx
    .select(lineColumns)
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
}

export async function findCartLine(tx: Tx, userId: string, lineId: string): Promise<CartLineRow | null> {
  const [row] = await tx
    .select(lineColumns)
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(and(eq(cartItems.userId, userId), eq(cartItems.id, lineId)));
  return row ?? null;
}

/**
 * Adds to the product's line in one statement (spec 2: the quantity sums with what is there), so
 * two quick clicks never make two lines or lose a unit. Returns the line id and whether it existed.
 */
export async function addToLine(
  tx: Tx,
  line: { userId: string; productId: string; quantity: number },
): Promise<{ id: string; merged: boolean }> {
  const [row] = await tx
    .insert(cartItems)
    .values(line)
    .onConflictDoUpdate({
      target: [cartItems.userId, cartItems.productId],
      set: { quantity: sql`${cartItems.quantity} + excluded.quantity`, updatedAt: sql`now()` },
    })
    // xmax is non-zero on a row the upsert updated rather than inserted.
    .returning({ id: cartItems.id, merged: sql<boolean>`(xmax <> 0)` });
  return row!;
}

export async function setLineQuantity(
  tx: Tx,
  userId: string,
  lineId: string,
  quantity: number,
): Promise<boolean> {
  const rows = await tx
    .update(cartItems)
    .set({ quantity, updatedAt: sql`now()` })
    .where(and(eq(cartItems.userId, userId), eq(cartItems.id, lineId)))
    .returning({ id: cartItems.id });
  return rows.length > 0;
}

export async function deleteLines(tx: Tx, userId: string, lineIds?: string[]): Promise<number> {
  const rows = await tx
    .delete(cartItems)
    .where(and(eq(cartItems.userId, userId), lineIds ? inArray(cartItems.id, lineIds) : undefined))
    .returning({ id: cartItems.id });
  return rows.length;
}

export interface CheckoutLineRow {
  id: string;
  productId: string;
  quantity: number;
  name: string;
  category: (typeof products.category.enumValues)[number];
  /** numeric(12,2) as PostgreSQL writes it. */
  price: string;
}

/**
 * The lines a checkout turns into an order, with each product's current name, category and price,
 * the cart lines locked (not the products) so a second checkout of the same cart waits.
 */
export async function lockCartLines(tx: Tx, userId: string): Promise<CheckoutLineRow[]> {
  return tx
    .select({
      id: cartItems.id,
      productId: cartItems.productId,
      quantity: cartItems.quantity,
      name: products.name,
      category: products.category,
      price: products.price,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id))
    .for('update', { of: cartItems });
}

/** The delete of these lines unsent, for a WriteBatch. */
export function linesDelete(tx: Tx, userId: string, lineIds: string[]) {
  return tx.delete(cartItems).where(and(eq(cartItems.userId, userId), inArray(cartItems.id, lineIds)));
}
