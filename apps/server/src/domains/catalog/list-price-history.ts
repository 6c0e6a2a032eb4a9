import type { PriceHistoryEntry, Principal } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { assertAllowed } from '../../lib/row-policy.ts';
import { mayDo } from './catalog.policy.ts';
import { findPriceHistory } from './price-history.repository.ts';
import { findStaffProduct } from './staff-products.repository.ts';

const HISTORY_LIMIT = 200;
const num = (v: string | null) => (v === null ? null : Number(v));

/**
 * A product's price history, newest first: one row per price or cost change, with who changed it;
 * a price list's change of its price for the product names the list (docs/product/wholesale-buying.md).
 */
export async function listPriceHistory(
  db: Db,
  principal: Principal,
  productId: string,
): Promise<{ items: PriceHistoryEntry[] }> {
  assertAllowed(mayDo(principal, 'read-staff'));
  if (!(await findStaffProduct(db, productId))) throw notFound('Product');
  const rows = await findPriceHistory(db, productId, HISTORY_LIMIT);
  return {
    items: rows.map((r) => ({
      id: r.id,
      previousPrice: num(r.previousPrice),
      newPrice: Number(r.newPrice),
      previousCost: num(r.previousCost),
      newCost: num(r.newCost),
      changedAt: r.changedAt.toISOString(),
      changedByName: r.changedByName ?? 'Unknown User',
      priceListId: r.priceListId,
      priceListName: r.priceListName,
    })),
  };
}
