import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import {
  conversationParticipants,
  conversations,
  messages,
  supportTickets,
  users,
} from '../../db/schema/index.ts';

// A conversation's messages: reading them, marking them read and adding to them.

const messageColumns = {
  id: messages.id,
  conversationId: messages.conversationId,
  senderId: messages.senderId,
  senderName: users.name,
  content: messages.content,
  isSystemMessage: messages.isSystemMessage,
  createdAt: messages.createdAt,
  readAt: messages.readAt,
};

export type MessageRow = {
  id: string;
  conversationId: string;
  senderId: string | null;
  senderName: string | null;
  content: string;
  isSystemMessage: boolean;
  createdAt: Date;
  readAt: Date | null;
};

/** A conversation's messages, oldest first, with the sender's name. */
export async function findMessages(tx: Tx, conversationId: string): Promise<MessageRow[]> {
  return tx
    .select(messageColumns)
    .from(messages)
    .leftJoin(users, eq(users.id, messages.senderId))
    .where(eq(messages.conversationId, conversationId))
    .orderBy(asc(messages.createdAt), asc(messages.id));
}

export async function findMessage(tx: Tx, messageId: string): Promise<MessageRow> {
  const [row] = await tx
    .select(messageColumns)
    .from(messages)
    .leftJoin(users, eq(users.id, messages.senderId))
    .where(eq(messages.id, messageId));
  return row!;
}

/**
 * Marks a conversation's unread messages from `senders` read, and stamps the reader's last read;
 * returns how many it marked.
 */
async function markRead(tx: Tx, conversationId: string, readerId: string, senders: SQL): Promise<number> {
  const marked = await tx
    .update(messages)
    .set({ readAt: sql`now()` })
    .where(and(eq(messages.conversationId, conversationId), isNull(messages.readAt), senders))
    .returning({ id: messages.id });
  await tx
    .update(conversationParticipants)
    .set({ lastReadAt: sql`now()` })
    .where(
      and(
        eq(conversationParticipants.conversationId, conversationId),
        eq(conversationParticipants.userId, readerId),
      ),
    );
  return marked.length;
}

/** Marks the others' unread messages read for this reader; returns how many it marked. */
export function markOthersRead(tx: Tx, conversationId: string, readerId: string): Promise<number> {
  return markRead(tx, conversationId, readerId, sql`${messages.senderId} is distinct from ${readerId}`);
}

export interface NewMessage {
  conversationId: string;
  senderId: string | null;
  receiverId: string | null;
  content: string;
  isSystemMessage?: boolean;
}

/** Inserts messages in order (each a moment after the last) and moves the conversation's activity. */
export async function insertMessages(tx: Tx, rows: NewMessage[]): Promise<string[]> {
  const ids: string[] = [];
  for (const [i, row] of rows.entries()) {
    // One transaction shares one now(): a microsecond apart keeps 'oldest first' in insertion order.
    const [inserted] = await tx
      .insert(messages)
      .values({ ...row, createdAt: sql`now() + ${i}::int * interval '1 microsecond'` })
      .returning({ id: messages.id });
    ids.push(inserted!.id);
  }
  const conversationIds = [...new Set(rows.map((r) => r.conversationId))];
  if (conversationIds.length > 0) {
    await tx
      .update(conversations)
      .set({ lastMessageAt: sql`now()`, updatedAt: sql`now()` })
      .where(inArray(conversations.id, conversationIds));
    await tx
      .update(supportTickets)
      .set({ updatedAt: sql`now()` })
      .where(inArray(supportTickets.conversationId, conversationIds));
  }
  return ids;
}

/**
 * The desk has read the partner's messages of a chat: marks them read (the staff's own messages stay
 * unread until the partner opens them); returns how many it marked.
 */
export function markPartnerMessagesRead(
  tx: Tx,
  conversationId: string,
  partnerId: string,
  readerId: string,
): Promise<number> {
  return markRead(tx, conversationId, readerId, eq(messages.senderId, partnerId));
}
