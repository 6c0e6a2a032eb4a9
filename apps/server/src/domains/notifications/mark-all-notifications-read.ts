import type { Principal } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { publishEvent } from '../../lib/events.ts';
import { markAllRead } from './notifications.repository.ts';

/** Mark all read: every unread notification of the caller. */
export async function markAllNotificationsRead(db: Db, principal: Principal): Promise<{ updated: number }> {
  return db.transaction(async (tx) => {
    const updated = await markAllRead(tx, principal.userId);
    if (updated > 0)
      await publishEvent(tx, { userIds: [principal.userId], type: 'notifications.changed', data: {} });
    return { updated };
  });
}
