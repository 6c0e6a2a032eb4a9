import type { BulkResult, Principal } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { assertAllowed } from '../../lib/row-policy.ts';
import { mayDo } from './catalog.policy.ts';
import { setFeaturedRows } from './catalog.repository.ts';
import { manageMessage } from './create-product.ts';

/** Bulk featured: sets or clears is_featured on the selected products; returns how many it changed. */
export async function featureProducts(
  db: Db,
  principal: Principal,
  input: { ids: string[]; isFeatured: boolean },
): Promise<BulkResult> {
  assertAllowed(mayDo(principal, 'manage'), manageMessage);
  const count = await db.transaction((tx) => setFeaturedRows(tx, [...new Set(input.ids)], input.isFeatured));
  return { count };
}
