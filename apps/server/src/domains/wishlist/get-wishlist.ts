import type { Principal, Wishlist } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { ownerOf } from '../../lib/row-policy.ts';
import { toWishlist } from './to-wishlist.ts';
import { wishlistScope } from './wishlist.policy.ts';
import { findWishlistRows } from './wishlist.repository.ts';

/** The caller's own wishlist (docs/product/partner-portal.md: each partner's own, scoped to user_id), newest first. */
export async function getWishlist(db: Db, principal: Principal): Promise<Wishlist> {
  const owner = ownerOf(wishlistScope(principal, 'read'));
  return toWishlist(await findWishlistRows(db, owner));
}
