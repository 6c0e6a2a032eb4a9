import { hasProductManagementAbility, type Principal } from '@party/shared';
import { allRows, isAdmin, isAssociate, noRows, ownRows, type RowScope } from '../../lib/row-policy.ts';

export const purchasingActions = ['read', 'raise', 'fulfil', 'pay'] as const;
export type PurchasingAction = (typeof purchasingActions)[number];

/**
 * Purchase orders are the store's, not a person's: every associate follows them; raising one
 * (spending the store's money) takes the product-management ability (product_management, finance).
 * A vendor answers and fulfils only the POs, shipments and invoices of their own company ('own':
 * the vendor's account; queries narrow to the vendor row of that account). Marking an invoice paid
 * is a finance act: finance associates and admins.
 */
export function purchasingScope(principal: Principal, action: PurchasingAction): RowScope {
  if (action === 'fulfil') return principal.role === 'vendor' ? ownRows(principal) : noRows;
  if (action === 'pay')
    return isAdmin(principal) || (isAssociate(principal) && principal.associateRole === 'finance')
      ? allRows
      : noRows;
  if (!isAssociate(principal)) return noRows;
  if (action === 'read') return allRows;
  return hasProductManagementAbility(principal.associateRole) ? allRows : noRows;
}
