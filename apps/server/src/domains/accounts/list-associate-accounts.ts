import type { AssociateAccountList, AssociateAccountParams, Principal } from '@party/shared';
import { paged } from '@party/shared/paging/paging';
import type { Db } from '../../db/client.ts';
import { listAssociateAccountRows } from './associate-accounts.repository.ts';
import { requireUserAdmin } from './manage-users-guards.ts';

/**
 * /admin/associates/accounts: every associate account with its department and status (active,
 * inactive when disabled, pending approval while the associate application waits), searched by
 * name or email, filtered by status, with the count of each status.
 */
export async function listAssociateAccounts(
  db: Db,
  admin: Principal,
  query: AssociateAccountParams,
): Promise<AssociateAccountList> {
  requireUserAdmin(admin);
  return db.transaction(async (tx) => {
    const { rows, total, perStatus } = await listAssociateAccountRows(tx, query);
    const counts = { active: 0, pending_approval: 0, inactive: 0 };
    for (const row of perStatus) counts[row.status] = row.n;
    const items = rows.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      associateRole: row.isAssociate ? (row.associateRole ?? 'sales') : null,
      status: row.status,
      isAdmin: row.isAdmin,
      companyName: row.companyName,
      createdAt: row.createdAt.toISOString(),
    }));
    return { ...paged(items, total, query), counts };
  });
}
