import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { productPriceTiers, products } from '../../db/schema/index.ts';

// A product's SKU, pack size, minimum order and quantity breaks (docs/product/wholesale-buying.md).

/** A unique violation of products.sku: another product took the SKU between a check and the write. */
export function isSkuUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const pg = e?.cause?.code ? e.cause : e;
  return pg?.code === '23505' && (pg.constraint === undefined || pg.constraint === 'products_sku_unique');
}

const rulesColumns = {
  id: products.id,
  name: products.name,
  price: products.price,
  stockQuantity: products.stockQuantity,
  sku: products.sku,
  packSize: products.packSize,
  minOrderQty: products.minOrderQty,
};

export async function findQuantityRules(tx: Tx, id: string) {
  const [row] = await tx.select(rulesColumns).from(products).where(eq(products.id, id));
  return row ?? null;
}

/**
 * The product row locked until the transaction ends: two staff saving at once take turns, the second
 * checking its tiers against the list price and replacing the tiers the first one left.
 */
export async function lockQuantityRules(tx: Tx, id: string) {
  const [row] = await tx.select(rulesColumns).from(products).where(eq(products.id, id)).for('update');
  return row ?? null;
}

/** The product's quantity breaks, rising; unit prices as numeric text. */
export async function findTiers(tx: Tx, productId: string) {
  return tx
    .select({ minQuantity: productPriceTiers.minQuantity, unitPrice: productPriceTiers.unitPrice })
    .from(productPriceTiers)
    .where(eq(productPriceTiers.productId, productId))
    .orderBy(asc(productPriceTiers.minQuantity));
}

/** Replaces the product's quantity breaks with these (unit prices as numeric text). */
export async function replaceTiers(
  tx: Tx,
  productId: string,
  tiers: { minQuantity: number; unitPrice: string }[],
): Promise<void> {
  await tx.delete(productPriceTiers).where(eq(productPriceTiers.productId, productId));
  if (tiers.length > 0)
    await tx.insert(productPriceTiers).values(tiers.map((tier) => ({ productId, ...tier })));
}

/** Many products' quantity breaks at once (the CSV import's new products). */
export async function insertTiers(
  tx: Tx,
  rows: { productId: string; minQuantity: number; unitPrice: string }[],
): Promise<void> {
  if (rows.length > 0) await tx.insert(productPriceTiers).values(rows);
}

/** The product other than `exceptId` that holds this SKU, if any. */
export async function findSkuHolder(tx: Tx, sku: string, exceptId: string | null = null) {
  const [row] = await tx
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(exceptId ? and(eq(products.sku, sku), ne(products.id, exceptId)) : eq(products.sku, sku));
  return row ?? null;
}

/** The products holding any of these SKUs: SKU → product name. */
export async function findSkuHolders(tx: Tx, skus: string[]): Promise<Map<string, string>> {
  if (skus.length === 0) return new Map();
  const rows = await tx
    .select({ sku: products.sku, name: products.name })
    .from(products)
    .where(inArray(products.sku, skus));
  return new Map(rows.map((r) => [r.sku, r.name]));
}
