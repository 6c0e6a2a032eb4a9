import { NOTIFICATION_LIST_LIMIT, type NotificationList, type Principal } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { ownerOf } from '../../lib/row-policy.ts';
import { notificationScope } from './notifications.policy.ts';
import { countUnread, listNewest } from './notifications.repository.ts';

/** The bell: the caller's 20 newest notifications and their unread count. */
export async function listNotifications(db: Db, principal: Principal): Promise<NotificationList> {
  const owner = ownerOf(notificationScope(principal, 'list'));
  const [items, unreadCount] = await Promise.all([
    listNewest(db, owner, NOTIFICATION_LIST_LIMIT),
    countUnread(db, owner),
  ]);
  return { items, unreadCount };
}
