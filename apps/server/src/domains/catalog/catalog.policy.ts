import type { Principal } from '@party/shared';
import type { RowScope } from '../../lib/row-policy.ts';
import { type StockAction, stockScope } from '../inventory/inventory.policy.ts';

export const catalogActions = ['read-staff', 'manage', 'read-inventory-notes'] as const;
export type CatalogAction = (typeof catalogActions)[number];

const asStockAction: Record<CatalogAction, StockAction> = {
  'read-staff': 'read',
  manage: 'adjust',
  'read-inventory-notes': 'read-notes',
};

/** Staff access to the catalogue: the one rule of inventory.policy.ts (who reads and who changes products). */
export function catalogScope(principal: Principal, action: CatalogAction): RowScope {
  return stockScope(principal, asStockAction[action]);
}

export const mayDo = (principal: Principal, action: CatalogAction) =>
  catalogScope(principal, action).rows === 'all';
