import { randomBytes } from 'node:crypto';
import { type AdminUser, type Principal, signInPortalOf } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { enqueueEmail } from '../email/enqueue-email.ts';
import { insertVerification } from './accounts.repository.ts';
import { deleteUserSessions, findAdminUser, replaceCredentialPassword } from './admin-users.repository.ts';
import {
  assertMayChangeAccountOf,
  lockTargetUser,
  recordUserChange,
  requireAccountAdmin,
} from './manage-users-guards.ts';
import { hashPassword } from './password.ts';
import { toAdminUser } from './to-admin-user.ts';

/** How long a forced reset's link works (better-auth's own reset links last an hour). */
export const FORCED_RESET_HOURS = 24;

/**
 * An admin forces a password reset. better-auth's own reset (request-password-reset) leaves the old
 * password working until the link is used; a forced reset goes further: the old password is replaced
 * by an unusable one at once, every session ends, and the password_reset email carries a link that
 * better-auth's /reset-password redeems (the same verification row its own flow writes).
 */
export async function forcePasswordReset(db: Db, admin: Principal, userId: string): Promise<AdminUser> {
  requireAccountAdmin(admin);
  // Hashing is slow on purpose: do it before the transaction holds any lock.
  const unusable = await hashPassword(randomBytes(32).toString('base64url'));
  const token = randomBytes(24).toString('base64url');
  return db.transaction(async (tx) => {
    const target = await lockTargetUser(tx, userId);
    assertMayChangeAccountOf(admin, target);
    await replaceCredentialPassword(tx, userId, unusable);
    const ended = await deleteUserSessions(tx, userId);
    await insertVerification(tx, {
      identifier: `reset-password:${token}`,
      value: userId,
      expiresAt: new Date(Date.now() + FORCED_RESET_HOURS * 60 * 60 * 1000),
    });
    await enqueueEmail(tx, {
      template: 'password_reset',
      to: target.email,
      userId,
      variables: {
        name: target.name,
        // The new password's page sends them on to their own sign-in door, not always the partner one.
        url: `/update-password?token=${encodeURIComponent(token)}&portal=${signInPortalOf(target)}`,
        forced: true,
      },
    });
    await recordUserChange(tx, admin, target, 'user.password_reset_forced', null, { sessionsEnded: ended });
    return toAdminUser((await findAdminUser(tx, userId))!);
  });
}
