import { z } from 'zod';
import { companyRefSchema, placedBySchema } from '../companies/placed-by.ts';
import { ticketCategoryValues } from './categories.ts';

/** docs/product/partner-portal.md: the texts of Messages & Support, kept character for character. */
export const supportMessages = {
  noConversations: 'No conversations found',
  noMessages: 'No messages yet. Start the conversation!',
  noTickets: 'No support tickets found',
  sendFailed: 'Error sending message',
  ticketCreated: 'Ticket created',
  ticketFailed: 'Error creating ticket',
} as const;

export function ticketSubmittedMessage(ticketNumber: string): string {
  return `Your support ticket #${ticketNumber} has been submitted.`;
}

/** The system message every new ticket's conversation opens with (docs/product/partner-portal.md). */
export function ticketSystemMessage(ticketNumber: string): string {
  return `Ticket #${ticketNumber} has been created. Our support team will respond shortly.`;
}

/** 'Support: {title}': the conversation a ticket opens. */
export function ticketConversationTitle(title: string): string {
  return `Support: ${title}`;
}

/** docs/product/partner-portal.md: the Create New Ticket priority select, as shown; stored lower-case. */
export const ticketPriorityLabels = ['Low', 'Medium', 'High'] as const;
export type TicketPriorityLabel = (typeof ticketPriorityLabels)[number];

export const conversationStatusValues = ['active', 'closed'] as const;
export const ticketStatusValues = ['open', 'in_progress', 'pending', 'resolved', 'closed'] as const;
export const ticketPriorityValues = ['high', 'medium', 'low'] as const;

export const MESSAGE_MAX_LENGTH = 2000;
export const TICKET_TITLE_MAX_LENGTH = 200;
export const TICKET_DESCRIPTION_MAX_LENGTH = 5000;
export const CONVERSATION_SEARCH_MAX_LENGTH = 200;

/** POST .../conversations/:id/messages: a chat message, trimmed, never blank. */
export const sendMessageSchema = z.strictObject({
  content: z
    .string({ error: 'Message is required' })
    .trim()
    .min(1, 'Message cannot be empty')
    .max(
      MESSAGE_MAX_LENGTH,
      `Message must be at most ${MESSAGE_MAX_LENGTH.toLocaleString('en-AU')} characters`,
    ),
});
export type SendMessage = z.infer<typeof sendMessageSchema>;

/** POST /api/partner/support/tickets (docs/product/partner-portal.md: title and description required). */
export const createTicketSchema = z.strictObject({
  title: z
    .string({ error: 'Title is required' })
    .trim()
    .min(1, 'Title is required')
    .max(TICKET_TITLE_MAX_LENGTH, `Title must be at most ${TICKET_TITLE_MAX_LENGTH} characters`),
  description: z
    .string({ error: 'Description is required' })
    .trim()
    .min(1, 'Description is required')
    .max(
      TICKET_DESCRIPTION_MAX_LENGTH,
      `Description must be at most ${TICKET_DESCRIPTION_MAX_LENGTH.toLocaleString('en-AU')} characters`,
    ),
  category: z.enum(ticketCategoryValues, { error: 'Choose a category from the list' }).default('products'),
  priority: z.enum(ticketPriorityLabels, { error: 'Choose a priority from the list' }).default('Medium'),
});
export type CreateTicket = z.infer<typeof createTicketSchema>;
export type CreateTicketInput = z.input<typeof createTicketSchema>;

export const conversationSearchSchema = z.object({
  search: z.string().trim().max(CONVERSATION_SEARCH_MAX_LENGTH).optional(),
});

