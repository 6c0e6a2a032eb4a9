import type { EmailPreferences, Principal, UpdateEmailPreferences } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { ownerOf } from '../../lib/row-policy.ts';
import { accountScope } from './accounts.policy.ts';
import { saveEmailPreferences } from './profiles.repository.ts';

/** Saves the caller's email switches; mail queued from now on is sent or suppressed by them. */
export async function updateEmailPreferences(
  db: Db,
  principal: Principal,
  changes: UpdateEmailPreferences,
): Promise<EmailPreferences> {
  const owner = ownerOf(accountScope(principal, 'update-preferences'));
  return db.transaction((tx) => saveEmailPreferences(tx, owner, changes));
}
