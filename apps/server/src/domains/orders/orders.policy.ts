import type { Principal } from '@party/shared';
import {
  allRows,
  isAdmin,
  isAssociate,
  isPartner,
  noRows,
  ownRows,
  type RowScope,
} from '../../lib/row-policy.ts';

export const orderActions = [
  'list',
  'read',
  'checkout',
  'place',
  'cancel',
  'invoice',
  'staff-list',
  'staff-read',
  'update-status',
  'update-delivery',
] as const;
export type OrderAction = (typeof orderActions)[number];

/**
 * Orders are the partner's own: they check out, place, list, read and cancel only theirs. Staff
 * (every associate, docs/product/associate-portal.md, Orders) list, read and change every partner's orders. The tax invoice
 * is the partner's own, and any order's for staff. Admins run the same orders from Admin Order
 * Management (docs/product/admin-area.md: real orders, the same status change staff make).
 */
const isStaff = (principal: Principal) => isAssociate(principal) || isAdmin(principal);

export function orderScope(principal: Principal, action: OrderAction): RowScope {
  switch (action) {
    case 'staff-list':
    case 'staff-read':
    case 'update-status':
    case 'update-delivery':
      return isStaff(principal) ? allRows : noRows;
    case 'invoice':
      return isStaff(principal) ? allRows : isPartner(principal) ? ownRows(principal) : noRows;
    default:
      return isPartner(principal) ? ownRows(principal) : noRows;
  }
}
