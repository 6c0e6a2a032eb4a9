import { notificationTypes } from '@party/shared/notifications/contract';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { actorRef, checkIn, createdAt } from './columns.ts';

export const notificationTargetTypes = ['user', 'role'] as const;

/** History of notifications an admin sent to a user or a whole role (/admin/notifications). */
export const notificationSends = pgTable(
  'notification_sends',
  {
    id: uuid().primaryKey().defaultRandom(),
    sentBy: actorRef(),
    targetType: text({ enum: notificationTargetTypes }).notNull(),
    targetUserId: actorRef(),
    /** partner, vendor, associate, admin, or an associate sub-role. */
    targetRole: text(),
    title: text().notNull(),
    message: text().notNull(),
    type: text({ enum: notificationTypes }).notNull().default('info'),
    actionUrl: text(),
    alsoEmailed: boolean().notNull().default(false),
    recipientCount: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.createdAt),
    checkIn('notification_sends_target_type_valid', t.targetType, notificationTargetTypes),
    checkIn('notification_sends_type_valid', t.type, notificationTypes),
    check('notification_sends_role_present', sql`${t.targetType} <> 'role' or ${t.targetRole} is not null`),
    check('notification_sends_recipients_non_negative', sql`${t.recipientCount} >= 0`),
  ],
);
