import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { products } from './catalog.ts';
import { actorRef, createdAt, updatedAt } from './columns.ts';
import { companies } from './companies.ts';

/** A company's named list of products and quantities (docs/product/wholesale-buying.md, "Saved lists"). */
export const savedLists = pgTable(
  'saved_lists',
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    createdBy: actorRef(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('saved_lists_company_name_unique').on(t.companyId, sql`lower(${t.name})`),
    check('saved_lists_name_length', sql`length(trim(${t.name})) between 1 and 80`),
  ],
);

export const savedListItems = pgTable(
  'saved_list_items',
  {
    savedListId: uuid()
      .notNull()
      .references(() => savedLists.id, { onDelete: 'cascade' }),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.savedListId, t.productId] }),
    check('saved_list_items_quantity', sql`${t.quantity} between 1 and 100000`),
  ],
);
