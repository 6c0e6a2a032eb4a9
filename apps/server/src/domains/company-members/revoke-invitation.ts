import type { Principal } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { lockInvitationRow, revokeInvitationRow } from './invitations.repository.ts';
import { announceCompanyChange, assertMayManage, requireMembership } from './member-guards.ts';
import { companyEntity } from './to-company-views.ts';

/** Revoke (pending): the link stops working (docs/product/company-accounts.md, "Members and invitations"). */
export async function revokeInvitation(db: Db, caller: Principal, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const me = await requireMembership(tx, caller, 'manage-members');
    const invitation = await lockInvitationRow(tx, me.companyId, id);
    if (!invitation) throw notFound('Invitation');
    assertMayManage(me, { role: invitation.role });
    if (invitation.status !== 'pending')
      throw new AppError('CONFLICT', `This invitation was already ${invitation.status}.`);
    await revokeInvitationRow(tx, id, me.userId);
    await recordAudit(tx, caller, {
      action: 'company.invitation_revoked',
      entity: companyEntity(me),
      oldValues: { email: invitation.email, status: 'pending' },
      newValues: { status: 'revoked' },
    });
    await announceCompanyChange(tx, me.companyId);
  });
}
