import { inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { priceInputColumns } from '../../db/prices.ts';
import { products } from '../../db/schema/index.ts';

export type PricedProductRow = Awaited<ReturnType<typeof findPricedProducts>>[number];

/** Each product asked for with what prices a line of it (db/prices.ts); unknown ids or SKUs are simply absent. */
export async function findPricedProducts(
  tx: Tx,
  productIds: string[],
  companyId: string | null,
  by: 'id' | 'sku' = 'id',
) {
  if (productIds.length === 0) return [];
  return tx
    .select({
      id: products.id,
      name: products.name,
      slug: products.slug,
      sku: products.sku,
      price: products.price,
      cost: products.cost,
      packSize: products.packSize,
      minOrderQty: products.minOrderQty,
      stockQuantity: products.stockQuantity,
      ...priceInputColumns('"products"', companyId),
    })
    .from(products)
    .where(inArray(by === 'id' ? products.id : products.sku, productIds));
}
