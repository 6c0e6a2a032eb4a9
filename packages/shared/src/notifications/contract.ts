import { z } from 'zod';

export const notificationTypes = ['info', 'success', 'warning', 'error'] as const;

export const notificationSchema = z.object({
  id: z.string().uuid(),
  title: z.string(),
  message: z.string(),
  type: z.enum(notificationTypes),
  actionUrl: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET /api/notifications: the 20 newest, and how many are unread in all. */
export const notificationListSchema = z.object({
  items: z.array(notificationSchema),
  unreadCount: z.number().int().min(0),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

export const NOTIFICATION_LIST_LIMIT = 20;

/** The bell's badge: 99+ past 99 (spec 2). */
export function badgeLabel(unread: number): string {
  return unread > 99 ? '99+' : String(unread);
}

/**
 * Live events sent over /api/events (server-sent events). `event:` is the type, `data:` the JSON
 * payload. The browser invalidates matching queries or shows a toast.
 */
export const liveEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('notification.created'), data: notificationSchema }),
  z.object({ type: z.literal('notifications.changed'), data: z.object({}) }),
]);
export type LiveEvent = z.infer<typeof liveEventSchema>;
