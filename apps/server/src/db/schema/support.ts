import {
  conversationStatusValues as conversationStatuses,
  ticketPriorityValues as ticketPriorities,
  ticketStatusValues as ticketStatuses,
} from '@party/shared/support/contract';
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgSequence, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import {
  actorRef,
  checkIn,
  createdAt,
  humanNumberSequence,
  numberFromSequence,
  ownerRef,
  timestamptz,
  updatedAt,
} from './columns.ts';
import { companies } from './companies.ts';

export const ticketNumberSeq = pgSequence('ticket_number_seq', humanNumberSequence);

export const conversations = pgTable(
  'conversations',
  {
    id: uuid().primaryKey().defaultRandom(),
    title: text().notNull(),
    status: text({ enum: conversationStatuses }).notNull().default('active'),
    createdBy: actorRef(),
    lastMessageAt: timestamptz().notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.lastMessageAt), checkIn('conversations_status_valid', t.status, conversationStatuses)],
);

export const conversationParticipants = pgTable(
  'conversation_participants',
  {
    id: uuid().primaryKey().defaultRandom(),
    conversationId: uuid()
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: ownerRef(),
    lastReadAt: timestamptz(),
    joinedAt: createdAt(),
  },
  (t) => [unique('conversation_participants_unique').on(t.conversationId, t.userId), index().on(t.userId)],
);

export const messages = pgTable(
  'messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    conversationId: uuid()
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: actorRef(),
    receiverId: actorRef(),
    content: text().notNull(),
    isSystemMessage: boolean().notNull().default(false),
    readAt: timestamptz(),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.conversationId, t.createdAt),
    index('messages_unread_idx').on(t.conversationId).where(sql`${t.readAt} is null`),
    check('messages_content_not_blank', sql`length(trim(${t.content})) > 0`),
  ],
);

export const supportTickets = pgTable(
  'support_tickets',
  {
    id: uuid().primaryKey().defaultRandom(),
    ticketNumber: text()
      .notNull()
      .unique('support_tickets_ticket_number_unique')
      .default(numberFromSequence('TCK', 'ticket_number_seq')),
    title: text().notNull(),
    description: text().notNull(),
    /** Lower-case: product, order, website, billing, returns, other (the partner's old list), orders, products, account,
     * shipping, payment, technical (the desk's) and credit_limit — the contracts hold the lists (docs/product/support.md). */
    category: text().notNull().default('other'),
    priority: text({ enum: ticketPriorities }).notNull().default('medium'),
    status: text({ enum: ticketStatuses }).notNull().default('open'),
    submitterId: ownerRef(),
    /** A partner's ticket is their company's too (docs/product/company-accounts.md); null for staff and vendors. */
    companyId: uuid().references(() => companies.id, { onDelete: 'set null' }),
    assigneeId: actorRef(),
    conversationId: uuid().references(() => conversations.id, { onDelete: 'set null' }),
    resolvedAt: timestamptz(),
    resolutionNotes: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().on(t.submitterId, t.updatedAt),
    index().on(t.companyId, t.updatedAt),
    index().on(t.assigneeId, t.status),
    // The desk's queue, newest first, whole or by status or assignee (mine, unassigned: assignee null),
    // each read in index order with the id as tiebreaker (bench/README, "Every list at size").
    index('support_tickets_created_at_id_idx').on(t.createdAt, t.id),
    index('support_tickets_status_created_at_id_idx').on(t.status, t.createdAt, t.id),
    index('support_tickets_assignee_created_at_id_idx').on(t.assigneeId, t.createdAt, t.id),
    // The desk's search is a substring match (ILIKE '%x%'): trigram indexes serve it (pg_trgm, migration 0001).
    index('support_tickets_ticket_number_trgm_idx').using('gin', t.ticketNumber.op('gin_trgm_ops')),
    index('support_tickets_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
    index('support_tickets_description_trgm_idx').using('gin', t.description.op('gin_trgm_ops')),
    index().on(t.conversationId),
    checkIn('support_tickets_status_valid', t.status, ticketStatuses),
    checkIn('support_tickets_priority_valid', t.priority, ticketPriorities),
    check('support_tickets_category_lowercase', sql`${t.category} = lower(${t.category})`),
    check('support_tickets_title_not_blank', sql`length(trim(${t.title})) > 0`),
  ],
);
