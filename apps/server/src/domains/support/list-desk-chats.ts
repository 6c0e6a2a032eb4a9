import type { DeskChat, DeskChatList, Principal } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { assertAllowed } from '../../lib/row-policy.ts';
import { type DeskChatRow, findDeskChats } from './desk-chats.repository.ts';
import { supportScope } from './support.policy.ts';
import { toConversationSummary } from './to-support.ts';

const DESK_CHAT_LIMIT = 200;

function toDeskChat(row: DeskChatRow): DeskChat {
  return {
    ...toConversationSummary(row),
    partner: { id: row.partnerId, name: row.partnerName, email: row.partnerEmail },
    staffNames: row.staffNames,
    mine: row.mine,
  };
}

/**
 * The desk's Chats (docs/product/associate-portal.md, Support desk: a partner's chat message reaches the support desk): every partner's
 * chat not tied to a ticket, newest activity first, with the partner's unread messages counted. Like
 * tickets, every associate on the desk sees every chat.
 */
export async function listDeskChats(db: Db, principal: Principal, search?: string): Promise<DeskChatList> {
  assertAllowed(supportScope(principal, 'read-desk').rows === 'all');
  const rows = await findDeskChats(db, principal.userId, search || undefined, DESK_CHAT_LIMIT);
  return { items: rows.map(toDeskChat) };
}
