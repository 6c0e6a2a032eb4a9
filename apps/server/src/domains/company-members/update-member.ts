import type { CompanyMember, Principal, UpdateMemberInput } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { announceCompanyChange, assertMayManage, lockMember, requireMembership } from './member-guards.ts';
import { updateMemberRow } from './members.repository.ts';
import { companyEntity, toCompanyMember } from './to-company-views.ts';

/**
 * Edit Role & Limits (docs/product/company-accounts.md, "Roles"): nobody changes their own; admins
 * neither touch the owner or other admins nor make an admin. The owner is made only by a transfer.
 */
export async function updateMember(
  db: Db,
  caller: Principal,
  userId: string,
  input: UpdateMemberInput,
): Promise<CompanyMember> {
  return db.transaction(async (tx) => {
    const me = await requireMembership(tx, caller, 'manage-members');
    const target = await lockMember(tx, me.companyId, userId);
    assertMayManage(me, target);
    assertMayManage(me, { role: input.role });
    const changes = {
      role: input.role,
      orderLimit: input.orderLimit ?? null,
      monthlyLimit: input.monthlyLimit ?? null,
    };
    await updateMemberRow(tx, userId, changes);
    await recordAudit(tx, caller, {
      action: 'company.member_updated',
      entity: companyEntity(me),
      oldValues: {
        member: target.email,
        role: target.role,
        orderLimit: target.orderLimit,
        monthlyLimit: target.monthlyLimit,
      },
      newValues: { member: target.email, ...changes },
    });
    await announceCompanyChange(tx, me.companyId);
    return toCompanyMember({ ...target, ...changes });
  });
}
