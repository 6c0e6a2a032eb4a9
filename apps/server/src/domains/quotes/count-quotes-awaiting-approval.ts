import type { Principal } from '@party/shared';
import type { Tx } from '../../db/client.ts';
import { staffQuoteScope } from './quotes.policy.ts';
import { countPendingApprovals } from './quotes.repository.ts';

/**
 * PRODUCT.md's pending-tasks line: the quotes awaiting this person's approval, which is every
 * pending one for a finance associate or an admin and none for anyone else.
 */
export async function countQuotesAwaitingApproval(tx: Tx, caller: Principal): Promise<number> {
  if (staffQuoteScope(caller, 'approve').rows !== 'all') return 0;
  return countPendingApprovals(tx);
}
