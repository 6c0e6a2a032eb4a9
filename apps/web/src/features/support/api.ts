import type {
  ChatMessage,
  ChatMessageList,
  ConversationList,
  CreateTicket,
  MessageCreatedEvent,
  Ticket,
  TicketList,
} from '@party/shared/support/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useLiveInvalidate } from '@/lib/use-live-invalidate';
import { appendMessage, receiveMessage } from './thread-cache';

const supportKey = ['partner', 'support'] as const;
const conversationsKey = [...supportKey, 'conversations'] as const;
const messagesKey = [...supportKey, 'messages'] as const;
export const ticketsQueryKey = [...supportKey, 'tickets'] as const;

const base = '/api/partner/support';
const conversationUrl = (id: string) => `${base}/conversations/${encodeURIComponent(id)}`;

/** The partner's conversations, newest activity first; the server searches title and last message. */
export function conversationsQueryOptions(search: string) {
  return queryOptions({
    queryKey: [...conversationsKey, search],
    queryFn: ({ signal }) => {
      const query = search ? `?${new URLSearchParams({ search })}` : '';
      return api.get<ConversationList>(`${base}/conversations${query}`, { signal });
    },
  });
}

/** One conversation's messages, oldest first. */
export function messagesQueryOptions(conversationId: string) {
  return queryOptions({
    queryKey: [...messagesKey, conversationId],
    queryFn: ({ signal }) =>
      api.get<ChatMessageList>(`${conversationUrl(conversationId)}/messages`, { signal }),
  });
}

/** The partner's tickets, most recently updated first. */
export const ticketsQueryOptions = queryOptions({
  queryKey: ticketsQueryKey,
  queryFn: ({ signal }) => api.get<TicketList>(`${base}/tickets`, { signal }),
});

/** Marks the other side's unread messages in a conversation read; the list's badge follows. */
export function useMarkConversationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (conversationId: string) =>
      api.post<{ marked: number }>(`${conversationUrl(conversationId)}/read`),
    onSuccess: ({ marked }) => {
      if (marked > 0) void queryClient.invalidateQueries({ queryKey: conversationsKey });
    },
  });
}

export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ conversationId, content }: { conversationId: string; content: string }) =>
      api.post<ChatMessage>(`${conversationUrl(conversationId)}/messages`, { content }),
    onSuccess: (message) => {
      appendMessage(queryClient, messagesKey, message);
      void queryClient.invalidateQueries({ queryKey: conversationsKey });
      void queryClient.invalidateQueries({ queryKey: ticketsQueryKey });
    },
  });
}

/** Create New Ticket: the ticket opens a conversation too, so both lists refresh. */
export function useCreateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateTicket) => api.post<Ticket>(`${base}/tickets`, body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ticketsQueryKey });
      void queryClient.invalidateQueries({ queryKey: conversationsKey });
    },
  });
}

/**
 * New messages arrive live (docs/product/partner-portal.md): each is appended to its thread when loaded, the
 * conversation list refreshes its last message and unread count, and a message from the other
 * side in the open conversation is marked read at once.
 */
export function useLiveSupport(openConversationId: string | null, userId: string) {
  const queryClient = useQueryClient();
  const markRead = useMarkConversationRead();
  useLiveInvalidate({
    events: ['message.created', 'conversations.changed', 'ticket.changed'],
    queryKeys: [conversationsKey, ticketsQueryKey],
    matches: (data, type) =>
      type !== 'message.created' || Boolean((data as MessageCreatedEvent)?.message?.id),
    onEvent: (data, type) => {
      if (type !== 'message.created') return;
      const event = data as MessageCreatedEvent;
      receiveMessage(queryClient, messagesKey, event);
      const fromOtherSide = event.message.senderId !== userId;
      if (fromOtherSide && openConversationId === event.conversationId) markRead.mutate(event.conversationId);
    },
    reconnectKeys: [supportKey],
  });
}
