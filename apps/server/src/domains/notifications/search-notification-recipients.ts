import type { Db } from '../../db/client.ts';
import { searchRecipients } from './notifications.repository.ts';

/** /admin/notifications 'One user': the accounts a search names (active ones only). */
export function searchNotificationRecipients(db: Db, search: string) {
  return searchRecipients(db, search);
}
