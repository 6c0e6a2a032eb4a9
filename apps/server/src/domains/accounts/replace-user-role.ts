import type { Tx } from '../../db/client.ts';
import { replaceRoleRows } from './accounts.repository.ts';

/** The user's role becomes `role`: their role rows are replaced, associates get a sales row if none. */
export function replaceUserRole(tx: Tx, userId: string, role: 'vendor' | 'associate'): Promise<void> {
  return replaceRoleRows(tx, userId, role);
}
