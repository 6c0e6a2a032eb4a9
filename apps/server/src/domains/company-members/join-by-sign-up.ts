import { companyTexts, maskEmail } from '@party/shared';
import type { Tx } from '../../db/client.ts';
import { forbidden } from '../../lib/app-error.ts';
import { openPartnerRows } from '../accounts/open-partner-account.ts';
import { joinCompany } from './accept-invitation.ts';
import { usableInvitation } from './invitation-guards.ts';
import { hashInvitationToken } from './invitation-token.ts';
import { findInvitationByHash } from './invitations.repository.ts';

/**
 * A sign-up through an invitation link, inside sign-up's own transaction: the new account gets its
 * partner rows and joins the inviting company; it opens no company of its own
 * (docs/product/company-accounts.md: "An account made through the link is a member, not a new company").
 */
export async function joinBySignUp(
  tx: Tx,
  signUp: { userId: string; name: string; email: string; token: string },
): Promise<void> {
  const invitation = await usableInvitation(tx, signUp.token);
  if (invitation.email !== signUp.email.toLowerCase())
    throw forbidden(companyTexts.wrongEmail(maskEmail(invitation.email)));
  await openPartnerRows(tx, signUp.userId, signUp.name);
  await joinCompany(tx, signUp.userId, invitation, signUp.token);
}

/** The invited email for a link that can still be used, for the sign-up form's read-only field. */
export async function invitedEmail(tx: Tx, token: string): Promise<string> {
  return (await usableInvitation(tx, token)).email;
}

/** The company the new account joined through this link, or null when the sign-up made no account. */
export async function joinedThrough(
  tx: Tx,
  token: string,
  userId: string,
): Promise<{ companyId: string; company: string } | null> {
  const invitation = await findInvitationByHash(tx, hashInvitationToken(token));
  if (invitation?.status !== 'accepted' || invitation.acceptedById !== userId) return null;
  return { companyId: invitation.companyId, company: invitation.companyName };
}
