import { z } from 'zod';
import { faqCategoryIds } from './categories.ts';

/** docs/product/associate-portal.md, FAQ Management: the screen's texts, character for character. */
export const faqMessages = {
  loadFailed: 'Failed to load FAQs',
  createFailed: 'Failed to create FAQ',
  created: 'FAQ created successfully',
  updateFailed: 'Failed to update FAQ',
  updated: 'FAQ updated successfully',
  deleteFailed: 'Failed to delete FAQ',
  deleted: 'FAQ deleted successfully',
  requiredFields: 'Please fill in all required fields',
  deleteConfirm: 'Are you sure you want to delete this FAQ? This action cannot be undone.',
  visibleToPartners: 'Make this FAQ visible to partners',
  emptyTitle: 'No FAQs found',
} as const;

export const FAQ_QUESTION_MAX_LENGTH = 500;
export const FAQ_ANSWER_MAX_LENGTH = 10_000;

const required = (max: number, label: string) =>
  z
    .string({ error: faqMessages.requiredFields })
    .trim()
    .min(1, faqMessages.requiredFields)
    .max(max, `${label} must be at most ${max.toLocaleString('en-AU')} characters`);

/** POST /api/associate/faqs and PUT /api/associate/faqs/:id (docs/product/associate-portal.md: question, answer, category required). */
export const faqInputSchema = z.strictObject({
  question: required(FAQ_QUESTION_MAX_LENGTH, 'Question'),
  answer: required(FAQ_ANSWER_MAX_LENGTH, 'Answer'),
  category: z.enum(faqCategoryIds, { error: faqMessages.requiredFields }),
  isPublic: z.boolean({ error: 'Choose whether partners can see this FAQ' }),
});
export type FaqInput = z.infer<typeof faqInputSchema>;

/** The staff view of one FAQ: the internal flag, the creator and both dates. */
export const staffFaqSchema = z.object({
  id: z.string().uuid(),
  question: z.string(),
  answer: z.string(),
  category: z.enum(faqCategoryIds),
  isPublic: z.boolean(),
  createdBy: z.string().nullable(),
  /** The creator's name; null when the account is gone. */
  userName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StaffFaq = z.infer<typeof staffFaqSchema>;

/** GET /api/associate/faqs: search matches question or answer ignoring case; 'all' or no category is every one. */
export const staffFaqQuerySchema = z.object({
  search: z.string().trim().max(200, 'Search must be at most 200 characters').optional(),
  category: z
    .enum([...faqCategoryIds, 'all'], { error: `Category must be one of: all, ${faqCategoryIds.join(', ')}` })
    .optional(),
});
export type StaffFaqQuery = z.infer<typeof staffFaqQuerySchema>;

/** Ordered by category (General first), newest first inside one. */
export const staffFaqListSchema = z.object({ items: z.array(staffFaqSchema), total: z.number().int() });
export type StaffFaqList = z.infer<typeof staffFaqListSchema>;
