import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { priceListItems, products } from '../../db/schema/index.ts';

// A list's entries, each with its catalogue product (name, SKU, list price).

export type PriceListItemRow = Awaited<ReturnType<typeof findItems>>[number];

/** The list's entries in product-name order, each with the product's name, SKU and list price. */
export async function findItems(tx: Tx, listId: string) {
  return tx
    .select({
      productId: priceListItems.productId,
      productName: products.name,
      sku: products.sku,
      listPrice: products.price,
      fixedPrice: priceListItems.fixedPrice,
      percentOff: priceListItems.percentOff,
    })
    .from(priceListItems)
    .innerJoin(products, eq(products.id, priceListItems.productId))
    .where(eq(priceListItems.priceListId, listId))
    .orderBy(asc(sql`lower(${products.name})`), asc(products.id));
}

export type CatalogueProduct = { id: string; name: string; sku: string; price: string };

/** The catalogue products among these ids (an id with no product is simply absent). */
export async function findProducts(tx: Tx, ids: string[]): Promise<CatalogueProduct[]> {
  if (ids.length === 0) return [];
  return tx
    .select({ id: products.id, name: products.name, sku: products.sku, price: products.price })
    .from(products)
    .where(inArray(products.id, ids));
}

const CHUNK = 1000;

/** The list's entries become exactly these. */
export async function replaceItems(
  tx: Tx,
  listId: string,
  items: { productId: string; fixedPrice: string | null; percentOff: string | null }[],
): Promise<void> {
  await tx.delete(priceListItems).where(eq(priceListItems.priceListId, listId));
  for (let i = 0; i < items.length; i += CHUNK)
    await tx
      .insert(priceListItems)
      .values(items.slice(i, i + CHUNK).map((item) => ({ priceListId: listId, ...item })));
}
