import { faqCategoryIds } from '@party/shared/faqs/categories';
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { actorRef, checkIn, createdAt, updatedAt } from './columns.ts';

export const faqs = pgTable(
  'faqs',
  {
    id: uuid().primaryKey().defaultRandom(),
    question: text().notNull(),
    answer: text().notNull(),
    category: text({ enum: faqCategoryIds }).notNull().default('general'),
    /** true: partners and visitors see it; false: internal to staff. */
    isPublic: boolean().notNull().default(true),
    createdBy: actorRef(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().on(t.category, t.createdAt),
    index('faqs_public_idx').on(t.createdAt).where(sql`${t.isPublic}`),
    checkIn('faqs_category_valid', t.category, faqCategoryIds),
    check('faqs_question_not_blank', sql`length(trim(${t.question})) > 0`),
    check('faqs_answer_not_blank', sql`length(trim(${t.answer})) > 0`),
  ],
);
