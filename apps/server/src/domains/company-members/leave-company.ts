import type { Principal } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { endMembership } from './end-membership.ts';
import { assertNotOwner, lockMember, requireMembership } from './member-guards.ts';
import { companyEntity } from './to-company-views.ts';

/**
 * Leave Company: removal by oneself (docs/product/company-accounts.md, "Removing, leaving,
 * ownership"); the owner is refused with the product's sentence, so it is the use case, not the
 * route's rule, that turns them away.
 */
export async function leaveCompany(db: Db, caller: Principal): Promise<void> {
  await db.transaction(async (tx) => {
    const me = await requireMembership(tx, caller, 'see-members');
    const member = await lockMember(tx, me.companyId, me.userId);
    assertNotOwner(member);
    await endMembership(tx, member);
    await recordAudit(tx, caller, {
      action: 'company.member_left',
      entity: companyEntity(member),
      oldValues: { member: member.email, role: member.role },
    });
  });
}
