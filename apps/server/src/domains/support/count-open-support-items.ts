import type { Principal } from '@party/shared';
import type { Tx } from '../../db/client.ts';
import type { CompanyScope } from '../../lib/row-policy.ts';
import { countOpenItems } from './open-items.repository.ts';
import { supportScope } from './support.policy.ts';

/**
 * For the partner shell's pending-tasks line (docs/product/partner-portal.md: open tickets and unread messages count
 * as open items): the unresolved tickets (those `tickets` reaches, else the ones the user opened) and
 * the others' unread messages in the user's chats.
 */
export async function countOpenSupportItems(
  tx: Tx,
  userId: string,
  tickets?: CompanyScope,
): Promise<{ openTickets: number; unreadMessages: number }> {
  return countOpenItems(tx, userId, tickets);
}

/**
 * The caller's count: the open tickets their tickets list shows (an owner's or admin's: the company's,
 * docs/product/company-accounts.md, Roles), their own unread messages.
 */
export async function countOpenSupportItemsOf(
  tx: Tx,
  principal: Principal,
): Promise<{ openTickets: number; unreadMessages: number }> {
  const scope = supportScope(principal, 'list-tickets');
  return countOpenItems(tx, principal.userId, scope.rows === 'company' ? scope : undefined);
}
