import { type Principal, vendorMessages } from '@party/shared';
import type { Tx } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { ownerOf } from '../../lib/row-policy.ts';
import { type VendorAction, vendorScope } from './vendors.policy.ts';
import { findVendorById, findVendorByUser, findVendorIdOfOffer } from './vendors.repository.ts';

/** Which company an admin acts for: named, or the one whose offer is named. A vendor names none. */
export type VendorTarget = { vendorId: string } | { offerId: string };

/**
 * The company whose catalog the call works on, after the policy's check. A vendor works on its own
 * (a vendor account whose company was never set up has no catalog yet: 'Vendor profile not found',
 * and is told where to fix it); an admin on the company of `target` (an unknown
 * company or offer is a 404). Anyone else is refused.
 */
export async function requireVendor(
  tx: Tx,
  principal: Principal,
  action: VendorAction,
  target?: VendorTarget,
) {
  const scope = vendorScope(principal, action);
  if (scope.rows === 'all' && target) {
    const vendorId = 'vendorId' in target ? target.vendorId : await findVendorIdOfOffer(tx, target.offerId);
    const vendor = vendorId ? await findVendorById(tx, vendorId) : null;
    if (!vendor) throw notFound('vendorId' in target ? 'Vendor' : 'Catalog product');
    return vendor;
  }
  const vendor = await findVendorByUser(tx, ownerOf(scope));
  if (!vendor)
    throw new AppError(
      'NOT_FOUND',
      `${vendorMessages.profileNotFound}. Save your company details under Settings first.`,
    );
  return vendor;
}
