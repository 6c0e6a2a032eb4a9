import type { InventoryHistoryEntry, Principal } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { assertAllowed } from '../../lib/row-policy.ts';
import { mayDoStock } from './inventory.policy.ts';
import { findHistory, productExists } from './stock.repository.ts';

const HISTORY_LIMIT = 200;

/**
 * A product's Inventory History, newest first. The notes are left out for associates without the
 * product-management ability (docs/product/associate-portal.md, Products and inventory): hidden by the server, not only by the screen.
 */
export async function listInventoryHistory(
  db: Db,
  principal: Principal,
  productId: string,
): Promise<{ items: InventoryHistoryEntry[] }> {
  assertAllowed(mayDoStock(principal, 'read'));
  if (!(await productExists(db, productId))) throw notFound('Product');
  const withNotes = mayDoStock(principal, 'read-notes');
  const rows = await findHistory(db, productId, HISTORY_LIMIT);
  return {
    items: rows.map((r) => ({
      ...r,
      notes: withNotes ? r.notes : null,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}
