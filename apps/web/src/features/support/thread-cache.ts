import type { ChatMessage, ChatMessageList, MessageCreatedEvent } from '@party/shared/support/contract';
import type { QueryClient } from '@tanstack/react-query';

/** A message into its loaded thread (kept under messagesKey + conversation id), once. */
export function appendMessage(
  queryClient: QueryClient,
  messagesKey: readonly string[],
  message: ChatMessage,
) {
  queryClient.setQueryData<ChatMessageList>([...messagesKey, message.conversationId], (current) =>
    current && !current.items.some((m) => m.id === message.id)
      ? { items: [...current.items, message] }
      : current,
  );
}

/** A live message: appended to its thread, or the thread refetched when the event carried it shortened. */
export function receiveMessage(
  queryClient: QueryClient,
  messagesKey: readonly string[],
  event: MessageCreatedEvent,
) {
  if (event.truncated)
    void queryClient.invalidateQueries({ queryKey: [...messagesKey, event.conversationId] });
  else appendMessage(queryClient, messagesKey, event.message);
}
