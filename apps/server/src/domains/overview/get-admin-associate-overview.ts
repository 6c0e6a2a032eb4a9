import type { AdminAssociateOverview, Principal } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { assertAllowed } from '../../lib/row-policy.ts';
import { findAdminAssociateOverview } from './admin-overview.repository.ts';
import { overviewScope } from './overview.policy.ts';

/** /admin/associates: the application tiles, Active Users, Recent Applications and Recent Activity. */
export async function getAdminAssociateOverview(
  db: Db,
  principal: Principal,
): Promise<AdminAssociateOverview> {
  assertAllowed(overviewScope(principal, 'read-admin').rows === 'all');
  const row = await findAdminAssociateOverview(db);
  return {
    ...row.tiles,
    activeUsers: row.activeUsers,
    recentApplications: row.recentApplications.map((a) => ({
      ...a,
      submittedAt: a.submittedAt.toISOString(),
    })),
    recentActivity: row.recentActivity.map((a) => ({ ...a, createdAt: a.createdAt.toISOString() })),
  };
}