export const chatMessageSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  senderId: z.string().nullable(),
  senderName: z.string().nullable(),
  content: z.string(),
  isSystemMessage: z.boolean(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;
export const chatMessageListSchema = z.object({ items: z.array(chatMessageSchema) });
export type ChatMessageList = z.infer<typeof chatMessageListSchema>;

/** A conversation as the list shows it: its newest message and how many of the others' are unread. */
export const conversationSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  status: z.enum(conversationStatusValues),
  lastMessageAt: z.string(),
  lastMessage: z
    .object({ content: z.string(), createdAt: z.string(), isSystemMessage: z.boolean() })
    .nullable(),
  unreadCount: z.number().int().min(0),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;
export const conversationListSchema = z.object({ items: z.array(conversationSummarySchema) });
export type ConversationList = z.infer<typeof conversationListSchema>;

export const markReadResponseSchema = z.object({ marked: z.number().int().min(0) });

export const ticketSchema = z.object({
  id: z.string(),
  ticketNumber: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  priority: z.enum(ticketPriorityValues),
  status: z.enum(ticketStatusValues),
  conversationId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Ticket = z.infer<typeof ticketSchema>;
export const ticketListSchema = z.object({ items: z.array(ticketSchema) });
export type TicketList = z.infer<typeof ticketListSchema>;

/** The support desk's view of a ticket: who raised it, who holds it, how it was resolved. */
export const deskTicketSchema = ticketSchema.extend({
  submitter: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  /**
   * A partner's ticket: their company and the member who opened it (docs/product/company-accounts.md,
   * What staff see); no company for a staff or vendor ticket.
   */
  company: companyRefSchema.nullable(),
  placedBy: placedBySchema,
  assigneeId: z.string().nullable(),
  assigneeName: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  resolutionNotes: z.string().nullable(),
});
export type DeskTicket = z.infer<typeof deskTicketSchema>;
export const deskTicketListSchema = z.object({ items: z.array(deskTicketSchema) });
export type DeskTicketList = z.infer<typeof deskTicketListSchema>;

/** The support desk's texts, character for character. */
export const deskMessages = {
  requiredFields: 'Please fill in all required fields',
  loadFailed: 'Failed to load support tickets',
  conversationFailed: 'Failed to load conversation',
  createFailed: 'Failed to create support ticket',
  sendFailed: 'Failed to send message',
  updateFailed: 'Failed to update ticket',
  assignFailed: 'Failed to assign ticket',
} as const;

/** The desk's three views (docs/product/associate-portal.md, Support desk). */
export const deskTicketViews = ['all', 'mine', 'unassigned'] as const;
/** docs/product/associate-portal.md: the desk moves a ticket between these four. */
export const deskTicketStatuses = ['open', 'in_progress', 'pending', 'closed'] as const;

export const deskTicketQuerySchema = z.object({
  view: z.enum(deskTicketViews, { error: 'View must be all, mine or unassigned' }).default('all'),
  status: z.enum(ticketStatusValues, { error: 'Choose a ticket status from the list' }).optional(),
  search: z.string().trim().max(CONVERSATION_SEARCH_MAX_LENGTH).optional(),
});
export type DeskTicketQuery = z.input<typeof deskTicketQuerySchema>;

const required = (max: number) =>
  z
    .string({ error: deskMessages.requiredFields })
    .trim()
    .min(1, deskMessages.requiredFields)
    .max(max, `Must be at most ${max.toLocaleString('en-AU')} characters`);

/** POST /api/associate/support/tickets (Create Support Ticket): title, category, description required. */
export const createDeskTicketSchema = z.strictObject({
  title: required(TICKET_TITLE_MAX_LENGTH),
  description: required(TICKET_DESCRIPTION_MAX_LENGTH),
  category: z.enum(ticketCategoryValues, { error: deskMessages.requiredFields }),
  priority: z.enum(ticketPriorityValues, { error: 'Choose high, medium or low' }).default('medium'),
});
export type CreateDeskTicket = z.infer<typeof createDeskTicketSchema>;
export type CreateDeskTicketInput = z.input<typeof createDeskTicketSchema>;

/**
 * PATCH /api/associate/support/tickets/:id (Update Ticket): closing records the resolution notes
 * and resolved_at; moving a closed ticket back clears both.
 */
export const updateDeskTicketSchema = z.strictObject({
  status: z.enum(deskTicketStatuses, { error: 'Choose open, in progress, pending or closed' }),
  priority: z.enum(ticketPriorityValues, { error: 'Choose high, medium or low' }),
  resolutionNotes: z
    .string()
    .trim()
    .max(TICKET_DESCRIPTION_MAX_LENGTH, 'Resolution notes must be at most 5,000 characters')
    .nullish()
    .transform((text) => (text ? text : null)),
});
export type UpdateDeskTicket = z.infer<typeof updateDeskTicketSchema>;
export type UpdateDeskTicketInput = z.input<typeof updateDeskTicketSchema>;

/**
 * The support desk's view of a partner's chat (a conversation not tied to a ticket): the partner it
 * is with, the staff taking part, its newest message and how many of the partner's messages no one
 * on the desk has read yet. `mine`: the caller takes part in it.
 */
export const deskChatSchema = conversationSummarySchema.extend({
  partner: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  staffNames: z.array(z.string()),
  mine: z.boolean(),
});
export type DeskChat = z.infer<typeof deskChatSchema>;
export const deskChatListSchema = z.object({ items: z.array(deskChatSchema) });
export type DeskChatList = z.infer<typeof deskChatListSchema>;

export const deskChatQuerySchema = z.object({
  search: z.string().trim().max(CONVERSATION_SEARCH_MAX_LENGTH).optional(),
});
export type DeskChatQuery = z.input<typeof deskChatQuerySchema>;

/** Live event data of 'message.created': the message (content shortened when long) and its conversation. */
export const messageCreatedEventSchema = z.object({
  conversationId: z.string(),
  message: chatMessageSchema,
  /** True when the content was cut to fit the event: the browser refetches the thread. */
  truncated: z.boolean(),
});
export type MessageCreatedEvent = z.infer<typeof messageCreatedEventSchema>;
