import { isUuid, type Principal, type ReviewList, roundRating } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { ownerOf } from '../../lib/row-policy.ts';
import { reviewScope } from './reviews.policy.ts';
import { findProductReviews, findReviewStats } from './reviews.repository.ts';
import { toReview } from './to-review.ts';

/** The newest reviews shown under a product; the count and average cover all of them. */
export const REVIEW_LIST_LIMIT = 100;

/** A product's reviews newest first, with the count and the average rounded to one decimal. */
export async function listProductReviews(
  db: Db,
  principal: Principal,
  productId: string,
): Promise<ReviewList> {
  const owner = ownerOf(reviewScope(principal, 'list'));
  if (!isUuid(productId)) throw notFound('Product');
  const [rows, stats] = await Promise.all([
    findProductReviews(db, productId, owner, REVIEW_LIST_LIMIT),
    findReviewStats(db, productId, owner),
  ]);
  return {
    items: rows.map(toReview),
    averageRating: roundRating(stats.average),
    reviewCount: stats.reviewCount,
    reviewedByMe: stats.reviewedByViewer,
  };
}
