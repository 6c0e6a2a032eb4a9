import type { Principal } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { publishEvent } from '../../lib/events.ts';
import { isParticipant } from './conversations.repository.ts';
import { markOthersRead } from './messages.repository.ts';
import { mayUseConversation } from './support.policy.ts';
import { readsAsCompanyTicket } from './ticket-thread-guards.ts';

/** Opening a conversation marks the other side's unread messages read (docs/product/partner-portal.md). */
export async function markConversationRead(
  db: Db,
  principal: Principal,
  conversationId: string,
): Promise<{ marked: number }> {
  return db.transaction(async (tx) => {
    const participant = await isParticipant(tx, conversationId, principal.userId);
    if (!mayUseConversation(principal, 'mark-read', { participant })) {
      // A colleague's ticket read by an owner or admin stays unread for the one who takes part in it.
      if (await readsAsCompanyTicket(tx, principal, conversationId)) return { marked: 0 };
      throw notFound('Conversation');
    }
    const marked = await markOthersRead(tx, conversationId, principal.userId);
    // The caller's other tabs drop the unread badge too.
    if (marked > 0)
      await publishEvent(tx, { userIds: [principal.userId], type: 'conversations.changed', data: {} });
    return { marked };
  });
}
