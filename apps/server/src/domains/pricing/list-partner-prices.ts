import type { PartnerPrices } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { unitPriceOfRow } from '../../db/prices.ts';
import { findPricedProducts } from './pricing.repository.ts';

/**
 * The partner's price of each product on a shop page, for the least they may order (as the product
 * page shows it: docs/product/wholesale-buying.md), with the list price; unknown ids are absent.
 * The public page stays one cacheable read for everyone; this overlays the company's prices on it.
 */
export async function listPartnerPrices(
  db: Db,
  companyId: string | null,
  ids: string[],
): Promise<PartnerPrices> {
  const rows = await findPricedProducts(db, ids, companyId);
  return {
    items: rows.map((row) => {
      const price = unitPriceOfRow(row, row.minOrderQty);
      return { productId: row.id, price: price.unitCents / 100, listPrice: price.listCents / 100 };
    }),
  };
}
