import type { ChatMessage, ConversationSummary, Ticket } from '@party/shared';
import type { ConversationRow } from './conversations.repository.ts';
import type { MessageRow } from './messages.repository.ts';
import type { TicketRow } from './tickets.repository.ts';

export function toChatMessage(row: MessageRow): ChatMessage {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}

export function toConversationSummary(row: ConversationRow): ConversationSummary {
  return {
    id: row.id,
    title: row.title,
    status: row.status,
    lastMessageAt: row.lastMessageAt.toISOString(),
    lastMessage:
      row.lastContent === null || row.lastCreatedAt === null
        ? null
        : {
            content: row.lastContent,
            createdAt: row.lastCreatedAt.toISOString(),
            isSystemMessage: row.lastIsSystem ?? false,
          },
    unreadCount: row.unreadCount,
  };
}

export function toTicket(row: TicketRow): Ticket {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

const PREVIEW_LENGTH = 140;

/** A message as a notification quotes it: the first 140 characters. */
export function messagePreview(content: string): string {
  return content.length > PREVIEW_LENGTH ? `${content.slice(0, PREVIEW_LENGTH - 1)}…` : content;
}
