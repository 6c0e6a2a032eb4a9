import type { Principal } from '@party/shared';
import { noRows, ownRows, type RowScope } from '../../lib/row-policy.ts';

export const vendorActions = ['read', 'manage'] as const;
export type VendorAction = (typeof vendorActions)[number];

/** Spec 2 section 6: a vendor sees and changes only the rows of the company tied to its account. */
export function vendorScope(principal: Principal, _action: VendorAction): RowScope {
  return principal.role === 'vendor' ? ownRows(principal) : noRows;
}
