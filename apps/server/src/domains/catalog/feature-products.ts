import type { BulkResult, Principal } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { assertAllowed } from '../../lib/row-policy.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { mayDo } from './catalog.policy.ts';
import { manageMessage } from './create-product.ts';
import { setFeaturedRows } from './product-writes.repository.ts';

/** Bulk featured: sets or clears is_featured on the selected products; returns how many it changed. */
export async function featureProducts(
  db: Db,
  principal: Principal,
  input: { ids: string[]; isFeatured: boolean },
): Promise<BulkResult> {
  assertAllowed(mayDo(principal, 'manage'), manageMessage);
  const count = await db.transaction(async (tx) => {
    const found = await setFeaturedRows(tx, [...new Set(input.ids)], input.isFeatured);
    // One entry per product whose flag this changed; one already so is left alone.
    const changed = found.filter((p) => p.wasFeatured !== input.isFeatured);
    if (changed.length > 0)
      await recordAudit(
        tx,
        principal,
        ...changed.map((p) => ({
          action: input.isFeatured ? ('product.featured' as const) : ('product.unfeatured' as const),
          entity: { id: p.id, label: p.name },
          oldValues: { isFeatured: p.wasFeatured },
          newValues: { isFeatured: input.isFeatured },
        })),
      );
    return found.length;
  });
  return { count };
}
