import { companyTexts } from '@party/shared';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashInvitationToken } from './invitation-token.ts';
import { findInvitationByHash, type InvitationRow } from './invitations.repository.ts';

/** An unknown link: no company to name. */
export const unknownInvitation = () => new AppError('NOT_FOUND', 'This invitation link is not valid.');

/**
 * The invitation behind a link, refused unless it can still be accepted, each state with the
 * product's sentence (docs/product/company-accounts.md, "Members and invitations").
 */
export async function usableInvitation(tx: Tx, token: string): Promise<InvitationRow> {
  const invitation = await findInvitationByHash(tx, hashInvitationToken(token));
  if (!invitation) throw unknownInvitation();
  assertUsable(invitation);
  return invitation;
}

export function assertUsable(invitation: InvitationRow): void {
  if (invitation.state === 'accepted') throw new AppError('CONFLICT', companyTexts.used);
  if (invitation.state === 'revoked')
    throw new AppError('NOT_FOUND', companyTexts.notValid(invitation.companyName));
  if (invitation.state === 'expired')
    throw new AppError('CONFLICT', companyTexts.expired(invitation.invitedBy ?? invitation.companyName));
}
