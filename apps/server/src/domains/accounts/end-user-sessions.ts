import type { Principal } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { deleteUserSessions } from './admin-users.repository.ts';
import {
  assertMayChangeAccountOf,
  lockTargetUser,
  recordUserChange,
  requireAccountAdmin,
} from './manage-users-guards.ts';

/** Signs the user out everywhere: every session row goes, so their next request is anonymous. */
export async function endUserSessions(db: Db, admin: Principal, userId: string): Promise<{ ended: number }> {
  requireAccountAdmin(admin);
  return db.transaction(async (tx) => {
    const target = await lockTargetUser(tx, userId);
    assertMayChangeAccountOf(admin, target);
    const ended = await deleteUserSessions(tx, userId);
    await recordUserChange(tx, admin, target, 'user.sessions_ended', null, { sessionsEnded: ended });
    return { ended };
  });
}
