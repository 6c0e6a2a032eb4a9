import { REVIEWER_NAME, type Review } from '@party/shared';
import type { ReviewRow } from './reviews.repository.ts';

/** Reviewers are shown as 'Anonymous' (docs/product/partner-portal.md): the author's id never leaves the server. */
export function toReview(row: ReviewRow): Review {
  return { ...row, reviewerName: REVIEWER_NAME, createdAt: row.createdAt.toISOString() };
}
