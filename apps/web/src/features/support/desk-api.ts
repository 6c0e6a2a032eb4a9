import type {
  ChatMessage,
  ChatMessageList,
  CreateDeskTicketInput,
  DeskChatList,
  DeskTicket,
  DeskTicketList,
  MessageCreatedEvent,
  UpdateDeskTicketInput,
} from '@party/shared';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useLiveInvalidate } from '@/lib/use-live-invalidate';
import { appendMessage, receiveMessage } from './thread-cache';

const deskKey = ['associate', 'support'] as const;
const ticketsKey = [...deskKey, 'tickets'] as const;
const messagesKey = [...deskKey, 'messages'] as const;
const chatsKey = [...deskKey, 'chats'] as const;
const base = '/api/associate/support';
const ticketUrl = (id: string, rest = '') => `${base}/tickets/${encodeURIComponent(id)}${rest}`;
const messagesUrl = (conversationId: string) =>
  `${base}/conversations/${encodeURIComponent(conversationId)}/messages`;

export interface DeskFilter {
  view: 'all' | 'mine' | 'unassigned';
  status: string;
  search: string;
}

/** The desk's tickets for a tab, status and search; newest first. */
export function deskTicketsQueryOptions(filter: DeskFilter) {
  const params = new URLSearchParams({ view: filter.view });
  if (filter.status !== 'all') params.set('status', filter.status);
  if (filter.search) params.set('search', filter.search);
  return queryOptions({
    queryKey: [...ticketsKey, filter],
    queryFn: ({ signal }) => api.get<DeskTicketList>(`${base}/tickets?${params}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The partners' chats not tied to a ticket, newest activity first, with unread partner messages. */
export function deskChatsQueryOptions(search: string) {
  const params = new URLSearchParams();
  if (search) params.set('search', search);
  return queryOptions({
    queryKey: [...chatsKey, search],
    queryFn: ({ signal }) =>
      api.get<DeskChatList>(`${base}/chats${params.size ? `?${params}` : ''}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Opening a chat reads the partner's messages for the whole desk; the unread badges drop. */
export function useMarkDeskChatRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (conversationId: string) =>
      api.post<{ marked: number }>(`${base}/chats/${encodeURIComponent(conversationId)}/read`, {}),
    onSuccess: ({ marked }) => {
      if (marked > 0) void queryClient.invalidateQueries({ queryKey: chatsKey });
    },
  });
}

/** A ticket's conversation (or a chat) as the desk reads it, oldest first. */
export function deskMessagesQueryOptions(conversationId: string) {
  return queryOptions({
    queryKey: [...messagesKey, conversationId],
    queryFn: ({ signal }) => api.get<ChatMessageList>(messagesUrl(conversationId), { signal }),
  });
}

function useTicketMutation<Input>(request: (input: Input) => Promise<DeskTicket>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: deskKey }),
  });
}

export const useCreateDeskTicket = () =>
  useTicketMutation((body: CreateDeskTicketInput) => api.post<DeskTicket>(`${base}/tickets`, body));

export const useAssignTicket = () =>
  useTicketMutation((ticketId: string) => api.post<DeskTicket>(ticketUrl(ticketId, '/assign'), {}));

export const useUpdateDeskTicket = () =>
  useTicketMutation(({ ticketId, ...body }: UpdateDeskTicketInput & { ticketId: string }) =>
    api.patch<DeskTicket>(ticketUrl(ticketId), body),
  );

/** The desk's reply: appended to the thread at once; the list refreshes (a reply may reopen it). */
export function useDeskReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ conversationId, content }: { conversationId: string; content: string }) =>
      api.post<ChatMessage>(messagesUrl(conversationId), { content }),
    onSuccess: (message) => {
      appendMessage(queryClient, messagesKey, message);
      void queryClient.invalidateQueries({ queryKey: ticketsKey });
      void queryClient.invalidateQueries({ queryKey: chatsKey });
    },
  });
}

/**
 * Partners' tickets and chat messages arrive live (docs/product/associate-portal.md, Support desk): a message is appended to its thread
 * when loaded, and any ticket change, message or chat read refreshes the tickets and chats lists.
 */
export function useLiveDesk() {
  const queryClient = useQueryClient();
  useLiveInvalidate({
    events: ['message.created', 'ticket.changed', 'conversations.changed'],
    queryKeys: [ticketsKey, chatsKey],
    onEvent: (data, type) => {
      if (type !== 'message.created') return;
      receiveMessage(queryClient, messagesKey, data as MessageCreatedEvent);
    },
    reconnectKeys: [deskKey],
  });
}
