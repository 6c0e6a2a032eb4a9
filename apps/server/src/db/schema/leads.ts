import { leadSources, leadStages, openLeadStages } from '@party/shared/leads/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { actorRef, checkIn, createdAt, money, updatedAt } from './columns.ts';
import { quotes } from './quotes.ts';

/**
 * The lead is open (new, contacted, qualified), with the stages as literals: the list's default filter
 * must say it in these very words for PostgreSQL to use leads_open_created_at_id_idx.
 */
export function stageIsOpen(stage: AnyPgColumn): SQL {
  return sql`${stage} in (${sql.raw(openLeadStages.map((s) => `'${s}'`).join(', '))})`;
}

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
    // The list's order, newest first with the id as tiebreaker: by one stage, the open ones, or all.
    index('leads_stage_created_at_id_idx').on(t.stage, t.createdAt, t.id),
    index('leads_open_created_at_id_idx').on(t.createdAt, t.id).where(stageIsOpen(t.stage)),
    index('leads_created_at_id_idx').on(t.createdAt, t.id),
    // The list's search, a case-insensitive substring (ILIKE '%x%'), per searched column (pg_trgm).
    index('leads_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('leads_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
    index('leads_company_name_trgm_idx').using('gin', t.companyName.op('gin_trgm_ops')),
    index().on(t.assignedTo),
    index().on(t.quoteId),
    index().on(t.userId),
    checkIn('leads_source_valid', t.source, leadSources),
    checkIn('leads_stage_valid', t.stage, leadStages),
  ],
);
