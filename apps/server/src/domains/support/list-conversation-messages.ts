import type { ChatMessageList, Principal } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { findConversation, isParticipant } from './conversations.repository.ts';
import { findMessages } from './messages.repository.ts';
import { mayUseConversation } from './support.policy.ts';
import { readsAsCompanyTicket } from './ticket-thread-guards.ts';
import { toChatMessage } from './to-support.ts';

/**
 * A conversation's messages, oldest first. The support policy decides: a partner reads the
 * conversations they take part in, and the replies of the company tickets they see (owners and
 * admins: every company ticket, docs/product/company-accounts.md, Roles); another's is "not found".
 * The support desk reads any.
 */
export async function listConversationMessages(
  db: Db,
  principal: Principal,
  conversationId: string,
): Promise<ChatMessageList> {
  const exists = (await findConversation(db, conversationId)) !== null;
  const participant = exists && (await isParticipant(db, conversationId, principal.userId));
  if (!exists) throw notFound('Conversation');
  if (
    !mayUseConversation(principal, 'read-conversation', { participant }) &&
    !(await readsAsCompanyTicket(db, principal, conversationId))
  )
    throw notFound('Conversation');
  return { items: (await findMessages(db, conversationId)).map(toChatMessage) };
}
