import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import {
  conversationParticipants,
  conversations,
  supportTickets,
  userRoles,
  users,
} from '../../db/schema/index.ts';
import {
  type ConversationRow,
  conversationColumns,
  lastMessage,
  unreadCount,
  withLastCreatedAt,
} from './conversations.repository.ts';

// The support desk's partner chats: conversations no ticket belongs to, opened by a partner.

/**
 * A partner's chat: a conversation no ticket belongs to, opened by a partner (the one the desk
 * answers). Ticket conversations reach the desk through their tickets.
 */
const isPartnerChat = sql`not exists (select 1 from ${supportTickets}
    where ${supportTickets.conversationId} = ${conversations.id})
  and exists (select 1 from ${userRoles}
    where ${userRoles.userId} = ${conversations.createdBy} and ${userRoles.role} = 'partner')`;

export interface DeskChatRow extends ConversationRow {
  partnerId: string;
  partnerName: string;
  partnerEmail: string;
  staffNames: string[];
  mine: boolean;
}

/**
 * Every partner's chat for the support desk, newest activity first, each with its newest message,
 * the count of the partner's messages no one has read, the staff taking part and whether the caller
 * is one of them: one statement. Search matches the title, the partner's name or email, or the
 * newest message.
 */
export async function findDeskChats(
  tx: Tx,
  callerId: string,
  search: string | undefined,
  limit: number,
): Promise<DeskChatRow[]> {
  const last = lastMessage(tx);
  const pattern = search ? containsPattern(search) : undefined;
  const rows = await tx
    .select({
      ...conversationColumns(last),
      unreadCount: unreadCount(sql`unread.sender_id = ${conversations.createdBy}`),
      partnerId: users.id,
      partnerName: users.name,
      partnerEmail: users.email,
      staffNames: sql<
        string[] | string
      >`(select coalesce(json_agg(staff.name order by p.joined_at, p.id), '[]'::json)
        from ${conversationParticipants} as p inner join ${users} as staff on staff.id = p.user_id
        where p.conversation_id = ${conversations.id} and p.user_id <> ${conversations.createdBy})`,
      mine: sql<boolean>`exists (select 1 from ${conversationParticipants} as me
        where me.conversation_id = ${conversations.id} and me.user_id = ${callerId})`,
    })
    .from(conversations)
    .innerJoin(users, eq(users.id, conversations.createdBy))
    .leftJoinLateral(last, sql`true`)
    .where(
      and(
        isPartnerChat,
        pattern
          ? or(
              ilike(conversations.title, pattern),
              ilike(users.name, pattern),
              ilike(users.email, pattern),
              ilike(last.content, pattern),
            )
          : undefined,
      ),
    )
    .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
    .limit(limit);
  return rows.map((r) => ({
    ...withLastCreatedAt(r),
    staffNames: typeof r.staffNames === 'string' ? (JSON.parse(r.staffNames) as string[]) : r.staffNames,
  }));
}

/** A partner's chat by id (null when the conversation is a ticket's, or no partner's chat). */
export async function findDeskChat(tx: Tx, conversationId: string) {
  const [row] = await tx
    .select({ id: conversations.id, partnerId: conversations.createdBy })
    .from(conversations)
    .where(and(eq(conversations.id, conversationId), isPartnerChat));
  return row?.partnerId ? { id: row.id, partnerId: row.partnerId } : null;
}
