import type { BulkResult, Principal } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { assertAllowed } from '../../lib/row-policy.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { mayDo } from './catalog.policy.ts';
import { manageMessage } from './create-product.ts';
import { deleteProductRows } from './product-writes.repository.ts';

/**
 * Delete one product or a selection (by id list). Order, quote and purchase-order lines keep their
 * figures and show 'Unknown Product'; carts, wishlists and history go with it. Unknown ids are skipped;
 * a single delete of an unknown id is a 404. Each deleted product is audited by name.
 */
export async function deleteProducts(
  db: Db,
  principal: Principal,
  ids: string[],
  options: { single?: boolean } = {},
): Promise<BulkResult> {
  assertAllowed(mayDo(principal, 'manage'), manageMessage);
  const count = await db.transaction(async (tx) => {
    const deleted = await deleteProductRows(tx, [...new Set(ids)]);
    await recordAudit(
      tx,
      principal,
      ...deleted.map((product) => ({
        action: 'product.deleted' as const,
        entity: { id: product.id, label: product.name },
      })),
    );
    return deleted.length;
  });
  if (options.single && count === 0) throw notFound('Product');
  return { count };
}
