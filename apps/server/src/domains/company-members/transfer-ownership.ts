import { companyTexts, type Principal } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { createNotification } from '../notifications/create-notification.ts';
import { announceCompanyChange, lockMember, requireMembership } from './member-guards.ts';
import { updateMemberRow } from './members.repository.ts';
import { companyEntity } from './to-company-views.ts';

/**
 * Transfer Ownership (docs/product/company-accounts.md, "Removing, leaving, ownership"): the owner
 * hands the company to a current member, who loses any limits; the old owner becomes an admin. Both
 * get a bell. Answers the toast's sentence.
 */
export async function transferOwnership(
  db: Db,
  caller: Principal,
  userId: string,
): Promise<{ message: string }> {
  return db.transaction(async (tx) => {
    const me = await requireMembership(tx, caller, 'transfer-ownership');
    if (userId === me.userId) throw new AppError('CONFLICT', `You already own ${me.companyName}.`);
    await lockMember(tx, me.companyId, me.userId);
    const target = await lockMember(tx, me.companyId, userId);
    // The old owner steps down first: the company has one owner at every statement.
    await updateMemberRow(tx, me.userId, { role: 'admin', orderLimit: null, monthlyLimit: null });
    await updateMemberRow(tx, target.userId, { role: 'owner', orderLimit: null, monthlyLimit: null });
    const message = companyTexts.transferred(target.name);
    await createNotification(tx, {
      userId: target.userId,
      title: 'You own the company',
      message: `${me.name} made you the owner of ${me.companyName}.`,
      actionUrl: '/partner/company',
    });
    await createNotification(tx, {
      userId: me.userId,
      title: 'Ownership transferred',
      message,
      actionUrl: '/partner/company',
    });
    await recordAudit(tx, caller, {
      action: 'company.ownership_transferred',
      entity: companyEntity(me),
      oldValues: { owner: me.email },
      newValues: { owner: target.email },
    });
    await announceCompanyChange(tx, me.companyId);
    return { message };
  });
}
