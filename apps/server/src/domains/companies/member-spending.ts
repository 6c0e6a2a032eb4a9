import type { Tx } from '../../db/client.ts';
import { findApprovers, lockMemberLimits } from './companies.repository.ts';

/**
 * What checkout and approval ask of a company (docs/decisions/0019-company-accounts.md §6): a
 * member's role and spending limits (locked, so one member's checkouts queue), and who may approve.
 */
export function memberLimits(tx: Tx, userId: string, options: { lock: boolean } = { lock: true }) {
  return lockMemberLimits(tx, userId, options);
}

/** The company's owner, admins and approvers, but `exceptUserId` (the buyer). */
export function companyApprovers(tx: Tx, companyId: string, exceptUserId?: string) {
  return findApprovers(tx, companyId, exceptUserId);
}
