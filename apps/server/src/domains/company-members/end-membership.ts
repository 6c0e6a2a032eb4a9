import { companyTexts } from '@party/shared';
import type { Tx } from '../../db/client.ts';
import { endSessionsOf } from '../accounts/end-sessions-of.ts';
import { companyNameFor, openCompany } from '../companies/open-company.ts';
import { enqueueEmail } from '../email/enqueue-email.ts';
import { createNotification } from '../notifications/create-notification.ts';
import { announceCompanyChange } from './member-guards.ts';
import { deleteMembership, type MemberRow } from './members.repository.ts';

/**
 * A member's way out, removed or leaving (docs/product/company-accounts.md, "Removing, leaving,
 * ownership"): their sessions end at once everywhere; they keep their login as a new empty company
 * of one; they get the `company_membership_ended` email and a bell. Their orders, quotes and tickets
 * stay with the company (rows keep the company; nothing of theirs is moved).
 */
export async function endMembership(tx: Tx, member: MemberRow): Promise<void> {
  await deleteMembership(tx, member.userId);
  await openCompany(tx, { ownerId: member.userId, name: companyNameFor(member.name) });
  await endSessionsOf(tx, member.userId);
  const message = companyTexts.membershipEnded(member.companyName);
  await createNotification(tx, { userId: member.userId, title: 'Company access ended', message });
  await enqueueEmail(tx, {
    to: member.email,
    userId: member.userId,
    template: 'company_membership_ended',
    variables: { name: member.name, company: member.companyName },
  });
  await announceCompanyChange(tx, member.companyId);
}
