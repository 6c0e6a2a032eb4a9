import { type Principal, vendorMessages } from '@party/shared';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { ownerOf } from '../../lib/row-policy.ts';
import { type VendorAction, vendorScope } from './vendors.policy.ts';
import { findVendorByUser } from './vendors.repository.ts';

/**
 * The caller's company, after the policy's check: a vendor account whose company was never set up
 * has no catalog yet ('Vendor profile not found', spec 2 section 5), and is told where to fix it.
 */
export async function requireVendor(tx: Tx, principal: Principal, action: VendorAction) {
  const userId = ownerOf(vendorScope(principal, action));
  const vendor = await findVendorByUser(tx, userId);
  if (!vendor)
    throw new AppError(
      'NOT_FOUND',
      `${vendorMessages.profileNotFound}. Save your company details under Settings first.`,
    );
  return vendor;
}
