import { companyTexts, type Principal } from '@party/shared';
import type { Db, Tx } from '../../db/client.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { endMembership } from './end-membership.ts';
import { assertMayManage, assertNotOwner, lockMember, requireMembership } from './member-guards.ts';
import type { MemberRow } from './members.repository.ts';
import { companyEntity } from './to-company-views.ts';

/**
 * Remove (docs/product/company-accounts.md, "Removing, leaving, ownership"): owners and admins, admins
 * not over the owner or other admins; the owner removing themselves is told to transfer first.
 * Answers the toast's sentence.
 */
export async function removeMember(db: Db, caller: Principal, userId: string): Promise<{ message: string }> {
  return db.transaction(async (tx) => {
    const me = await requireMembership(tx, caller, 'manage-members');
    const target = await lockMember(tx, me.companyId, userId);
    if (target.userId === me.userId) assertNotOwner(target);
    assertMayManage(me, target);
    return removeLockedMember(tx, caller, target);
  });
}

/**
 * The removal itself, once the caller may do it (a company's owner or admin, or an administrator):
 * the owner never goes; the member's way out, audited with the caller as actor.
 */
export async function removeLockedMember(
  tx: Tx,
  actor: Principal,
  target: MemberRow,
): Promise<{ message: string }> {
  assertNotOwner(target);
  await endMembership(tx, target);
  await recordAudit(tx, actor, {
    action: 'company.member_removed',
    entity: companyEntity(target),
    oldValues: { member: target.email, role: target.role },
  });
  return { message: companyTexts.removed(target.name, target.companyName) };
}
