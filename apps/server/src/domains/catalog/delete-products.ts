import type { BulkResult, Principal } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { assertAllowed } from '../../lib/row-policy.ts';
import { mayDo } from './catalog.policy.ts';
import { deleteProductRows } from './catalog.repository.ts';
import { manageMessage } from './create-product.ts';

/**
 * Delete one product or a selection (by id list). Order, quote and purchase-order lines keep their
 * figures and show 'Unknown Product'; carts, wishlists and history go with it. Unknown ids are skipped;
 * a single delete of an unknown id is a 404.
 */
export async function deleteProducts(
  db: Db,
  principal: Principal,
  ids: string[],
  options: { single?: boolean } = {},
): Promise<BulkResult> {
  assertAllowed(mayDo(principal, 'manage'), manageMessage);
  const count = await db.transaction((tx) => deleteProductRows(tx, [...new Set(ids)]));
  if (options.single && count === 0) throw notFound('Product');
  return { count };
}
