import { REVIEWER_NAME, type Review } from '@party/shared';
import type { ReviewRow } from './reviews.repository.ts';

/** Reviewers are shown as 'Anonymous' (spec 2 section 2.1): the author's id never leaves the server. */
export function toReview(row: ReviewRow): Review {
  return { ...row, reviewerName: REVIEWER_NAME, createdAt: row.createdAt.toISOString() };
}
