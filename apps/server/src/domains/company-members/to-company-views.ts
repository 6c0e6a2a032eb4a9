import type { CompanyInvitation, CompanyMember } from '@party/shared';
import type { InvitationRow } from './invitations.repository.ts';
import type { MemberRow } from './members.repository.ts';

export function toCompanyMember(row: MemberRow): CompanyMember {
  return {
    userId: row.userId,
    name: row.name,
    email: row.email,
    role: row.role,
    orderLimit: row.orderLimit,
    monthlyLimit: row.monthlyLimit,
    spentThisMonth: row.spentThisMonth,
    joinedAt: row.joinedAt.toISOString(),
  };
}

export function toCompanyInvitation(row: InvitationRow): CompanyInvitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    orderLimit: row.orderLimit,
    monthlyLimit: row.monthlyLimit,
    state: row.state,
    invitedBy: row.invitedBy,
    expiresAt: row.expiresAt.toISOString(),
    lastSentAt: row.lastSentAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

/** What the audit trail names: the company, as its members know it. */
export const companyEntity = (row: { companyId: string; companyName: string }) => ({
  id: row.companyId,
  label: row.companyName,
});
