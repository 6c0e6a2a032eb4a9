import type { ChatMessage, Principal, SendMessage } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { publishMessage } from './publish-message.ts';
import { reopenClosedTicket } from './reopen-closed-ticket.ts';
import { mayUseConversation } from './support.policy.ts';
import { findConversation, findParticipantIds, insertMessages, isParticipant } from './support.repository.ts';

/**
 * A participant's chat message (spec 2 section 6), live to the other side and the desk; on a closed
 * ticket's conversation it reopens the ticket (spec 3 section 4).
 */
export async function sendMessage(
  db: Db,
  principal: Principal,
  conversationId: string,
  input: SendMessage,
): Promise<ChatMessage> {
  return db.transaction(async (tx) => {
    const participant = await isParticipant(tx, conversationId, principal.userId);
    if (!mayUseConversation(principal, 'send-message', { participant })) throw notFound('Conversation');
    const conversation = await findConversation(tx, conversationId);
    if (conversation?.status === 'closed')
      throw new AppError('CONFLICT', 'This conversation is closed. Open a new support ticket to reach us.');
    const receiverId =
      (await findParticipantIds(tx, conversationId)).filter((id) => id !== principal.userId).at(-1) ?? null;
    const [id] = await insertMessages(tx, [
      { conversationId, senderId: principal.userId, receiverId, content: input.content },
    ]);
    await reopenClosedTicket(tx, conversationId);
    return publishMessage(tx, id!);
  });
}
