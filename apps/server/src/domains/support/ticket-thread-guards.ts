import type { Principal } from '@party/shared';
import type { Tx } from '../../db/client.ts';
import { supportScope } from './support.policy.ts';
import { isTicketConversationOf } from './tickets.repository.ts';

/**
 * Whether the conversation is the thread of a company ticket the caller's ticket list shows (an
 * owner's or admin's: every company ticket, docs/product/company-accounts.md, Roles), so they read its
 * replies without taking part in it; chats stay the person's.
 */
export async function readsAsCompanyTicket(
  tx: Tx,
  principal: Principal,
  conversationId: string,
): Promise<boolean> {
  const scope = supportScope(principal, 'list-tickets');
  return scope.rows === 'company' && (await isTicketConversationOf(tx, conversationId, scope));
}
