import type { Principal, ProductStats } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { assertAllowed } from '../../lib/row-policy.ts';
import { mayDo } from './catalog.policy.ts';
import { findProductStats } from './catalog.repository.ts';

/**
 * The five statistic cards and the category chart (spec 3 section 9): inventory value is the sum of
 * price × stock; the average profit margin is the sum of the margins of products with a cost above 0,
 * divided by all products, rounded to a whole percent (0 with no products).
 */
export async function getProductStats(db: Db, principal: Principal): Promise<ProductStats> {
  assertAllowed(mayDo(principal, 'read-staff'));
  const { totals, categories } = await findProductStats(db);
  const total = totals.totalProducts;
  return {
    totalProducts: total,
    lowStockProducts: totals.lowStockProducts,
    outOfStockProducts: totals.outOfStockProducts,
    inventoryValue: Math.round(Number(totals.inventoryValue) * 100) / 100,
    avgProfitMargin: total === 0 ? 0 : Math.round(Number(totals.marginSum) / total),
    categories: Object.fromEntries(categories.map((c) => [c.category, c.productCount])),
  };
}
