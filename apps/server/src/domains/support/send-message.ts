import type { ChatMessage, Principal, SendMessage } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { createNotification } from '../notifications/create-notification.ts';
import { findConversation, findParticipantIds, isParticipant } from './conversations.repository.ts';
import { findDeskChat } from './desk-chats.repository.ts';
import { insertMessages } from './messages.repository.ts';
import { publishMessage } from './publish-message.ts';
import { reopenClosedTicket } from './reopen-closed-ticket.ts';
import { mayUseConversation } from './support.policy.ts';
import { messagePreview } from './to-support.ts';

/**
 * A participant's chat message (docs/product/partner-portal.md), live to the other side and the desk; on a closed
 * ticket's conversation it reopens the ticket (docs/product/associate-portal.md, Support desk). A partner's message in a chat not
 * tied to a ticket also rings the bell of the staff taking part in it.
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
    const others = (await findParticipantIds(tx, conversationId)).filter((id) => id !== principal.userId);
    const receiverId = others.at(-1) ?? null;
    const [id] = await insertMessages(tx, [
      { conversationId, senderId: principal.userId, receiverId, content: input.content },
    ]);
    await reopenClosedTicket(tx, conversationId);
    const message = await publishMessage(tx, id!);
    const chat = await findDeskChat(tx, conversationId);
    if (chat?.partnerId === principal.userId) {
      for (const staffId of others) {
        await createNotification(tx, {
          userId: staffId,
          title: `New message: ${conversation?.title ?? 'Chat'}`,
          message: `${principal.name}: ${messagePreview(input.content)}`,
          type: 'info',
          actionUrl: `/associate/support?tab=chats&chat=${conversationId}`,
        });
      }
    }
    return message;
  });
}
