import { NOTIFICATION_LIST_LIMIT, type NotificationList, type Principal } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { countUnread, listNewest } from './notifications.repository.ts';

/** The bell: the caller's 20 newest notifications and their unread count. */
export async function listNotifications(db: Db, principal: Principal): Promise<NotificationList> {
  const [items, unreadCount] = await Promise.all([
    listNewest(db, principal.userId, NOTIFICATION_LIST_LIMIT),
    countUnread(db, principal.userId),
  ]);
  return { items, unreadCount };
}
