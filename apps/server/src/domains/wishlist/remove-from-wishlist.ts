import type { Principal, Wishlist } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { publishEvent } from '../../lib/events.ts';
import { ownerOf } from '../../lib/row-policy.ts';
import { toWishlist } from './to-wishlist.ts';
import { wishlistScope } from './wishlist.policy.ts';
import { deleteWishlistRow, findWishlistRows } from './wishlist.repository.ts';

/**
 * Removes one of the caller's saved products, by the wishlist row's id or by the product's id.
 * A row that is not the caller's, or not there, is "Wishlist item not found".
 */
export async function removeFromWishlist(
  db: Db,
  principal: Principal,
  by: { id: string } | { productId: string },
): Promise<Wishlist> {
  const owner = ownerOf(wishlistScope(principal, 'remove'));
  return db.transaction(async (tx) => {
    if ((await deleteWishlistRow(tx, owner, by)) === 0) throw notFound('Wishlist item');
    await publishEvent(tx, { userIds: [owner], type: 'wishlist.changed', data: {} });
    return toWishlist(await findWishlistRows(tx, owner));
  });
}
