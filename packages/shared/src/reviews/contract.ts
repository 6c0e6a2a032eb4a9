import { z } from 'zod';

/** docs/product/partner-portal.md: the texts of writing a review. */
export const reviewMessages = {
  added: 'Review added successfully',
  addFailed: 'Failed to add review',
  fieldsRequired: 'Please fill in all review fields',
  loginNeeded: 'Please login to write a review',
  duplicate: 'You have already reviewed this product. Each partner may review a product once.',
} as const;

/** docs/product/partner-portal.md: reviewer names are never shown. */
export const REVIEWER_NAME = 'Anonymous';
export const REVIEW_RATING_DEFAULT = 5;
export const REVIEW_TITLE_MAX = 120;
export const REVIEW_COMMENT_MAX = 2000;

/** The review average is rounded to one decimal (docs/product/partner-portal.md); no reviews is 0. */
export function roundRating(average: number | string | null | undefined): number {
  const value = Number(average ?? 0);
  return Number.isFinite(value) ? Math.round(value * 10) / 10 : 0;
}

const required = (max: number, label: string) =>
  z
    .string({ error: reviewMessages.fieldsRequired })
    .trim()
    .min(1, reviewMessages.fieldsRequired)
    .max(max, `${label} must be at most ${max.toLocaleString('en-AU')} characters`);

/** POST /api/partner/products/:id/reviews: rating 1 to 5 (default 5), title and comment non-blank. */
export const reviewInputSchema = z.strictObject({
  rating: z.coerce
    .number({ error: 'Rating must be a number from 1 to 5' })
    .int('Rating must be a whole number from 1 to 5')
    .min(1, 'Rating must be from 1 to 5')
    .max(5, 'Rating must be from 1 to 5')
    .default(REVIEW_RATING_DEFAULT),
  title: required(REVIEW_TITLE_MAX, 'Title'),
  comment: required(REVIEW_COMMENT_MAX, 'Comment'),
});
export type ReviewInput = z.input<typeof reviewInputSchema>;
export type ReviewValues = z.output<typeof reviewInputSchema>;

export const reviewSchema = z.object({
  id: z.string(),
  rating: z.number().int(),
  title: z.string(),
  comment: z.string(),
  /** Always 'Anonymous'. */
  reviewerName: z.string(),
  /** True on the caller's own review. */
  mine: z.boolean(),
  createdAt: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

/** GET /api/partner/products/:id/reviews: newest first, with the average and how many there are. */
export const reviewListSchema = z.object({
  items: z.array(reviewSchema),
  /** Mean rating rounded to one decimal; 0 when there are none. */
  averageRating: z.number(),
  reviewCount: z.number().int(),
  /** Whether the caller has reviewed this product already (one review each). */
  reviewedByMe: z.boolean(),
});
export type ReviewList = z.infer<typeof reviewListSchema>;
