import type { Principal } from '@party/shared';
import { isPartner, noRows, ownRows, type RowScope } from '../../lib/row-policy.ts';

export const cartActions = ['read', 'add', 'update', 'remove'] as const;
export type CartAction = (typeof cartActions)[number];

/** A cart is the partner's own: they read and change only their lines. */
export function cartScope(principal: Principal, _action: CartAction): RowScope {
  return isPartner(principal) ? ownRows(principal) : noRows;
}
