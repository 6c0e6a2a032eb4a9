import type { Principal } from '@party/shared';
import { isPartner, noRows, ownRows, type RowScope } from '../../lib/row-policy.ts';

export const orderActions = ['list', 'read', 'checkout', 'place', 'cancel'] as const;
export type OrderAction = (typeof orderActions)[number];

/** Orders are the partner's own: they check out, place, list, read and cancel only theirs. */
export function orderScope(principal: Principal, _action: OrderAction): RowScope {
  return isPartner(principal) ? ownRows(principal) : noRows;
}
