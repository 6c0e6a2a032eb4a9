import type { AdminNotificationInput, Principal } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { publishEvents } from '../../lib/events.ts';
import { assertAllowed } from '../../lib/row-policy.ts';
import { listStaffRecipients } from '../accounts/list-staff-recipients.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { forLiveEvent } from './create-notification.ts';
import { notificationScope } from './notifications.policy.ts';
import {
  type AdminAudience,
  findMailRecipient,
  insertForUsers,
  recordAdminSend,
} from './notifications.repository.ts';

type SendInput = Required<Pick<AdminNotificationInput, 'title' | 'message' | 'type'>> &
  Pick<AdminNotificationInput, 'userId' | 'role' | 'actionUrl'>;

/**
 * An admin notifies one user or everyone holding a role: one row per recipient written by a single
 * INSERT … SELECT, a live event to each, and a row in the history (notification_sends).
 */
export async function sendAdminNotification(db: Db, admin: Principal, input: SendInput) {
  const content = {
    title: input.title,
    message: input.message,
    type: input.type,
    actionUrl: input.actionUrl ?? null,
  };
  const audience: AdminAudience = input.userId ? { userId: input.userId } : { role: input.role ?? 'partner' };
  assertAllowed(notificationScope(admin, 'send-to-others').rows === 'all');
  return db.transaction(async (tx) => {
    if ('userId' in audience && !(await findMailRecipient(tx, audience.userId))) throw notFound('User');
    const recipients =
      'userId' in audience
        ? [audience.userId]
        : (
            await listStaffRecipients(
              tx,
              audience.role === 'admin' ? { admins: true } : { role: audience.role },
            )
          ).map((user) => user.id);
    const created = await insertForUsers(tx, recipients, content);
    await publishEvents(
      tx,
      created.map(({ userId, notification }) => ({
        userIds: [userId],
        type: 'notification.created' as const,
        data: forLiveEvent(notification),
      })),
    );
    const sendId = await recordAdminSend(tx, admin.userId, {
      audience,
      recipients: created.length,
      ...content,
    });
    await recordAudit(tx, admin, {
      action: 'notification.sent',
      entity: { id: sendId, label: content.title },
      newValues: { audience, title: content.title, type: content.type, recipients: created.length },
    });
    return { recipients: created.length };
  });
}
