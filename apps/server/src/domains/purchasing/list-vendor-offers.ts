import type { Principal, VendorOfferList } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { assertAllowed } from '../../lib/row-policy.ts';
import { purchasingScope } from './purchasing.policy.ts';
import { findVendor, findVendorOffers } from './purchasing.repository.ts';

/** What a PO to this vendor may carry: its available offers (none when it is inactive), by product name. */
export async function listVendorOffers(
  db: Db,
  principal: Principal,
  vendorId: string,
): Promise<VendorOfferList> {
  assertAllowed(purchasingScope(principal, 'read').rows === 'all');
  if (!(await findVendor(db, vendorId))) throw notFound('Vendor');
  const offers = await findVendorOffers(db, vendorId);
  return { items: offers.map(({ vendorUserId: _user, ...offer }) => offer) };
}
