import type { Notification, NotificationType, Role } from '@party/shared';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import { rowsInsert } from '../../db/rows-insert.ts';
import {
  emailPreferences,
  notificationSends,
  notifications,
  profiles,
  users,
} from '../../db/schema/index.ts';

const columns = {
  id: notifications.id,
  title: notifications.title,
  message: notifications.message,
  type: notifications.type,
  actionUrl: notifications.actionUrl,
  read: notifications.read,
  createdAt: notifications.createdAt,
};

type Row = { [K in keyof typeof columns]: (typeof notifications.$inferSelect)[K] };

export function toNotification(row: Row): Notification {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

export interface NotificationContent {
  title: string;
  message: string;
  type: NotificationType;
  actionUrl: string | null;
}

export async function insertNotification(tx: Tx, userId: string, content: NotificationContent) {
  const [row] = await tx
    .insert(notifications)
    .values({ userId, ...content })
    .returning(columns);
  return toNotification(row!);
}

/** The insert of a notification whose id and time are chosen here, for a WriteBatch to send. */
export function notificationInsert(
  userId: string,
  notification: NotificationContent & { id: string; createdAt: Date },
) {
  return rowsInsert(notifications, [{ userId, ...notification }]);
}

export async function listNewest(tx: Tx, userId: string, limit: number) {
  const rows = await tx
    .select(columns)
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
  return rows.map(toNotification);
}

export async function countUnread(tx: Tx, userId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.read, false)));
  return row?.n ?? 0;
}

/** Marks one of the user's notifications read; false when the user has no such notification. */
export async function markRead(tx: Tx, userId: string, id: string): Promise<boolean> {
  const rows = await tx
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

export async function markAllRead(tx: Tx, userId: string): Promise<number> {
  const rows = await tx
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.read, false)))
    .returning({ id: notifications.id });
  return rows.length;
}

/** One user, or everyone holding a role (admin included). */
export type AdminAudience = { userId: string } | { role: Role };

/** One INSERT … SELECT for every enabled recipient; returns the rows created (one per user). */
export async function insertForUsers(tx: Tx, userIds: string[], content: NotificationContent) {
  if (userIds.length === 0) return [];
  // Insert-select needs every column in table order; id and created_at keep their defaults.
  const rows = await tx
    .insert(notifications)
    .select(
      tx
        .select({
          id: sql`gen_random_uuid()`.as('id'),
          userId: users.id,
          title: sql`${content.title}::text`.as('title'),
          message: sql`${content.message}::text`.as('message'),
          type: sql`${content.type}::text`.as('type'),
          actionUrl: sql`${content.actionUrl}::text`.as('action_url'),
          read: sql`false`.as('read'),
          createdAt: sql`now()`.as('created_at'),
        })
        .from(users)
        .where(and(eq(users.disabled, false), inArray(users.id, userIds))),
    )
    .returning({ ...columns, userId: notifications.userId });
  return rows.map(({ userId, ...row }) => ({ userId, notification: toNotification(row) }));
}

/** The recipient's address and whether system updates may be mailed (absent preferences count as on). */
export async function findMailRecipient(tx: Tx, userId: string) {
  const [row] = await tx
    .select({
      email: users.email,
      name: sql<string>`coalesce(${profiles.name}, ${users.name})`,
      systemUpdates: sql<boolean>`coalesce(${emailPreferences.systemUpdates}, true)`,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .leftJoin(emailPreferences, eq(emailPreferences.userId, users.id))
    .where(eq(users.id, userId));
  return row ?? null;
}

/** The history row of one admin send (/admin/notifications). */
export async function recordAdminSend(
  tx: Tx,
  sentBy: string,
  send: NotificationContent & { audience: AdminAudience; recipients: number },
) {
  const [row] = await tx
    .insert(notificationSends)
    .values({
      sentBy,
      targetType: 'userId' in send.audience ? 'user' : 'role',
      targetUserId: 'userId' in send.audience ? send.audience.userId : null,
      targetRole: 'role' in send.audience ? send.audience.role : null,
      title: send.title,
      message: send.message,
      type: send.type,
      actionUrl: send.actionUrl,
      recipientCount: send.recipients,
    })
    .returning({ id: notificationSends.id });
  return row!.id;
}

/** Up to 20 active accounts whose name or email contains the text (any case), by name. */
export async function searchRecipients(tx: Tx, search: string) {
  const text = search.toLowerCase();
  return tx
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(
      and(
        eq(users.disabled, false),
        sql`(strpos(lower(${users.name}), ${text}) > 0 or strpos(lower(${users.email}), ${text}) > 0)`,
      ),
    )
    .orderBy(sql`lower(${users.name})`, users.id)
    .limit(20);
}

export async function listAdminSends(tx: Tx, limit: number) {
  const sender = alias(users, 'sender');
  const senderProfile = alias(profiles, 'sender_profile');
  return tx
    .select({
      id: notificationSends.id,
      title: notificationSends.title,
      message: notificationSends.message,
      type: notificationSends.type,
      actionUrl: notificationSends.actionUrl,
      targetType: notificationSends.targetType,
      targetUserId: notificationSends.targetUserId,
      targetRole: notificationSends.targetRole,
      targetName: sql<string | null>`coalesce(${profiles.name}, ${users.name})`,
      targetEmail: users.email,
      recipients: notificationSends.recipientCount,
      sentById: notificationSends.sentBy,
      sentByName: sql<string | null>`coalesce(${senderProfile.name}, ${sender.name})`,
      createdAt: notificationSends.createdAt,
    })
    .from(notificationSends)
    .leftJoin(users, eq(users.id, notificationSends.targetUserId))
    .leftJoin(profiles, eq(profiles.id, notificationSends.targetUserId))
    .leftJoin(sender, eq(sender.id, notificationSends.sentBy))
    .leftJoin(senderProfile, eq(senderProfile.id, notificationSends.sentBy))
    .orderBy(desc(notificationSends.createdAt), desc(notificationSends.id))
    .limit(limit);
}
