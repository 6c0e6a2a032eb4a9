import { maskEmail, type PublicInvitation } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { unknownInvitation } from './invitation-guards.ts';
import { hashInvitationToken } from './invitation-token.ts';
import { findInvitationByHash } from './invitations.repository.ts';

/**
 * What the accept page shows before anyone signs in: who invited whom, as what, and whether the link
 * still works. The email is masked: the link's holder learns no more than they need to recognise it.
 */
export async function getInvitation(db: Db, token: string): Promise<PublicInvitation> {
  const invitation = await findInvitationByHash(db, hashInvitationToken(token));
  if (!invitation) throw unknownInvitation();
  return {
    company: invitation.companyName,
    inviter: invitation.invitedBy ?? invitation.companyName,
    role: invitation.role,
    maskedEmail: maskEmail(invitation.email),
    state: invitation.state,
  };
}
