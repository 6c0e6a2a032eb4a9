import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/**
 * The social-proof feed (docs/product/storefront-and-sign-in.md). The original read it as a view; here real events (quote requests, orders,
 * sign-ups, bulk orders) write rows, already anonymised ('Sarah M.', 'Sydney').
 */
export const recentActivity = pgTable(
  'recent_activity',
  {
    id: uuid().primaryKey().defaultRandom(),
    customerNameAnonymized: text().notNull(),
    location: text(),
    /** quote_request, order_placed, partnership_signup, bulk_order, or anything else. */
    activityType: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.createdAt)],
);
