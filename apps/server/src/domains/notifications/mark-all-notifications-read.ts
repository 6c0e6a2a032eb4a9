import type { Principal } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { publishEvent } from '../../lib/events.ts';
import { ownerOf } from '../../lib/row-policy.ts';
import { notificationScope } from './notifications.policy.ts';
import { markAllRead } from './notifications.repository.ts';

/** Mark all read: every unread notification of the caller. */
export async function markAllNotificationsRead(db: Db, principal: Principal): Promise<{ updated: number }> {
  const owner = ownerOf(notificationScope(principal, 'mark-read'));
  return db.transaction(async (tx) => {
    const updated = await markAllRead(tx, owner);
    if (updated > 0) await publishEvent(tx, { userIds: [owner], type: 'notifications.changed', data: {} });
    return { updated };
  });
}
