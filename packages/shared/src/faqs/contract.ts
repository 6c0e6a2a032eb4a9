import { z } from 'zod';
import { FAQ_SEARCH_MAX_LENGTH, faqCategoryIds } from './categories.ts';

export * from './categories.ts';

export const faqCategorySchema = z.enum(faqCategoryIds);

/** GET /api/store/faqs query: 'all' or no category means every category; blank search means none. */
export const publicFaqQuerySchema = z.object({
  search: z
    .string()
    .trim()
    .max(FAQ_SEARCH_MAX_LENGTH, `Search must be at most ${FAQ_SEARCH_MAX_LENGTH} characters`)
    .optional(),
  category: z
    .enum([...faqCategoryIds, 'all'], {
      error: `Category must be one of: all, ${faqCategoryIds.join(', ')}`,
    })
    .optional(),
});
export type PublicFaqQuery = z.infer<typeof publicFaqQuerySchema>;

/** A FAQ visible to visitors: never the author or the internal flag. */
export const publicFaqSchema = z.object({
  id: z.string().uuid(),
  question: z.string(),
  answer: z.string(),
  category: faqCategorySchema,
  updatedAt: z.string(),
});
export type PublicFaq = z.infer<typeof publicFaqSchema>;

/**
 * By category in the order of faqCategoryIds (General first), newest first within a category: FAQs
 * are read ordered by category then created_at descending, so 'newest first' holds
 * inside each category.
 */
export const publicFaqListSchema = z.object({ items: z.array(publicFaqSchema) });
export type PublicFaqList = z.infer<typeof publicFaqListSchema>;
