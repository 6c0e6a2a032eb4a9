import { and, asc, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { conversationParticipants, conversations, messages } from '../../db/schema/index.ts';

// Conversations and who takes part in them; the list pieces here are shared with the desk's chats.

export interface ConversationRow {
  id: string;
  title: string;
  status: 'active' | 'closed';
  lastMessageAt: Date;
  lastContent: string | null;
  lastCreatedAt: Date | null;
  lastIsSystem: boolean | null;
  unreadCount: number;
}

/** Each conversation's newest message, for a lateral join: what a conversation list shows of it. */
export function lastMessage(tx: Tx) {
  return tx
    .select({
      content: sql<string>`${messages.content}`.as('last_content'),
      createdAt: sql<Date>`${messages.createdAt}`.as('last_created_at'),
      isSystem: sql<boolean>`${messages.isSystemMessage}`.as('last_is_system'),
    })
    .from(messages)
    .where(eq(messages.conversationId, conversations.id))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(1)
    .as('last_message');
}

/** The columns of a conversation list's row: the conversation and its newest message. */
export function conversationColumns(last: ReturnType<typeof lastMessage>) {
  return {
    id: conversations.id,
    title: conversations.title,
    status: conversations.status,
    lastMessageAt: conversations.lastMessageAt,
    lastContent: last.content,
    lastCreatedAt: last.createdAt,
    lastIsSystem: last.isSystem,
  };
}

/** A conversation's unread messages from the senders `from` matches (a condition on `unread`). */
export const unreadCount = (from: SQL) =>
  sql<number>`(select count(*)::int from ${messages} as unread
    where unread.conversation_id = ${conversations.id} and unread.read_at is null and ${from})`.mapWith(
    Number,
  );

/** `sql` columns skip the ORM's mapping: the newest message's time is made a Date here. */
export const withLastCreatedAt = <Row extends { lastCreatedAt: Date | string | null }>(row: Row) => ({
  ...row,
  lastCreatedAt: row.lastCreatedAt === null ? null : new Date(row.lastCreatedAt),
});

/**
 * The conversations a user takes part in, newest activity first, each with its newest message and
 * the count of others' unread messages: one statement (a lateral join and a correlated count), so the
 * list costs one round trip however long it is. Search matches the title or the newest message.
 */
export async function findConversationsOf(
  tx: Tx,
  userId: string,
  search?: string,
): Promise<ConversationRow[]> {
  const last = lastMessage(tx);
  const pattern = search ? containsPattern(search) : undefined;
  const rows = await tx
    .select({
      ...conversationColumns(last),
      unreadCount: unreadCount(sql`unread.sender_id is distinct from ${userId}`),
    })
    .from(conversationParticipants)
    .innerJoin(conversations, eq(conversations.id, conversationParticipants.conversationId))
    .leftJoinLateral(last, sql`true`)
    .where(
      and(
        eq(conversationParticipants.userId, userId),
        pattern ? or(ilike(conversations.title, pattern), ilike(last.content, pattern)) : undefined,
      ),
    )
    .orderBy(desc(conversations.lastMessageAt), desc(conversations.id));
  return rows.map(withLastCreatedAt);
}

export async function findConversation(tx: Tx, conversationId: string) {
  const [row] = await tx
    .select({
      id: conversations.id,
      title: conversations.title,
      status: conversations.status,
      createdBy: conversations.createdBy,
    })
    .from(conversations)
    .where(eq(conversations.id, conversationId));
  return row ?? null;
}

export async function findParticipantIds(tx: Tx, conversationId: string): Promise<string[]> {
  const rows = await tx
    .select({ userId: conversationParticipants.userId })
    .from(conversationParticipants)
    .where(eq(conversationParticipants.conversationId, conversationId))
    .orderBy(asc(conversationParticipants.joinedAt), asc(conversationParticipants.id));
  return rows.map((r) => r.userId);
}

export async function isParticipant(tx: Tx, conversationId: string, userId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: conversationParticipants.id })
    .from(conversationParticipants)
    .where(
      and(
        eq(conversationParticipants.conversationId, conversationId),
        eq(conversationParticipants.userId, userId),
      ),
    );
  return row !== undefined;
}

export async function addParticipant(tx: Tx, conversationId: string, userId: string): Promise<void> {
  await tx.insert(conversationParticipants).values({ conversationId, userId }).onConflictDoNothing();
}

export async function insertConversation(tx: Tx, row: { title: string; createdBy: string }) {
  const [inserted] = await tx
    .insert(conversations)
    .values({ ...row, status: 'active' })
    .returning({ id: conversations.id });
  return inserted!.id;
}
