import {
  workflowStatusValues as workflowStatuses,
  workflowStepStatusValues as workflowStepStatuses,
} from '@party/shared/workflows/contract';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { actorRef, checkIn, createdAt, timestamptz, updatedAt } from './columns.ts';

export const workflows = pgTable(
  'workflows',
  {
    id: uuid().primaryKey().defaultRandom(),
    title: text().notNull(),
    description: text(),
    createdBy: actorRef(),
    status: text({ enum: workflowStatuses }).notNull().default('active'),
    completedAt: timestamptz(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().on(t.status, t.createdAt),
    checkIn('workflows_status_valid', t.status, workflowStatuses),
    check('workflows_title_not_blank', sql`length(trim(${t.title})) > 0`),
  ],
);

export const workflowSteps = pgTable(
  'workflow_steps',
  {
    id: uuid().primaryKey().defaultRandom(),
    workflowId: uuid()
      .notNull()
      .references(() => workflows.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    description: text(),
    /** max + 1, from 0: two steps added at once cannot share a place. */
    orderIndex: integer().notNull(),
    dueDate: date(),
    assigneeId: actorRef(),
    status: text({ enum: workflowStepStatuses }).notNull().default('pending'),
    completedAt: timestamptz(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('workflow_steps_order_unique').on(t.workflowId, t.orderIndex),
    index().on(t.assigneeId, t.status),
    checkIn('workflow_steps_status_valid', t.status, workflowStepStatuses),
    check('workflow_steps_order_non_negative', sql`${t.orderIndex} >= 0`),
  ],
);
