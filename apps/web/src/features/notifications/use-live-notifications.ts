import type { Notification } from '@party/shared';
import { toast } from 'sonner';
import { useLiveInvalidate } from '@/lib/use-live-invalidate';
import { notificationsQueryKey } from './api';

/**
 * A toast on arrival, in the destructive style for type error. A toast is keyed by
 * the notification's target (its action url), so a screen that already confirmed the same thing
 * (checkout's 'Order placed', the orders page's cancel) under that key shows one toast, not two; the
 * bell keeps the notification either way.
 */
export function showNotificationToast(notification: Notification) {
  const id = notification.actionUrl ?? notification.id;
  if (toast.getToasts().some((shown) => shown.id === id)) return;
  const options = { id, description: notification.message };
  switch (notification.type) {
    case 'error':
      return toast.error(notification.title, options);
    case 'warning':
      return toast.warning(notification.title, options);
    case 'success':
      return toast.success(notification.title, options);
    default:
      return toast.info(notification.title, options);
  }
}

/** Keeps the bell current from the live stream while a signed-in shell is open. */
export function useLiveNotifications() {
  useLiveInvalidate({
    events: ['notification.created', 'notifications.changed'],
    queryKeys: [notificationsQueryKey],
    onEvent: (data, type) => {
      if (type !== 'notification.created') return;
      // The schema, and zod with it, loads with the first notification rather than with every
      // portal's first screen (docs/ARCHITECTURE.md, what a visitor downloads first).
      void import('./parse-notification').then(({ parseNotification }) => {
        const notification = parseNotification(data);
        if (notification) showNotificationToast(notification);
      });
    },
  });
}
