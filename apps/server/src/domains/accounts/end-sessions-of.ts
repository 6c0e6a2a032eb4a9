import type { Tx } from '../../db/client.ts';
import { publishEvent } from '../../lib/events.ts';
import { deleteUserSessions } from './admin-users.repository.ts';

/**
 * Signs the user out everywhere inside the caller's transaction, without the admin checks of
 * end-user-sessions.ts: a company removes a member (docs/decisions/0019-company-accounts.md §5).
 * Every session row goes, so the next request resolves nobody on every instance; `user.changed`
 * closes their open live streams.
 */
export async function endSessionsOf(tx: Tx, userId: string): Promise<number> {
  const ended = await deleteUserSessions(tx, userId);
  await publishEvent(tx, { userIds: [userId], admins: true, type: 'user.changed', data: { userId } });
  return ended;
}
