import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { actorRef, checkIn, createdAt, money, updatedAt } from './columns.ts';
import { quotes } from './quotes.ts';

export const leadSources = ['quote', 'signup'] as const;
export const leadStages = ['new', 'contacted', 'qualified', 'won', 'lost'] as const;

/** A quote request or sign-up not yet converted, worked through stages by sales (PRODUCT.md). */
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
