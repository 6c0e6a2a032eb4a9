import type { Tx } from '../../db/client.ts';
import { findStaffRecipients, type StaffAudience } from './accounts.repository.ts';

export type { StaffAudience };

/**
 * The one rule for "who are the staff with sub-role X / the admins / everyone holding a role":
 * enabled accounts only; a user's role is their first user_roles row, and a sub-role counts only
 * while that role is associate. Other domains ask here before notifying staff.
 */
export async function listStaffRecipients(
  tx: Tx,
  audience: StaffAudience,
): Promise<{ id: string; isAdmin: boolean }[]> {
  return findStaffRecipients(tx, audience);
}
