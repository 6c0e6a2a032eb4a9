import type { Tx } from '../../db/client.ts';
import { insertPartnerRows } from './accounts.repository.ts';

/** A new sign-up's own rows, inside its transaction: profile, the partner role (only), email preferences. */
export function openPartnerAccount(tx: Tx, userId: string, name: string): Promise<void> {
  return insertPartnerRows(tx, userId, name);
}
