import type { Principal } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { publishEvent } from '../../lib/events.ts';
import { ownerOf } from '../../lib/row-policy.ts';
import { notificationScope } from './notifications.policy.ts';
import { markRead } from './notifications.repository.ts';

/** Marks one of the caller's notifications read; another user's notification is "not found". */
export async function markNotificationRead(db: Db, principal: Principal, id: string): Promise<void> {
  const owner = ownerOf(notificationScope(principal, 'mark-read'));
  await db.transaction(async (tx) => {
    if (!(await markRead(tx, owner, id))) throw notFound('Notification');
    await publishEvent(tx, { userIds: [owner], type: 'notifications.changed', data: {} });
  });
}
