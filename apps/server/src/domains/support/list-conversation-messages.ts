import type { ChatMessageList, Principal } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { findConversation, findMessages, isParticipant } from './support.repository.ts';
import { toChatMessage } from './to-support.ts';

/**
 * A conversation's messages, oldest first. A partner reads only conversations they take part in
 * (another's is "not found"); the support desk reads any.
 */
export async function listConversationMessages(
  db: Db,
  principal: Principal,
  conversationId: string,
  as: 'participant' | 'desk',
): Promise<ChatMessageList> {
  const allowed =
    as === 'desk'
      ? (await findConversation(db, conversationId)) !== null
      : await isParticipant(db, conversationId, principal.userId);
  if (!allowed) throw notFound('Conversation');
  return { items: (await findMessages(db, conversationId)).map(toChatMessage) };
}
