import {
  taskPriorityValues as taskPriorities,
  taskStatusValues as taskStatuses,
} from '@party/shared/workflows/contract';
import { date, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { actorRef, checkIn, createdAt, timestamptz, updatedAt } from './columns.ts';

/**
 * Follow-up work: the task auto-created on an order status change (docs/product/associate-portal.md) and the earlier
 * credit-request form. related_* point at the row it is about.
 */
export const tasks = pgTable(
  'tasks',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Who raised it (or whom it concerns, for a partner's request). */
    userId: actorRef(),
    assigneeId: actorRef(),
    type: text().notNull(),
    title: text().notNull(),
    description: text(),
    status: text({ enum: taskStatuses }).notNull().default('pending'),
    priority: text({ enum: taskPriorities }).notNull().default('medium'),
    dueDate: date(),
    relatedEntityType: text(),
    relatedEntityId: uuid(),
    metadata: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    completedAt: timestamptz(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().on(t.assigneeId, t.status),
    index().on(t.status, t.createdAt),
    index().on(t.relatedEntityType, t.relatedEntityId),
    checkIn('tasks_status_valid', t.status, taskStatuses),
    checkIn('tasks_priority_valid', t.priority, taskPriorities),
  ],
);
