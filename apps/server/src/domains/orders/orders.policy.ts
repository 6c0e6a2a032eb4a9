import { companyMay, type Principal } from '@party/shared';
import {
  allRows,
  companyRows,
  isAdmin,
  isAssociate,
  isPartner,
  noRows,
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
  'approve',
  'reorder',
] as const;
export type OrderAction = (typeof orderActions)[number];

/**
 * Orders are the partner's company's (docs/product/company-accounts.md, Roles): members who see all
 * company orders list, read and get invoices for every one, a buyer only their own; every member but
 * a viewer checks out and places their own, and orders again any order they see; owners and admins cancel any pending one, others their own. Staff
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
      return isStaff(principal) ? allRows : partnerOrders(principal, action);
    default:
      return partnerOrders(principal, action);
  }
}

function partnerOrders(principal: Principal, action: OrderAction): RowScope {
  if (!isPartner(principal)) return noRows;
  const role = principal.companyRole;
  switch (action) {
    case 'checkout':
    case 'place':
      return companyMay(role, 'shop') ? companyRows(principal, { onlyMine: true }) : noRows;
    case 'cancel':
      return companyRows(principal, { onlyMine: !companyMay(role, 'cancel-others-orders') });
    case 'approve':
      return companyMay(role, 'approve-orders') ? companyRows(principal) : noRows;
    // Order Again (docs/product/wholesale-buying.md): an order the member may see, into their own cart.
    case 'reorder':
      return companyMay(role, 'shop')
        ? companyRows(principal, { onlyMine: !companyMay(role, 'see-company-orders') })
        : noRows;
    default:
      return companyRows(principal, { onlyMine: !companyMay(role, 'see-company-orders') });
  }
}
