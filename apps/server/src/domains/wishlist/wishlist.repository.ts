import { and, desc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { products, wishlists } from '../../db/schema/index.ts';

export interface WishlistRow {
  id: string;
  productId: string;
  addedAt: Date;
  name: string;
  description: string | null;
  /** numeric(12,2) as PostgreSQL writes it. */
  price: string;
  category: (typeof products.category.enumValues)[number];
  imageUrl: string | null;
  stockQuantity: number;
  lowStockThreshold: number;
}

/** The user's saved products with the catalogue's current details, newest added first. */
export async function findWishlistRows(tx: Tx, userId: string): Promise<WishlistRow[]> {
  return tx
    .select({
      id: wishlists.id,
      productId: wishlists.productId,
      addedAt: wishlists.addedAt,
      name: products.name,
      description: products.description,
      price: products.price,
      category: products.category,
      imageUrl: products.imageUrl,
      stockQuantity: products.stockQuantity,
      lowStockThreshold: products.lowStockThreshold,
    })
    .from(wishlists)
    .innerJoin(products, eq(products.id, wishlists.productId))
    .where(eq(wishlists.userId, userId))
    .orderBy(desc(wishlists.addedAt), desc(wishlists.id));
}

/** Saves the product unless it is saved already (wishlists_user_product_unique): null then. */
export async function insertWishlistRow(
  tx: Tx,
  row: { userId: string; productId: string },
): Promise<{ id: string } | null> {
  const [inserted] = await tx
    .insert(wishlists)
    .values(row)
    .onConflictDoNothing({ target: [wishlists.userId, wishlists.productId] })
    .returning({ id: wishlists.id });
  return inserted ?? null;
}

/** Deletes one of the user's rows, by its id or by its product; the number deleted (0 or 1). */
export async function deleteWishlistRow(
  tx: Tx,
  userId: string,
  by: { id: string } | { productId: string },
): Promise<number> {
  const match = 'id' in by ? eq(wishlists.id, by.id) : eq(wishlists.productId, by.productId);
  const rows = await tx
    .delete(wishlists)
    .where(and(eq(wishlists.userId, userId), match))
    .returning({ id: wishlists.id });
  return rows.length;
}
