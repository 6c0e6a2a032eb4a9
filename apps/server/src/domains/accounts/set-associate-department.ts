import { type AdminUser, type AssociateRole, associateAccountMessages, type Principal } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { findAdminUser } from './admin-users.repository.ts';
import { upsertAssociateRole } from './associate-accounts.repository.ts';
import {
  assertMayChangeAccountOf,
  lockTargetUser,
  recordUserChange,
  requireAccountAdmin,
} from './manage-users-guards.ts';
import { toAdminUser } from './to-admin-user.ts';

/**
 * An associate's department (sub-role: sales, product management or finance), which decides what
 * they may do (docs/product/access.md): saved, audited, and effective on their next request (the session
 * reads it per request). Only an associate has one (409 otherwise); unknown users are a 404.
 */
export async function setAssociateDepartment(
  db: Db,
  admin: Principal,
  userId: string,
  associateRole: AssociateRole,
): Promise<AdminUser> {
  requireAccountAdmin(admin);
  return db.transaction(async (tx) => {
    const target = await lockTargetUser(tx, userId);
    assertMayChangeAccountOf(admin, target);
    if (target.role !== 'associate') throw new AppError('CONFLICT', associateAccountMessages.notAssociate);
    const before = target.associateRole ?? 'sales';
    if (before !== associateRole) {
      await upsertAssociateRole(tx, userId, associateRole);
      await recordUserChange(
        tx,
        admin,
        target,
        'user.department_changed',
        { associateRole: before },
        { associateRole },
      );
    }
    return toAdminUser((await findAdminUser(tx, userId))!);
  });
}
