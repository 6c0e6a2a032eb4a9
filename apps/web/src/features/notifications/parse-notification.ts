import { type Notification, notificationSchema } from '@party/shared';

/** A live `notification.created` event's data as a notification, or null when it is not one. */
export function parseNotification(data: unknown): Notification | null {
  const parsed = notificationSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}
