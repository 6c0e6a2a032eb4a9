import { openTicketStatuses } from '@party/shared';
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import {
  conversationParticipants,
  conversations,
  messages,
  supportTickets,
  userRoles,
  users,
} from '../../db/schema/index.ts';

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
function lastMessage(tx: Tx) {
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
function conversationColumns(last: ReturnType<typeof lastMessage>) {
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
const unreadCount = (from: SQL) =>
  sql<number>`(select count(*)::int from ${messages} as unread
    where unread.conversation_id = ${conversations.id} and unread.read_at is null and ${from})`.mapWith(
    Number,
  );

/** `sql` columns skip the ORM's mapping: the newest message's time is made a Date here. */
const withLastCreatedAt = <Row extends { lastCreatedAt: Date | string | null }>(row: Row) => ({
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

export async function insertConversation(tx: Tx, row: { title: string; createdBy: string }) {
  const [inserted] = await tx
    .insert(conversations)
    .values({ ...row, status: 'active' })
    .returning({ id: conversations.id });
  return inserted!.id;
}

const ticketColumns = {
  id: supportTickets.id,
  ticketNumber: supportTickets.ticketNumber,
  title: supportTickets.title,
  description: supportTickets.description,
  category: supportTickets.category,
  priority: supportTickets.priority,
  status: supportTickets.status,
  conversationId: supportTickets.conversationId,
  createdAt: supportTickets.createdAt,
  updatedAt: supportTickets.updatedAt,
};

export type TicketRow = { [K in keyof typeof ticketColumns]: (typeof supportTickets.$inferSelect)[K] };

export async function insertTicket(
  tx: Tx,
  row: Omit<typeof supportTickets.$inferInsert, 'id' | 'ticketNumber' | 'createdAt' | 'updatedAt'>,
): Promise<TicketRow> {
  const [inserted] = await tx.insert(supportTickets).values(row).returning(ticketColumns);
  return inserted!;
}

/** The submitter's tickets, most recently updated first. */
export async function findTicketsOf(tx: Tx, submitterId: string): Promise<TicketRow[]> {
  return tx
    .select(ticketColumns)
    .from(supportTickets)
    .where(eq(supportTickets.submitterId, submitterId))
    .orderBy(desc(supportTickets.updatedAt), desc(supportTickets.id));
}

export interface DeskTicketFilter {
  view: 'all' | 'mine' | 'unassigned';
  status?: string;
  search?: string;
}

const assignees = alias(users, 'assignee');

const deskTicketColumns = {
  ...ticketColumns,
  assigneeId: supportTickets.assigneeId,
  assigneeName: assignees.name,
  resolvedAt: supportTickets.resolvedAt,
  resolutionNotes: supportTickets.resolutionNotes,
  submitterId: users.id,
  submitterName: users.name,
  submitterEmail: users.email,
};

export type DeskTicketRow = Awaited<ReturnType<typeof findDeskTickets>>[number];

/**
 * Every ticket for the support desk (the view: all, the caller's, or nobody's), newest first (a
 * reply or status change does not reorder the queue), with the submitter and assignee. Search matches the number, title, description,
 * or the submitter's name or email.
 */
export async function findDeskTickets(tx: Tx, callerId: string, filter: DeskTicketFilter, limit: number) {
  const conditions: (SQL | undefined)[] = [];
  if (filter.status) conditions.push(sql`${supportTickets.status} = ${filter.status}`);
  if (filter.view === 'mine') conditions.push(eq(supportTickets.assigneeId, callerId));
  if (filter.view === 'unassigned') conditions.push(isNull(supportTickets.assigneeId));
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    conditions.push(
      or(
        ilike(supportTickets.ticketNumber, pattern),
        ilike(supportTickets.title, pattern),
        ilike(supportTickets.description, pattern),
        ilike(users.name, pattern),
        ilike(users.email, pattern),
      ),
    );
  }
  return tx
    .select(deskTicketColumns)
    .from(supportTickets)
    .innerJoin(users, eq(users.id, supportTickets.submitterId))
    .leftJoin(assignees, eq(assignees.id, supportTickets.assigneeId))
    .where(and(...conditions))
    .orderBy(desc(supportTickets.createdAt), desc(supportTickets.id))
    .limit(limit);
}

/** One ticket as the desk sees it. */
export async function findDeskTicket(tx: Tx, ticketId: string): Promise<DeskTicketRow | null> {
  const [row] = await tx
    .select(deskTicketColumns)
    .from(supportTickets)
    .innerJoin(users, eq(users.id, supportTickets.submitterId))
    .leftJoin(assignees, eq(assignees.id, supportTickets.assigneeId))
    .where(eq(supportTickets.id, ticketId));
  return row ?? null;
}

/** Locks a ticket for a status or assignee change. */
export async function lockTicket(tx: Tx, ticketId: string) {
  const [row] = await tx
    .select({
      id: supportTickets.id,
      ticketNumber: supportTickets.ticketNumber,
      title: supportTickets.title,
      status: supportTickets.status,
      priority: supportTickets.priority,
      assigneeId: supportTickets.assigneeId,
      submitterId: supportTickets.submitterId,
      conversationId: supportTickets.conversationId,
    })
    .from(supportTickets)
    .where(eq(supportTickets.id, ticketId))
    .for('update');
  return row ?? null;
}

/** A ticket on the audit screen: its number and subject. */
export const ticketLabel = (ticket: { ticketNumber: string; title: string }): string =>
  `${ticket.ticketNumber}: ${ticket.title}`;

/** Locks the ticket a conversation belongs to, if any. */
export async function lockTicketOfConversation(tx: Tx, conversationId: string) {
  const [row] = await tx
    .select({ id: supportTickets.id })
    .from(supportTickets)
    .where(eq(supportTickets.conversationId, conversationId))
    .for('update');
  return row ? lockTicket(tx, row.id) : null;
}

export async function updateTicket(
  tx: Tx,
  ticketId: string,
  values: Partial<
    Pick<typeof supportTickets.$inferInsert, 'status' | 'priority' | 'assigneeId' | 'resolutionNotes'>
  > & { resolvedAt?: Date | null | SQL },
): Promise<void> {
  await tx
    .update(supportTickets)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(supportTickets.id, ticketId));
}

/** Tickets not yet resolved or closed, and others' unread messages in the user's conversations. */
export async function countOpenItems(tx: Tx, userId: string) {
  const [tickets] = await tx
    .select({ n: count() })
    .from(supportTickets)
    .where(
      and(eq(supportTickets.submitterId, userId), inArray(supportTickets.status, [...openTicketStatuses])),
    );
  const [unread] = await tx
    .select({ n: count() })
    .from(messages)
    .innerJoin(
      conversationParticipants,
      and(
        eq(conversationParticipants.conversationId, messages.conversationId),
        eq(conversationParticipants.userId, userId),
      ),
    )
    .where(and(isNull(messages.readAt), sql`${messages.senderId} is distinct from ${userId}`));
  return { openTickets: tickets?.n ?? 0, unreadMessages: unread?.n ?? 0 };
}

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
