import type { Tx } from '../../db/client.ts';
import { findUserRoles } from './accounts.repository.ts';

/** The user's roles, oldest first (the first is their role). */
export function listUserRoles(tx: Tx, userId: string): Promise<string[]> {
  return findUserRoles(tx, userId);
}
