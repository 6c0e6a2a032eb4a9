import { absoluteUrl, text } from './format.ts';
import type { EmailContent } from './layout.ts';

type Vars = Record<string, unknown>;

/**
 * company_invitation: { inviter, company, role, url, expiresInDays? } — to the invited email
 * (docs/product/company-accounts.md, "Members and invitations"; subject per docs/decisions/0019-company-accounts.md §8).
 */
export function companyInvitation(v: Vars, publicUrl: string): EmailContent {
  const inviter = text(v.inviter, 'A colleague');
  const company = text(v.company, 'their company');
  const url = absoluteUrl(v.url, publicUrl);
  const days = typeof v.expiresInDays === 'number' ? v.expiresInDays : 7;
  return {
    subject: `${inviter} invited you to join ${company} on Party Central`,
    heading: `Join ${company}`,
    paragraphs: [
      'Hi there,',
      `${inviter} invited you to join ${company} on Party Central as ${text(v.role, 'a member')}. Open the link to accept: sign in, or create your account with this email.`,
    ],
    action: url ? { label: 'Open the invitation', url } : null,
    footnote: `This link works once, for ${days} days, and only for this email address.`,
  };
}

/** company_membership_ended: { name, company } — to a member who was removed or left. */
export function companyMembershipEnded(v: Vars, publicUrl: string): EmailContent {
  const company = text(v.company, 'your company');
  const url = absoluteUrl('/partner', publicUrl);
  return {
    subject: `You no longer have access to ${company} on Party Central`,
    heading: `You no longer have access to ${company}`,
    paragraphs: [
      `Hi ${text(v.name, 'there')},`,
      `You are no longer a member of ${company} on Party Central. Its orders and records stay with the company.`,
      'You can still sign in: your account now has a company of its own.',
    ],
    action: url ? { label: 'Go to Party Central', url } : null,
  };
}
