import { companyTexts, type Principal } from '@party/shared';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { createNotification } from '../notifications/create-notification.ts';
import { announceCompanyChange, lockMember, requireMembership } from './member-guards.ts';
import { type MemberRow, updateMemberRow } from './members.repository.ts';
import { companyEntity } from './to-company-views.ts';

/**
 * Transfer Ownership (docs/product/company-accounts.md, "Removing, leaving, ownership"): the owner
 * hands the company to a current member. Answers the toast's sentence.
 */
export async function transferOwnership(
  db: Db,
  caller: Principal,
  userId: string,
): Promise<{ message: string }> {
  return db.transaction(async (tx) => {
    const me = await requireMembership(tx, caller, 'transfer-ownership');
    if (userId === me.userId) throw new AppError('CONFLICT', `You already own ${me.companyName}.`);
    const owner = await lockMember(tx, me.companyId, me.userId);
    const target = await lockMember(tx, me.companyId, userId);
    return handOverOwnership(tx, caller, owner, target);
  });
}

/**
 * The hand-over, both rows locked and the caller allowed (the owner, or an administrator): the new
 * owner loses any limits, the old owner becomes an admin, both get a bell, audited with the caller
 * as actor (docs/product/company-accounts.md, "Removing, leaving, ownership").
 */
export async function handOverOwnership(
  tx: Tx,
  actor: Principal,
  owner: MemberRow,
  target: MemberRow,
): Promise<{ message: string }> {
  // The old owner steps down first: the company has one owner at every statement.
  await updateMemberRow(tx, owner.userId, { role: 'admin', orderLimit: null, monthlyLimit: null });
  await updateMemberRow(tx, target.userId, { role: 'owner', orderLimit: null, monthlyLimit: null });
  const message = companyTexts.transferred(target.name);
  await createNotification(tx, {
    userId: target.userId,
    title: 'You own the company',
    message: `${actor.name} made you the owner of ${owner.companyName}.`,
    actionUrl: '/partner/company',
  });
  await createNotification(tx, {
    userId: owner.userId,
    title: 'Ownership transferred',
    message,
    actionUrl: '/partner/company',
  });
  await recordAudit(tx, actor, {
    action: 'company.ownership_transferred',
    entity: companyEntity(owner),
    oldValues: { owner: owner.email },
    newValues: { owner: target.email },
  });
  await announceCompanyChange(tx, owner.companyId);
  return { message };
}
