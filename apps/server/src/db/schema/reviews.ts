import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { products } from './catalog.ts';
import { createdAt, ownerRef, updatedAt } from './columns.ts';

export const reviews = pgTable(
  'reviews',
  {
    id: uuid().primaryKey().defaultRandom(),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: ownerRef(),
    rating: integer().notNull().default(5),
    title: text().notNull(),
    comment: text().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('reviews_user_product_unique').on(t.userId, t.productId),
    index().on(t.productId, t.createdAt),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
    check('reviews_title_not_blank', sql`length(trim(${t.title})) > 0`),
    check('reviews_comment_not_blank', sql`length(trim(${t.comment})) > 0`),
  ],
);
