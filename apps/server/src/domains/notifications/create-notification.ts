import { randomUUID } from 'node:crypto';
import { isLowStockAlert, type Notification, type NotificationType } from '@party/shared';
import type { Tx } from '../../db/client.ts';
import { publishEvent } from '../../lib/events.ts';
import type { WriteBatch } from '../../lib/write-batch.ts';
import { enqueueEmail } from '../email/enqueue-email.ts';
import { findMailRecipient, insertNotification, notificationInsert } from './notifications.repository.ts';

export interface CreateNotificationInput {
  userId: string;
  title: string;
  message: string;
  type?: NotificationType;
  actionUrl?: string | null;
  /** Extra variables for the low-stock email (productName, stockQuantity, productUrl). */
  emailVariables?: Record<string, unknown>;
  /** Also email the notification with this template (name, title, message, actionUrl). */
  emailTemplate?: 'approval_requested';
}

// The browser refetches the list on each event, so a long message can travel shortened.
const EVENT_MESSAGE_LIMIT = 1000;

export function forLiveEvent(notification: Notification): Notification {
  if (notification.message.length <= EVENT_MESSAGE_LIMIT) return notification;
  return { ...notification, message: `${notification.message.slice(0, EVENT_MESSAGE_LIMIT - 1)}…` };
}

/**
 * Creates a notification for one user inside the caller's transaction, tells the user's open pages,
 * and queues the low-stock email when the low-stock rule of docs/product/associate-portal.md applies, or the email the caller names.
 * The one way features notify.
 */
export async function createNotification(tx: Tx, input: CreateNotificationInput): Promise<Notification> {
  const notification = await insertNotification(tx, input.userId, {
    title: input.title,
    message: input.message,
    type: input.type ?? 'info',
    actionUrl: input.actionUrl ?? null,
  });
  await publishEvent(tx, {
    userIds: [input.userId],
    type: 'notification.created',
    data: forLiveEvent(notification),
  });
  if (input.emailTemplate) {
    // The outbox applies the recipient's preferences to the template when it sends.
    const recipient = await findMailRecipient(tx, input.userId);
    if (recipient)
      await enqueueEmail(tx, {
        to: recipient.email,
        userId: input.userId,
        template: input.emailTemplate,
        variables: {
          name: recipient.name,
          title: notification.title,
          message: notification.message,
          actionUrl: notification.actionUrl,
        },
      });
  }
  if (isLowStockAlert(notification)) {
    const recipient = await findMailRecipient(tx, input.userId);
    if (recipient?.systemUpdates) {
      await enqueueEmail(tx, {
        to: recipient.email,
        userId: input.userId,
        template: 'low_stock_alert',
        variables: {
          name: recipient.name,
          title: notification.title,
          message: notification.message,
          actionUrl: notification.actionUrl,
          ...input.emailVariables,
        },
      });
    }
  }
  return notification;
}

/**
 * createNotification for a use case that sends its side-effect rows as one statement: the row and
 * its live event go into `batch`. Not for low-stock alerts (their email needs the recipient first).
 */
export function queueNotification(
  batch: WriteBatch,
  input: Omit<CreateNotificationInput, 'emailVariables' | 'emailTemplate'>,
): Notification {
  const createdAt = new Date();
  const notification: Notification = {
    id: randomUUID(),
    title: input.title,
    message: input.message,
    type: input.type ?? 'info',
    actionUrl: input.actionUrl ?? null,
    read: false,
    createdAt: createdAt.toISOString(),
  };
  if (isLowStockAlert(notification)) throw new Error('A low-stock alert goes through createNotification');
  batch.write(
    notificationInsert(input.userId, {
      id: notification.id,
      title: notification.title,
      message: notification.message,
      type: notification.type,
      actionUrl: notification.actionUrl,
      createdAt,
    }),
  );
  batch.publish({ userIds: [input.userId], type: 'notification.created', data: forLiveEvent(notification) });
  return notification;
}
