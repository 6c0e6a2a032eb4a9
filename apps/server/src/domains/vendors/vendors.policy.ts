import type { Principal } from '@party/shared';
import { allRows, noRows, ownRows, type RowScope } from '../../lib/row-policy.ts';

export const vendorActions = ['read', 'manage'] as const;
export type VendorAction = (typeof vendorActions)[number];

/**
 * docs/product/vendor-portal.md: a vendor sees and changes only the rows of the company tied to its account.
 * docs/product/admin-area.md (Vendor Products): an admin reaches every vendor's catalog offers.
 */
export function vendorScope(principal: Principal, _action: VendorAction): RowScope {
  if (principal.role === 'vendor') return ownRows(principal);
  return principal.isAdmin ? allRows : noRows;
}
