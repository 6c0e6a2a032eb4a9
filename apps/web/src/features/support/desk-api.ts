import type {
  ChatMessage,
  ChatMessageList,
  CreateDeskTicketInput,
  DeskTicket,
  DeskTicketList,
  MessageCreatedEvent,
  UpdateDeskTicketInput,
} from '@party/shared';
import {
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useLiveInvalidate } from '@/lib/use-live-invalidate';

const deskKey = ['associate', 'support'] as const;
const ticketsKey = [...deskKey, 'tickets'] as const;
const messagesKey = [...deskKey, 'messages'] as const;
const base = '/api/associate/support';
const ticketUrl = (id: string, rest = '') => `${base}/tickets/${encodeURIComponent(id)}${rest}`;
const messagesUrl = (conversationId: string) =>
  `${base}/conversations/${encodeURIComponent(conversationId)}/messages`;

export interface DeskFilter {
  view: 'all' | 'mine' | 'unassigned';
  status: string;
  search: string;
}

/** The desk's tickets for a tab, status and search; most recently updated first. */
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

/** A ticket's conversation as the desk reads it, oldest first. */
export function deskMessagesQueryOptions(conversationId: string) {
  return queryOptions({
    queryKey: [...messagesKey, conversationId],
    queryFn: ({ signal }) => api.get<ChatMessageList>(messagesUrl(conversationId), { signal }),
  });
}

function appendMessage(queryClient: QueryClient, message: ChatMessage) {
  queryClient.setQueryData<ChatMessageList>([...messagesKey, message.conversationId], (current) =>
    current && !current.items.some((m) => m.id === message.id)
      ? { items: [...current.items, message] }
      : current,
  );
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
      appendMessage(queryClient, message);
      void queryClient.invalidateQueries({ queryKey: ticketsKey });
    },
  });
}

/**
 * Partners' tickets and messages arrive live (PRODUCT.md): a message is appended to its thread
 * when loaded, and any ticket change or message refreshes the list.
 */
export function useLiveDesk() {
  const queryClient = useQueryClient();
  useLiveInvalidate({
    events: ['message.created', 'ticket.changed'],
    queryKeys: [ticketsKey],
    onEvent: (data, type) => {
      if (type !== 'message.created') return;
      const event = data as MessageCreatedEvent;
      if (event.truncated)
        void queryClient.invalidateQueries({ queryKey: [...messagesKey, event.conversationId] });
      else appendMessage(queryClient, event.message);
    },
    reconnectKeys: [deskKey],
  });
}
