import type { Principal, ProductStats } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { assertAllowed } from '../../lib/row-policy.ts';
import { mayDo } from './catalog.policy.ts';
import { compactProductStats, findProductStats } from './staff-products.repository.ts';

/** How many roll-up rows a read sums before it folds them into one a category. */
const STATS_ROWS_TO_FOLD = 500;

/**
 * The five statistic cards and the category chart (docs/product/associate-portal.md): inventory value is the sum of
 * price × stock; the average profit margin is the sum of the margins of products with a cost above 0,
 * divided by all products, rounded to a whole percent (0 with no products).
 */
export async function getProductStats(db: Db, principal: Principal): Promise<ProductStats> {
  assertAllowed(mayDo(principal, 'read-staff'));
  const rollUp = await findProductStats(db);
  // Every write of products adds a row; past a few hundred they are folded for the next reader.
  if (rollUp.reduce((n, c) => n + c.rows, 0) > STATS_ROWS_TO_FOLD) await compactProductStats(db);
  const categories = rollUp.filter((c) => c.productCount > 0);
  const sum = (pick: (c: (typeof categories)[number]) => number) =>
    categories.reduce((n, c) => n + pick(c), 0);
  const total = sum((c) => c.productCount);
  // numeric(…) text to cents, so the sum over categories stays exact.
  const valueCents = sum((c) => Math.round(Number(c.inventoryValue) * 100));
  return {
    totalProducts: total,
    lowStockProducts: sum((c) => c.lowStockProducts),
    outOfStockProducts: sum((c) => c.outOfStockProducts),
    inventoryValue: valueCents / 100,
    avgProfitMargin: total === 0 ? 0 : Math.round(sum((c) => c.marginSum) / total),
    categories: Object.fromEntries(categories.map((c) => [c.category, c.productCount])),
  };
}
