import { count, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { reviews } from '../../db/schema/index.ts';

export interface ReviewRow {
  id: string;
  rating: number;
  title: string;
  comment: string;
  mine: boolean;
  createdAt: Date;
}

/** A product's reviews, newest first; served by the (product_id, created_at) index. */
export async function findProductReviews(
  tx: Tx,
  productId: string,
  viewerId: string,
  limit: number,
): Promise<ReviewRow[]> {
  return tx
    .select({
      id: reviews.id,
      rating: reviews.rating,
      title: reviews.title,
      comment: reviews.comment,
      mine: sql<boolean>`${reviews.userId} = ${viewerId}`,
      createdAt: reviews.createdAt,
    })
    .from(reviews)
    .where(eq(reviews.productId, productId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit);
}

/** How many reviews, their mean rating, and whether the viewer wrote one: one aggregate. */
export async function findReviewStats(tx: Tx, productId: string, viewerId: string) {
  const [row] = await tx
    .select({
      reviewCount: count(),
      average: sql<string | null>`avg(${reviews.rating})`,
      reviewedByViewer: sql<boolean>`coalesce(bool_or(${reviews.userId} = ${viewerId}), false)`,
    })
    .from(reviews)
    .where(eq(reviews.productId, productId));
  return row ?? { reviewCount: 0, average: null, reviewedByViewer: false };
}

/** Writes the review unless the user has one for the product already (reviews_user_product_unique). */
export async function insertReview(
  tx: Tx,
  review: { productId: string; userId: string; rating: number; title: string; comment: string },
): Promise<ReviewRow | null> {
  const [row] = await tx
    .insert(reviews)
    .values(review)
    .onConflictDoNothing({ target: [reviews.userId, reviews.productId] })
    .returning({
      id: reviews.id,
      rating: reviews.rating,
      title: reviews.title,
      comment: reviews.comment,
      mine: sql<boolean>`true`,
      createdAt: reviews.createdAt,
    });
  return row ?? null;
}
