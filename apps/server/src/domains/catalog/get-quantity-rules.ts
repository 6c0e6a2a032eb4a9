import type { Principal, QuantityRulesView } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { assertAllowed } from '../../lib/row-policy.ts';
import { mayDo } from './catalog.policy.ts';
import { manageMessage } from './create-product.ts';
import { findQuantityRules, findTiers } from './quantity-rules.repository.ts';
import { toQuantityRulesView } from './to-staff-product.ts';

/** The Wholesale dialog's read: a product's SKU, pack size, minimum order and quantity breaks. */
export async function getQuantityRules(db: Db, principal: Principal, id: string): Promise<QuantityRulesView> {
  assertAllowed(mayDo(principal, 'manage'), manageMessage);
  const row = await findQuantityRules(db, id);
  if (!row) throw notFound('Product');
  const tiers = await findTiers(db, id);
  return toQuantityRulesView(
    row,
    tiers.map((t) => ({ minQuantity: t.minQuantity, unitPrice: Number(t.unitPrice) })),
  );
}
