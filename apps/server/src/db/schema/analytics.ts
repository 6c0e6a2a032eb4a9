import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { actorRef, createdAt } from './columns.ts';

/**
 * Events posted to /api/analytics (page_view, search, click, conversion, time_on_page, ...).
 * Purged after data_retention_days by the retention job.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: uuid().primaryKey().defaultRandom(),
    eventType: text().notNull(),
    pagePath: text(),
    userId: actorRef(),
    /** An anonymous per-browser id, so visits can be counted without an account. */
    sessionId: text(),
    metadata: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    /** When the browser says it happened; created_at is when it arrived. */
    occurredAt: createdAt(),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.createdAt),
    index().on(t.eventType, t.createdAt),
    check('analytics_events_type_short', sql`length(${t.eventType}) between 1 and 50`),
  ],
);
