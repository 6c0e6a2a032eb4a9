import { hasProductManagementAbility, type Principal } from '@party/shared';
import { allRows, noRows, type RowScope } from '../../lib/row-policy.ts';

/**
 * docs/product/associate-portal.md: FAQ management belongs to associates with the product-management ability
 * (product_management, finance) and to admins, whatever their role. They manage every FAQ.
 */
export function faqManagementScope(caller: Principal): RowScope {
  const productManager = caller.role === 'associate' && hasProductManagementAbility(caller.associateRole);
  return productManager || caller.isAdmin ? allRows : noRows;
}
