import { type ApprovalSubject, ownWorkRefusal } from '@party/shared';
import type { Tx } from '../../db/client.ts';
import { listStaffRecipients } from '../accounts/list-staff-recipients.ts';
import { createNotification } from './create-notification.ts';

/**
 * Tells the finance associates that work awaits their approval: a bell notification and the
 * approval_requested email each, inside the caller's transaction. Its authors are left out: they
 * may not approve it (docs/product/approvals.md).
 */
export async function notifyApprovers(
  tx: Tx,
  work: {
    subject: ApprovalSubject;
    authorIds: readonly (string | null)[];
    title: string;
    message: string;
    actionUrl: string;
  },
): Promise<void> {
  for (const { id } of await listStaffRecipients(tx, { associateRole: 'finance' })) {
    if (ownWorkRefusal(work.subject, id, work.authorIds)) continue;
    await createNotification(tx, {
      userId: id,
      title: work.title,
      message: work.message,
      type: 'info',
      actionUrl: work.actionUrl,
      emailTemplate: 'approval_requested',
    });
  }
}
