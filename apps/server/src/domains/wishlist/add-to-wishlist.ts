import { type AddToWishlist, type Principal, type Wishlist, wishlistMessages } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { publishEvent } from '../../lib/events.ts';
import { ownerOf } from '../../lib/row-policy.ts';
import { toWishlist } from './to-wishlist.ts';
import { wishlistScope } from './wishlist.policy.ts';
import { findWishlistRows, insertWishlistRow } from './wishlist.repository.ts';

const isForeignKeyViolation = (error: unknown) =>
  (error as { cause?: { code?: string } })?.cause?.code === '23503' ||
  (error as { code?: string })?.code === '23503';

/**
 * Saves a product to the caller's wishlist. Saved already: 409 'This item is already in your
 * wishlist' (docs/product/partner-portal.md); a product the catalogue does not hold: "Product not found".
 */
export async function addToWishlist(db: Db, principal: Principal, input: AddToWishlist): Promise<Wishlist> {
  const owner = ownerOf(wishlistScope(principal, 'add'));
  try {
    return await db.transaction(async (tx) => {
      const inserted = await insertWishlistRow(tx, { userId: owner, productId: input.productId });
      if (!inserted) throw new AppError('CONFLICT', wishlistMessages.duplicate);
      await publishEvent(tx, { userIds: [owner], type: 'wishlist.changed', data: {} });
      return toWishlist(await findWishlistRows(tx, owner));
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw notFound('Product');
    throw error;
  }
}
