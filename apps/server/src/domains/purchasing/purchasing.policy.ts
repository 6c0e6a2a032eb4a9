import { hasProductManagementAbility, type Principal } from '@party/shared';
import { allRows, isAssociate, noRows, type RowScope } from '../../lib/row-policy.ts';

export const purchasingActions = ['read', 'raise'] as const;
export type PurchasingAction = (typeof purchasingActions)[number];

/**
 * Purchase orders are the store's, not a person's: every associate follows them; raising one
 * (spending the store's money) takes the product-management ability (product_management, finance).
 */
export function purchasingScope(principal: Principal, action: PurchasingAction): RowScope {
  if (!isAssociate(principal)) return noRows;
  if (action === 'read') return allRows;
  return hasProductManagementAbility(principal.associateRole) ? allRows : noRows;
}
