import type { ChatMessage, Principal, SendMessage } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { createNotification } from '../notifications/create-notification.ts';
import { addParticipant, findConversation, findParticipantIds } from './conversations.repository.ts';
import { insertMessages } from './messages.repository.ts';
import { publishMessage } from './publish-message.ts';
import { reopenClosedTicket } from './reopen-closed-ticket.ts';
import { mayUseConversation } from './support.policy.ts';
import { messagePreview } from './to-support.ts';

/**
 * The support desk answers a conversation (docs/product/associate-portal.md, Support desk: a partner's ticket or chat reaches the desk
 * live, and back): the staff member joins it if needed, the message is stored, the partner's open
 * page receives it live and their bell gets a notification, all in one transaction.
 */
export async function replyAsStaff(
  db: Db,
  principal: Principal,
  conversationId: string,
  input: SendMessage,
): Promise<ChatMessage> {
  return db.transaction(async (tx) => {
    const conversation = await findConversation(tx, conversationId);
    // The desk may answer any conversation; it joins as a participant by answering.
    if (!conversation || !mayUseConversation(principal, 'reply-as-staff', { participant: false }))
      throw notFound('Conversation');
    const others = (await findParticipantIds(tx, conversationId)).filter((id) => id !== principal.userId);
    await addParticipant(tx, conversationId, principal.userId);
    // The partner who opened the conversation is the one the desk answers.
    const partnerId = conversation.createdBy !== principal.userId ? conversation.createdBy : null;
    const receiverId = partnerId ?? others[0] ?? null;
    const [id] = await insertMessages(tx, [
      { conversationId, senderId: principal.userId, receiverId, content: input.content },
    ]);
    await reopenClosedTicket(tx, conversationId);
    const message = await publishMessage(tx, id!);
    const preview = messagePreview(input.content);
    if (partnerId && others.includes(partnerId)) {
      await createNotification(tx, {
        userId: partnerId,
        title: `New reply: ${conversation.title}`,
        message: `${principal.name}: ${preview}`,
        type: 'info',
        actionUrl: '/partner/messages',
      });
    }
    return message;
  });
}
