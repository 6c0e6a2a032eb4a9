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

export const returnActions = ['partner', 'staff'] as const;
export type ReturnAction = (typeof returnActions)[number];

/**
 * docs/product/returns.md: members who may shop ask for returns and see them — a buyer those of the
 * orders they placed, the roles that see company orders all the company's; a viewer none. Every
 * associate (they run the orders, docs/product/associate-portal.md) and every admin decides and
 * receives any company's.
 */
export function returnScope(principal: Principal, action: ReturnAction): RowScope {
  if (action === 'staff') return isAssociate(principal) || isAdmin(principal) ? allRows : noRows;
  if (!isPartner(principal) || !companyMay(principal.companyRole, 'shop')) return noRows;
  return companyRows(principal, { onlyMine: !companyMay(principal.companyRole, 'see-company-orders') });
}
