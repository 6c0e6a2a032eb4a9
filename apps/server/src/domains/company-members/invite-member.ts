import {
  type CompanyInvitation,
  companyTexts,
  INVITATION_DAYS,
  type InviteMemberInput,
  type Principal,
} from '@party/shared';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { enqueueEmail } from '../email/enqueue-email.ts';
import { invitationPath, newInvitationToken } from './invitation-token.ts';
import {
  closeExpiredInvitation,
  hasWaitingInvitation,
  insertInvitation,
  lockInvitationRow,
} from './invitations.repository.ts';
import { announceCompanyChange, assertMayManage, requireMembership } from './member-guards.ts';
import { isMemberByEmail, type MemberRow } from './members.repository.ts';
import { companyEntity, toCompanyInvitation } from './to-company-views.ts';

/**
 * Invite Member (docs/product/company-accounts.md, "Members and invitations"): one pending invitation
 * per email per company, never to a current member; the `company_invitation` email carries the link.
 */
export async function inviteMember(
  db: Db,
  caller: Principal,
  input: InviteMemberInput,
): Promise<CompanyInvitation> {
  return db.transaction(async (tx) => {
    const me = await requireMembership(tx, caller, 'manage-members');
    // An admin may not make an admin: they could then neither change nor remove them.
    assertMayManage(me, { role: input.role });
    return issueInvitation(tx, caller, me, input);
  });
}

/** Who sends an invitation, into which company: a member, or an administrator for the company. */
export type Inviter = Pick<MemberRow, 'userId' | 'name' | 'companyId' | 'companyName'>;

/**
 * The invitation itself, once the caller may send it (a company's owner or admin, or an
 * administrator): one pending per email, never to a member, the email sent, audited with the caller.
 */
export async function issueInvitation(
  tx: Tx,
  actor: Principal,
  inviter: Inviter,
  input: InviteMemberInput,
): Promise<CompanyInvitation> {
  await assertInvitable(tx, inviter, input.email);
  await closeExpiredInvitation(tx, inviter.companyId, input.email, inviter.userId);
  const { token, tokenHash } = newInvitationToken();
  const id = await insertInvitation(tx, {
    ...input,
    companyId: inviter.companyId,
    tokenHash,
    invitedBy: inviter.userId,
  }).catch((error: unknown) => {
    // Two invitations to one email at once: the one-pending index lets the first in.
    throw isUniqueViolation(error) ? waiting(input.email) : error;
  });
  await sendInvitationEmail(tx, inviter, { email: input.email, role: input.role, token });
  await recordAudit(tx, actor, {
    action: 'company.member_invited',
    entity: companyEntity(inviter),
    newValues: { ...input },
  });
  await announceCompanyChange(tx, inviter.companyId);
  return toCompanyInvitation((await lockInvitationRow(tx, inviter.companyId, id))!);
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

const waiting = (email: string) =>
  new AppError('CONFLICT', companyTexts.alreadyWaiting(email), { email: companyTexts.alreadyWaiting(email) });

async function assertInvitable(tx: Tx, me: Inviter, email: string): Promise<void> {
  if (await isMemberByEmail(tx, me.companyId, email))
    throw new AppError('CONFLICT', companyTexts.alreadyMember(email, me.companyName), {
      email: companyTexts.alreadyMember(email, me.companyName),
    });
  if (await hasWaitingInvitation(tx, me.companyId, email)) throw waiting(email);
}

/** The invitation email, to the invited address (sent whatever any preference says: it is their way in). */
export async function sendInvitationEmail(
  tx: Tx,
  inviter: Pick<MemberRow, 'name' | 'companyName'>,
  invitation: { email: string; role: string; token: string },
): Promise<void> {
  await enqueueEmail(tx, {
    to: invitation.email,
    template: 'company_invitation',
    variables: {
      inviter: inviter.name,
      company: inviter.companyName,
      role: invitation.role,
      url: invitationPath(invitation.token),
      expiresInDays: INVITATION_DAYS,
    },
  });
}
