import type { Principal } from '@party/shared';
import {
  allRows,
  companyRows,
  isAdmin,
  isAssociate,
  isPartner,
  noRows,
  ownRows,
  type RowScope,
} from '../../lib/row-policy.ts';

export const overviewActions = ['read', 'read-staff', 'read-vendor', 'read-admin'] as const;
export type OverviewAction = (typeof overviewActions)[number];

/**
 * The pending-tasks line is the caller's own: the partner's company's (with the loyalty points; a
 * buyer's own orders, docs/product/company-accounts.md, Roles) on 'read',
 * an associate's (their tickets, approvals and steps, with the store's work of the day) on 'read-staff',
 * a vendor's (its own company's POs, shipments, invoices and documents) on 'read-vendor'. Admins read
 * the store-wide portal administration figures on 'read-admin'.
 */
export function overviewScope(principal: Principal, action: OverviewAction): RowScope {
  if (action === 'read')
    return isPartner(principal)
      ? companyRows(principal, { onlyMine: principal.companyRole === 'buyer' })
      : noRows;
  if (action === 'read-admin') return isAdmin(principal) ? allRows : noRows;
  if (action === 'read-vendor') return principal.role === 'vendor' ? ownRows(principal) : noRows;
  return isAssociate(principal) ? ownRows(principal) : noRows;
}
