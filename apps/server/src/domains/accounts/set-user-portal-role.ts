import {
  type AdminRank,
  type AdminUser,
  adminRanks,
  adminUserMessages,
  type Principal,
  portalRoleOf,
  portalRoleOptions,
  type SetPortalRoleInput,
} from '@party/shared';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest } from '../../lib/app-error.ts';
import { findAdminUser, grantAdmin, revokeAdmin } from './admin-users.repository.ts';
import {
  assertNotLastAdmin,
  assertNotLastSuperAdmin,
  lockTargetUser,
  recordUserChange,
  requireSuperAdmin,
} from './manage-users-guards.ts';
import { toAdminUser } from './to-admin-user.ts';

const isRank = (role: string): role is AdminRank => (adminRanks as readonly string[]).includes(role);

/**
 * Role Management's role selector. In the partner, vendor and associate portals 'admin' grants the
 * admin flag and the portal's own role takes it away (unless they are the last enabled admin or
 * super admin); in the admin portal the role is the administrator's rank. Every one of these
 * decides who is an administrator, which is the super admins' call (docs/product/access.md).
 * Access is resolved from these rows on every request, so the change holds from the next request.
 */
export async function setUserPortalRole(
  db: Db,
  admin: Principal,
  userId: string,
  input: SetPortalRoleInput,
): Promise<AdminUser> {
  requireSuperAdmin(admin);
  const offered: readonly string[] = portalRoleOptions[input.portal];
  if (!offered.includes(input.role))
    throw badRequest(adminUserMessages.roleNotOffered, { role: adminUserMessages.roleNotOffered });
  return db.transaction(async (tx) => {
    const target = await lockTargetUser(tx, userId);
    const inPortal = input.portal === 'admin' ? target.isAdmin : target.role === input.portal;
    if (!inPortal) throw new AppError('CONFLICT', adminUserMessages.notInPortal);
    const before = portalRoleOf(target, input.portal);
    if (before === input.role) return toAdminUser(target);

    const { portal, role } = input;
    if (portal === 'admin' && isRank(role)) {
      if (role !== 'super_admin') await assertNotLastSuperAdmin(tx, target);
      await grantAdmin(tx, userId, role);
    } else if (role === 'admin') await grantAdmin(tx, userId, 'admin');
    else {
      await assertNotLastAdmin(tx, target);
      await assertNotLastSuperAdmin(tx, target);
      await revokeAdmin(tx, userId);
    }
    await recordUserChange(
      tx,
      admin,
      target,
      'user.role_updated',
      { portal, role: before },
      { portal, role },
    );
    return toAdminUser((await findAdminUser(tx, userId))!);
  });
}
