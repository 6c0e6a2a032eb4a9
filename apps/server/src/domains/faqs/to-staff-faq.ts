import type { FaqInput, StaffFaq } from '@party/shared';
import type { StaffFaqRow } from './faqs.repository.ts';

/** A stored FAQ as the management screen shows it (dates as ISO text). */
export function toStaffFaq(row: StaffFaqRow): StaffFaq {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What an audit entry keeps of a FAQ: what it said and who sees it. */
export const faqFields = (faq: FaqInput) => ({
  question: faq.question,
  answer: faq.answer,
  category: faq.category,
  isPublic: faq.isPublic,
});
