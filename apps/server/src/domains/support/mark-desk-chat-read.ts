import type { Principal } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { publishEvent } from '../../lib/events.ts';
import { findDeskChat } from './desk-chats.repository.ts';
import { markPartnerMessagesRead } from './messages.repository.ts';
import { supportScope } from './support.policy.ts';

/**
 * Someone on the desk opened a partner's chat: the partner's unread messages are read (the desk
 * shares one inbox, so every associate's Chats list drops the badge, live).
 */
export async function markDeskChatRead(
  db: Db,
  principal: Principal,
  conversationId: string,
): Promise<{ marked: number }> {
  return db.transaction(async (tx) => {
    const chat = await findDeskChat(tx, conversationId);
    if (!chat || supportScope(principal, 'read-desk').rows !== 'all') throw notFound('Chat');
    const marked = await markPartnerMessagesRead(tx, conversationId, chat.partnerId, principal.userId);
    if (marked > 0)
      await publishEvent(tx, {
        roles: ['associate'],
        admins: true,
        type: 'conversations.changed',
        data: {},
      });
    return { marked };
  });
}
