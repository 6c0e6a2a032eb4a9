import {
  type Company,
  type CompanyInvitation,
  type CompanyMember,
  companyMay,
  type Principal,
} from '@party/shared';
import type { Db } from '../../db/client.ts';
import { listInvitationRows } from './invitations.repository.ts';
import { requireMembership } from './member-guards.ts';
import { listMemberRows } from './members.repository.ts';
import { toCompanyInvitation, toCompanyMember } from './to-company-views.ts';

/** The caller's company and their role in it. */
export async function getMyCompany(db: Db, caller: Principal): Promise<Company> {
  return db.transaction(async (tx) => {
    const me = await requireMembership(tx, caller, 'see-members');
    return { id: me.companyId, name: me.companyName, myRole: me.role };
  });
}

/**
 * Every member sees the member list; limits are for owners and admins, and each member's own
 * (docs/product/company-accounts.md, "Roles").
 */
export async function listMembers(db: Db, caller: Principal): Promise<{ items: CompanyMember[] }> {
  return db.transaction(async (tx) => {
    const me = await requireMembership(tx, caller, 'see-members');
    const seesLimits = (userId: string) => userId === me.userId || companyMay(me.role, 'manage-members');
    const rows = await listMemberRows(tx, me.companyId);
    return {
      items: rows
        .map((row) => (seesLimits(row.userId) ? row : { ...row, orderLimit: null, monthlyLimit: null }))
        .map(toCompanyMember),
    };
  });
}

/** The Invitations tab: owners and admins. */
export async function listInvitations(db: Db, caller: Principal): Promise<{ items: CompanyInvitation[] }> {
  return db.transaction(async (tx) => {
    const me = await requireMembership(tx, caller, 'manage-members');
    return { items: (await listInvitationRows(tx, me.companyId)).map(toCompanyInvitation) };
  });
}
