import type { SentNotification } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { listAdminSends } from './notifications.repository.ts';

const HISTORY_LIMIT = 100;

/** /admin/notifications history: what admins sent, to whom, newest first. */
export async function listSentNotifications(db: Db): Promise<SentNotification[]> {
  const rows = await listAdminSends(db, HISTORY_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    message: row.message,
    type: row.type,
    actionUrl: row.actionUrl,
    audience:
      row.targetType === 'user'
        ? { kind: 'user', userId: row.targetUserId, name: row.targetName, email: row.targetEmail }
        : { kind: 'role', role: row.targetRole ?? '' },
    recipients: row.recipients,
    sentBy: row.sentById ? { id: row.sentById, name: row.sentByName ?? '' } : null,
    createdAt: row.createdAt.toISOString(),
  }));
}
