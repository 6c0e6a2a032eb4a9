import { type FaqCategory, faqCategoryIds } from '@party/shared';
import { and, asc, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { faqs } from '../../db/schema/index.ts';

export interface PublicFaqFilter {
  search?: string;
  category?: FaqCategory;
}

// A visitor's '%' or '_' is a character to find, not a wildcard.
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

// Categories in the order the lists show them (General first), not alphabetical.
const categoryPosition = sql`array_position(array[${sql.join(
  faqCategoryIds.map((id) => sql`${id}`),
  sql`, `,
)}]::text[], ${faqs.category})`;

/**
 * Public FAQs only, by category (General first), newest first within one; search matches question
 * or answer, ignoring case.
 */
export async function findPublicFaqs(tx: Tx, filter: PublicFaqFilter) {
  const conditions: SQL[] = [eq(faqs.isPublic, true)];
  if (filter.category) conditions.push(eq(faqs.category, filter.category));
  if (filter.search) {
    const pattern = likePattern(filter.search);
    const matches = or(ilike(faqs.question, pattern), ilike(faqs.answer, pattern));
    if (matches) conditions.push(matches);
  }
  return tx
    .select({
      id: faqs.id,
      question: faqs.question,
      answer: faqs.answer,
      category: faqs.category,
      updatedAt: faqs.updatedAt,
    })
    .from(faqs)
    .where(and(...conditions))
    .orderBy(asc(categoryPosition), desc(faqs.createdAt), desc(faqs.id));
}
