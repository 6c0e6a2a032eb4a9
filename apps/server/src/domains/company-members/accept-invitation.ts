import { companyTexts, maskEmail, type Principal } from '@party/shared';
import type { Db, Tx } from '../../db/client.ts';
import { AppError, forbidden } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { assertUsable, usableInvitation } from './invitation-guards.ts';
import { hashInvitationToken } from './invitation-token.ts';
import { claimInvitation, findInvitationByHash, type InvitationRow } from './invitations.repository.ts';
import { assertMayJoin, closeLeftCompany } from './join-rule.ts';
import { announceCompanyChange } from './member-guards.ts';
import { findMembership, saveMembership } from './members.repository.ts';
import { companyEntity } from './to-company-views.ts';

export interface AcceptedInvitation {
  companyId: string;
  company: string;
}

/**
 * Accept Invitation, signed in (docs/product/company-accounts.md, "Members and invitations"): only
 * the invited email; staff and vendors never; a partner only from an empty company, which closes
 * as they join. The guarded claim makes two accepts one membership.
 */
export async function acceptInvitation(
  db: Db,
  caller: Principal,
  token: string,
): Promise<AcceptedInvitation> {
  return db.transaction(async (tx) => {
    const invitation = await usableInvitation(tx, token);
    if (invitation.email !== caller.email.toLowerCase())
      throw forbidden(companyTexts.wrongEmail(maskEmail(invitation.email)));
    if (caller.isAdmin || caller.role === 'vendor' || caller.role === 'associate')
      throw forbidden(companyTexts.staffCannotJoin);
    if (caller.role !== 'partner') throw forbidden('Your account has no role yet. Apply at /onboarding.');
    const current = await findMembership(tx, caller.userId);
    await assertMayJoin(tx, current, invitation, invitation.email, (c) =>
      companyTexts.companyNotEmpty(c.companyName),
    );
    await joinCompany(tx, caller.userId, invitation, token);
    await closeLeftCompany(tx, current);
    return { companyId: invitation.companyId, company: invitation.companyName };
  });
}

/**
 * The one claim and the membership it gives, for a signed-in accept and a sign-up through the link
 * alike (docs/decisions/0019-company-accounts.md §5). The loser of a race reads the row again to say why.
 */
export async function joinCompany(tx: Tx, userId: string, invitation: InvitationRow, token: string) {
  const tokenHash = hashInvitationToken(token);
  if (!(await claimInvitation(tx, tokenHash, userId))) {
    const now = await findInvitationByHash(tx, tokenHash);
    if (now) assertUsable(now);
    throw new AppError('CONFLICT', companyTexts.used);
  }
  await saveMembership(tx, {
    userId,
    companyId: invitation.companyId,
    role: invitation.role,
    orderLimit: invitation.orderLimit,
    monthlyLimit: invitation.monthlyLimit,
    invitedBy: invitation.invitedById,
  });
  await recordAudit(
    tx,
    { userId },
    {
      action: 'company.invitation_accepted',
      entity: companyEntity(invitation),
      newValues: { email: invitation.email, role: invitation.role },
    },
  );
  await announceCompanyChange(tx, invitation.companyId);
}
