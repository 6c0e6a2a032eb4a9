import { hasProductManagementAbility, type Principal } from '@party/shared';
import { allRows, isAssociate, noRows, type RowScope } from '../../lib/row-policy.ts';

export const stockActions = ['read', 'adjust', 'read-notes'] as const;
export type StockAction = (typeof stockActions)[number];

/**
 * Staff access to products and their stock (docs/product/associate-portal.md): every associate reads
 * every product with its cost, stock and history; only the product-management ability
 * (product_management and finance) changes products, prices and stock, and reads the inventory
 * history's notes. The catalogue's policy is this one rule under its own action names.
 */
export function stockScope(principal: Principal, action: StockAction): RowScope {
  if (!isAssociate(principal)) return noRows;
  if (action === 'read') return allRows;
  return hasProductManagementAbility(principal.associateRole) ? allRows : noRows;
}

export const mayDoStock = (principal: Principal, action: StockAction) =>
  stockScope(principal, action).rows === 'all';
