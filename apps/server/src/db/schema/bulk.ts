import { bulkOperationStatusValues as bulkOperationStatuses } from '@party/shared/bulk/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { actorRef, checkIn, createdAt, timestamptz } from './columns.ts';

/**
 * An admin bulk change (price by %, category, featured, import). undo_data keeps each row's
 * previous values so enhanced bulk can undo it.
 */
export const bulkOperations = pgTable(
  'bulk_operations',
  {
    id: uuid().primaryKey().defaultRandom(),
    kind: text().notNull(),
    parameters: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    status: text({ enum: bulkOperationStatuses }).notNull().default('running'),
    totalCount: integer().notNull().default(0),
    processedCount: integer().notNull().default(0),
    undoData: jsonb().$type<unknown[]>().notNull().default([]),
    errorMessage: text(),
    createdBy: actorRef(),
    createdAt: createdAt(),
    completedAt: timestamptz(),
    undoneAt: timestamptz(),
  },
  (t) => [
    index().on(t.createdAt),
    checkIn('bulk_operations_status_valid', t.status, bulkOperationStatuses),
    check('bulk_operations_counts_valid', sql`${t.processedCount} between 0 and ${t.totalCount}`),
  ],
);
