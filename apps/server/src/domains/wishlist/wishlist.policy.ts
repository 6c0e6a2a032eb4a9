import type { Principal } from '@party/shared';
import { isPartner, noRows, ownRows, type RowScope } from '../../lib/row-policy.ts';

export const wishlistActions = ['read', 'add', 'remove'] as const;
export type WishlistAction = (typeof wishlistActions)[number];

/** A wishlist is the partner's own. */
export function wishlistScope(principal: Principal, _action: WishlistAction): RowScope {
  return isPartner(principal) ? ownRows(principal) : noRows;
}
