import { hasProductManagementAbility, type Principal } from '@party/shared';
import { allRows, isAssociate, noRows, type RowScope } from '../../lib/row-policy.ts';

export const catalogActions = ['read-staff', 'manage', 'read-inventory-notes'] as const;
export type CatalogAction = (typeof catalogActions)[number];

/**
 * Staff access to the catalogue (spec 3 section 6): every associate reads every product with its
 * cost, stock and history; only the product-management ability (product_management and finance)
 * changes products, prices and stock, and reads the inventory history's notes.
 */
export function catalogScope(principal: Principal, action: CatalogAction): RowScope {
  if (!isAssociate(principal)) return noRows;
  if (action === 'read-staff') return allRows;
  return hasProductManagementAbility(principal.associateRole) ? allRows : noRows;
}

export const mayDo = (principal: Principal, action: CatalogAction) =>
  catalogScope(principal, action).rows === 'all';
