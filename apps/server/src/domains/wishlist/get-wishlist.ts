import type { Principal, Wishlist } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { toWishlist } from './to-wishlist.ts';
import { findWishlistRows } from './wishlist.repository.ts';

/** The caller's own wishlist (spec 2 section 6: scoped to user_id), newest first. */
export async function getWishlist(db: Db, principal: Principal): Promise<Wishlist> {
  return toWishlist(await findWishlistRows(db, principal.userId));
}
