import type { ChatMessageList, Principal } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { findConversation, isParticipant } from './conversations.repository.ts';
import { findMessages } from './messages.repository.ts';
import { mayUseConversation } from './support.policy.ts';
import { toChatMessage } from './to-support.ts';

/**
 * A conversation's messages, oldest first. The support policy decides: a partner reads only
 * conversations they take part in (another's is "not found"); the support desk reads any.
 */
export async function listConversationMessages(
  db: Db,
  principal: Principal,
  conversationId: string,
): Promise<ChatMessageList> {
  const exists = (await findConversation(db, conversationId)) !== null;
  const participant = exists && (await isParticipant(db, conversationId, principal.userId));
  if (!exists || !mayUseConversation(principal, 'read-conversation', { participant }))
    throw notFound('Conversation');
  return { items: (await findMessages(db, conversationId)).map(toChatMessage) };
}
