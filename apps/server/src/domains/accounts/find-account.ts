import type { Tx } from '../../db/client.ts';
import { type AccessRow, findAccessRow, findUserByEmail } from './accounts.repository.ts';

export type { AccessRow };

/** The account's name, email, role, admin rank, sub-role and onboarding status; null when there is none. */
export function findAccountAccess(tx: Tx, userId: string): Promise<AccessRow | null> {
  return findAccessRow(tx, userId);
}

/** The account with this email (any case), or null. */
export function findAccountByEmail(tx: Tx, email: string) {
  return findUserByEmail(tx, email);
}
