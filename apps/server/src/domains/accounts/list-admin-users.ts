import type { AdminUserList, AdminUserListParams, Principal } from '@party/shared';
import { paged } from '@party/shared/paging/paging';
import type { Db } from '../../db/client.ts';
import { listAdminUsers } from './admin-users.repository.ts';
import { requireUserAdmin } from './manage-users-guards.ts';
import { toAdminUser } from './to-admin-user.ts';

/** User Management and Role Management: search by name or email, per portal, role and status. */
export async function listUsersForAdmin(
  db: Db,
  admin: Principal,
  query: AdminUserListParams,
): Promise<AdminUserList> {
  requireUserAdmin(admin);
  const { rows, counted } = await listAdminUsers(db, query);
  return paged(rows.map(toAdminUser), counted, query);
}
