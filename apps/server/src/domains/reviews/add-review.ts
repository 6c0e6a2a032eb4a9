import { isUuid, type Principal, type Review, type ReviewValues, reviewMessages } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { ownerOf } from '../../lib/row-policy.ts';
import { reviewScope } from './reviews.policy.ts';
import { insertReview } from './reviews.repository.ts';
import { toReview } from './to-review.ts';

const isForeignKeyViolation = (error: unknown) =>
  (error as { cause?: { code?: string } })?.cause?.code === '23503' ||
  (error as { code?: string })?.code === '23503';

/**
 * The signed-in partner reviews a product, once (reviews_user_product_unique): a second review of the
 * same product is a 409 saying so; an id the catalogue does not hold is "Product not found".
 */
export async function addReview(
  db: Db,
  principal: Principal,
  productId: string,
  input: ReviewValues,
): Promise<Review> {
  const owner = ownerOf(reviewScope(principal, 'add'));
  if (!isUuid(productId)) throw notFound('Product');
  try {
    const row = await db.transaction((tx) => insertReview(tx, { productId, userId: owner, ...input }));
    if (!row) throw new AppError('CONFLICT', reviewMessages.duplicate);
    return toReview(row);
  } catch (error) {
    if (isForeignKeyViolation(error)) throw notFound('Product');
    throw error;
  }
}
