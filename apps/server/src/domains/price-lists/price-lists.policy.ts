import { hasProductManagementAbility, type Principal } from '@party/shared';
import { allRows, isAdmin, isAssociate, noRows, type RowScope } from '../../lib/row-policy.ts';

export const priceListActions = ['read', 'manage'] as const;
export type PriceListAction = (typeof priceListActions)[number];

/**
 * docs/product/wholesale-buying.md, "Price lists": product-management associates (product_management
 * and finance) and admins keep every list; nobody else reads one (a partner sees only their own unit
 * price, never a list's name or contents).
 */
export function priceListScope(principal: Principal, _action: PriceListAction): RowScope {
  const productManager = isAssociate(principal) && hasProductManagementAbility(principal.associateRole);
  return productManager || isAdmin(principal) ? allRows : noRows;
}
