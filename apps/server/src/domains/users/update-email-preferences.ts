import type { EmailPreferences, Principal, UpdateEmailPreferences } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { saveEmailPreferences } from './profiles.repository.ts';

/** Saves the caller's email switches; mail queued from now on is sent or suppressed by them. */
export async function updateEmailPreferences(
  db: Db,
  principal: Principal,
  changes: UpdateEmailPreferences,
): Promise<EmailPreferences> {
  return db.transaction((tx) => saveEmailPreferences(tx, principal.userId, changes));
}
