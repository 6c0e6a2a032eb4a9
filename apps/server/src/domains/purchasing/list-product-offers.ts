import type { Principal, VendorOfferList } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { assertAllowed } from '../../lib/row-policy.ts';
import { purchasingScope } from './purchasing.policy.ts';
import { findProductName, findProductOffers } from './purchasing.repository.ts';

/** The vendors a PO for this product may go to: available offers of active vendors, cheapest first. */
export async function listProductOffers(
  db: Db,
  principal: Principal,
  productId: string,
): Promise<VendorOfferList> {
  assertAllowed(purchasingScope(principal, 'read').rows === 'all');
  if (!(await findProductName(db, productId))) throw notFound('Product');
  const offers = await findProductOffers(db, productId);
  return { items: offers.map(({ vendorUserId: _user, ...offer }) => offer) };
}
