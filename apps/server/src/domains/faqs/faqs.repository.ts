import type { FaqCategory } from '@party/shared';
import { and, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
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

/** Public FAQs only, newest first; search matches question or answer, ignoring case. */
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
    .orderBy(desc(faqs.createdAt), desc(faqs.id));
}
