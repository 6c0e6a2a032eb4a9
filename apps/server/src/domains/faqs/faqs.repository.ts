import { type FaqCategory, faqCategoryIds } from '@party/shared';
import { and, asc, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { faqs, users } from '../../db/schema/index.ts';

export interface FaqFilter {
  search?: string;
  category?: FaqCategory;
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
export async function findPublicFaqs(tx: Tx, filter: FaqFilter) {
  return tx
    .select({
      id: faqs.id,
      question: faqs.question,
      answer: faqs.answer,
      category: faqs.category,
      updatedAt: faqs.updatedAt,
    })
    .from(faqs)
    .where(and(eq(faqs.isPublic, true), ...filterConditions(filter)))
    .orderBy(asc(categoryPosition), desc(faqs.createdAt), desc(faqs.id));
}

function filterConditions(filter: FaqFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.category) conditions.push(eq(faqs.category, filter.category));
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    const matches = or(ilike(faqs.question, pattern), ilike(faqs.answer, pattern));
    if (matches) conditions.push(matches);
  }
  return conditions;
}

const staffColumns = {
  id: faqs.id,
  question: faqs.question,
  answer: faqs.answer,
  category: faqs.category,
  isPublic: faqs.isPublic,
  createdBy: faqs.createdBy,
  userName: users.name,
  createdAt: faqs.createdAt,
  updatedAt: faqs.updatedAt,
};
export type StaffFaqRow = Awaited<ReturnType<typeof findFaqs>>[number];

/** Every FAQ (internal ones too) with its creator's name, in the public list's order. */
export async function findFaqs(tx: Tx, filter: FaqFilter) {
  return tx
    .select(staffColumns)
    .from(faqs)
    .leftJoin(users, eq(users.id, faqs.createdBy))
    .where(and(...filterConditions(filter)))
    .orderBy(asc(categoryPosition), desc(faqs.createdAt), desc(faqs.id));
}

export async function findFaq(tx: Tx, id: string): Promise<StaffFaqRow | undefined> {
  const [row] = await tx
    .select(staffColumns)
    .from(faqs)
    .leftJoin(users, eq(users.id, faqs.createdBy))
    .where(eq(faqs.id, id));
  return row;
}

type FaqFields = Pick<typeof faqs.$inferInsert, 'question' | 'answer' | 'category' | 'isPublic'>;

export async function insertFaq(tx: Tx, faq: FaqFields & { createdBy: string }): Promise<string> {
  const [row] = await tx.insert(faqs).values(faq).returning({ id: faqs.id });
  return row!.id;
}

/** Whether the FAQ existed (and was changed). */
export async function updateFaqRow(tx: Tx, id: string, faq: FaqFields): Promise<boolean> {
  const rows = await tx
    .update(faqs)
    .set({ ...faq, updatedAt: new Date() })
    .where(eq(faqs.id, id))
    .returning({ id: faqs.id });
  return rows.length > 0;
}

export async function deleteFaqRow(tx: Tx, id: string): Promise<boolean> {
  const rows = await tx.delete(faqs).where(eq(faqs.id, id)).returning({ id: faqs.id });
  return rows.length > 0;
}
