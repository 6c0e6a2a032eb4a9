import type { CompanyInvitation, Principal } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { newInvitationToken } from './invitation-token.ts';
import { lockInvitationRow, renewInvitation } from './invitations.repository.ts';
import { sendInvitationEmail } from './invite-member.ts';
import { announceCompanyChange, assertMayManage, requireMembership } from './member-guards.ts';
import { companyEntity, toCompanyInvitation } from './to-company-views.ts';

/**
 * Resend (pending or expired): a new link and a new 7 days; the old link stops working because its
 * hash is no longer stored (docs/product/company-accounts.md, "Members and invitations").
 */
export async function resendInvitation(db: Db, caller: Principal, id: string): Promise<CompanyInvitation> {
  return db.transaction(async (tx) => {
    const me = await requireMembership(tx, caller, 'manage-members');
    const invitation = await lockInvitationRow(tx, me.companyId, id);
    if (!invitation) throw notFound('Invitation');
    assertMayManage(me, { role: invitation.role });
    if (invitation.status !== 'pending')
      throw new AppError('CONFLICT', `This invitation was ${invitation.status}; send a new one instead.`);
    const { token, tokenHash } = newInvitationToken();
    await renewInvitation(tx, id, tokenHash);
    await sendInvitationEmail(tx, me, { email: invitation.email, role: invitation.role, token });
    await recordAudit(tx, caller, {
      action: 'company.invitation_resent',
      entity: companyEntity(me),
      newValues: { email: invitation.email },
    });
    await announceCompanyChange(tx, me.companyId);
    return toCompanyInvitation((await lockInvitationRow(tx, me.companyId, id))!);
  });
}
