import { leadSources, leadStages } from '@party/shared/leads/contract';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { actorRef, checkIn, createdAt, money, updatedAt } from './columns.ts';
import { quotes } from './quotes.ts';

/** A quote request or sign-up not yet converted, worked through stages by sales (docs/product/associate-portal.md). */
export const leads = pgTable(
  'leads',
  {
    id: uuid().primaryKey().defaultRandom(),
    source: text({ enum: leadSources }).notNull(),
    stage: text({ enum: leadStages }).notNull().default('new'),
    name: text().notNull(),
    email: text().notNull(),
    companyName: text(),
    phone: text(),
    location: text(),
    quoteId: uuid().references(() => quotes.id, { onDelete: 'set null' }),
    userId: actorRef(),
    assignedTo: actorRef(),
    estimatedValue: money(),
    notes: text(),
    /** Set once, when sales converted the lead to a partner account. */
    convertedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().on(t.stage, t.createdAt),
    index().on(t.assignedTo),
    index().on(t.quoteId),
    index().on(t.userId),
    checkIn('leads_source_valid', t.source, leadSources),
    checkIn('leads_stage_valid', t.stage, leadStages),
  ],
);
