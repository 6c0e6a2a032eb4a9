import type { AdminCompanyDetail, AdminCompanyList, AdminCompanyListParams, Principal } from '@party/shared';
import { paged } from '@party/shared/paging/paging';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { requireUserAdmin } from '../accounts/manage-users-guards.ts';
import {
  type AdminCompanyRecord,
  findAdminCompany,
  listAdminCompanies,
} from './admin-companies.repository.ts';
import { listInvitationRows } from './invitations.repository.ts';
import { listMemberRows } from './members.repository.ts';
import { toCompanyInvitation, toCompanyMember } from './to-company-views.ts';

const toRow = (row: AdminCompanyRecord) => ({
  id: row.id,
  name: row.name,
  owner: row.ownerId ? { id: row.ownerId, name: row.ownerName ?? '', email: row.ownerEmail ?? '' } : null,
  membersCount: row.membersCount,
  ordersCount: row.ordersCount,
  createdAt: row.createdAt.toISOString(),
});

/** Admin → Partner administration → Users, Companies (docs/product/company-accounts.md, "What staff see"). */
export async function listCompaniesForAdmin(
  db: Db,
  admin: Principal,
  query: AdminCompanyListParams,
): Promise<AdminCompanyList> {
  requireUserAdmin(admin);
  const { rows, counted } = await listAdminCompanies(db, query);
  return paged(rows.map(toRow), counted, query);
}

/** One company for administrators: its members with roles and limits, and its pending invitations. */
export async function getCompanyForAdmin(
  db: Db,
  admin: Principal,
  companyId: string,
): Promise<AdminCompanyDetail> {
  requireUserAdmin(admin);
  return db.transaction(async (tx) => {
    const company = await findAdminCompany(tx, companyId);
    if (!company) throw notFound('Company');
    const members = await listMemberRows(tx, companyId);
    const invitations = await listInvitationRows(tx, companyId);
    return {
      id: company.id,
      name: company.name,
      createdAt: company.createdAt.toISOString(),
      members: members.map(toCompanyMember),
      invitations: invitations.filter((i) => i.state === 'pending').map(toCompanyInvitation),
    };
  });
}
