import { type AdminUser, adminUserMessages, type Principal } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { deleteUserSessions, findAdminUser, setUserDisabled } from './admin-users.repository.ts';
import {
  assertMayChangeAccountOf,
  assertNotLastAdmin,
  assertNotLastSuperAdmin,
  lockTargetUser,
  recordUserChange,
  requireAccountAdmin,
} from './manage-users-guards.ts';
import { toAdminUser } from './to-admin-user.ts';

/**
 * The Active switch: disabling ends every session of the user at once (their next request is
 * anonymous) and sign-in refuses them (auth-hooks); the last enabled admin or super admin cannot be
 * disabled, and another administrator only by a super admin (docs/product/access.md).
 */
export async function setUserActive(
  db: Db,
  admin: Principal,
  userId: string,
  active: boolean,
): Promise<AdminUser> {
  requireAccountAdmin(admin);
  return db.transaction(async (tx) => {
    const target = await lockTargetUser(tx, userId);
    assertMayChangeAccountOf(admin, target);
    if (target.disabled === !active) return toAdminUser(target);
    if (!active) {
      await assertNotLastAdmin(tx, target);
      if (target.id === admin.userId) throw new AppError('CONFLICT', adminUserMessages.self);
      await assertNotLastSuperAdmin(tx, target);
    }
    await setUserDisabled(tx, userId, !active);
    const ended = active ? 0 : await deleteUserSessions(tx, userId);
    await recordUserChange(
      tx,
      admin,
      target,
      active ? 'user.enabled' : 'user.disabled',
      { active: !active },
      active ? { active } : { active, sessionsEnded: ended },
    );
    return toAdminUser((await findAdminUser(tx, userId))!);
  });
}
