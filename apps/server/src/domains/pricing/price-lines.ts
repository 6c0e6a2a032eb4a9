import { centsOf } from '@party/shared';
import type { Tx } from '../../db/client.ts';
import { unitPriceOfRow } from '../../db/prices.ts';
import { findPricedProducts, type PricedProductRow } from './pricing.repository.ts';

export interface PricedProduct {
  productId: string;
  name: string;
  slug: string;
  sku: string;
  quantity: number;
  /** The unit price for this quantity by the one rule (docs/decisions/0020-wholesale-pricing.md §1). */
  unitCents: number;
  listCents: number;
  costCents: number;
  packSize: number;
  minOrderQty: number;
  stockQuantity: number;
}

/** A product row priced for `quantity` units: the one mapping every door below shares. */
function toPricedProduct(row: PricedProductRow, quantity: number): PricedProduct {
  const price = unitPriceOfRow(row, quantity);
  return {
    productId: row.id,
    name: row.name,
    slug: row.slug,
    sku: row.sku,
    quantity,
    unitCents: price.unitCents,
    listCents: price.listCents,
    costCents: centsOf(row.cost),
    packSize: row.packSize,
    minOrderQty: row.minOrderQty,
    stockQuantity: row.stockQuantity,
  };
}

/**
 * Every line-pricing path's one door (ADR 0020 §1): each product at its quantity, at the company's
 * prices (null: list prices), in one query. A product the catalogue does not hold is null in its place.
 */
export async function priceLines(
  tx: Tx,
  companyId: string | null,
  lines: readonly { productId: string; quantity: number }[],
): Promise<(PricedProduct | null)[]> {
  const rows = new Map<string, PricedProductRow>(
    (await findPricedProducts(tx, [...new Set(lines.map((l) => l.productId))], companyId)).map((r) => [
      r.id,
      r,
    ]),
  );
  return lines.map(({ productId, quantity }) => {
    const row = rows.get(productId);
    return row ? toPricedProduct(row, quantity) : null;
  });
}

/**
 * The same door by SKU (quick order: docs/product/wholesale-buying.md): every line's product in one
 * query, whatever the number of lines; a SKU the catalogue does not hold is null in its place.
 */
export async function priceSkus(
  tx: Tx,
  companyId: string | null,
  lines: readonly { sku: string; quantity: number }[],
): Promise<(PricedProduct | null)[]> {
  const rows = new Map<string, PricedProductRow>(
    (await findPricedProducts(tx, [...new Set(lines.map((l) => l.sku))], companyId, 'sku')).map((r) => [
      r.sku,
      r,
    ]),
  );
  return lines.map(({ sku, quantity }) => {
    const row = rows.get(sku);
    return row ? toPricedProduct(row, quantity) : null;
  });
}
