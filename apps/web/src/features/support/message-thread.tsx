import { type ChatMessage, deskMessages, supportMessages } from '@party/shared/support/contract';
import { useQuery } from '@tanstack/react-query';
import { InfoIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { FormAlert } from '@/components/form-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime } from '@/lib/format';
import { cn } from '@/lib/utils';
import { messagesQueryOptions } from './api';
import { deskMessagesQueryOptions } from './desk-api';

function MessageBubble({ message, mine }: { message: ChatMessage; mine: boolean }) {
  if (message.isSystemMessage) {
    return (
      <li className="flex justify-center">
        <p className="flex max-w-[90%] items-center gap-2 rounded-md bg-muted px-3 py-2 text-muted-foreground text-sm">
          <InfoIcon className="size-4 shrink-0" aria-hidden="true" />
          {message.content}
        </p>
      </li>
    );
  }
  return (
    <li className={cn('flex flex-col gap-1', mine ? 'items-end' : 'items-start')}>
      <span className="text-muted-foreground text-xs">
        {mine ? 'You' : (message.senderName ?? 'Support team')} · {formatDateTime(message.createdAt)}
      </span>
      <p
        className={cn(
          'max-w-[85%] whitespace-pre-wrap break-words rounded-lg px-3 py-2 text-sm',
          mine ? 'bg-primary text-primary-foreground' : 'border bg-card',
        )}
      >
        {message.content}
      </p>
    </li>
  );
}

/**
 * The open conversation's messages, oldest first, kept scrolled to the newest; read as the partner
 * or (`side` desk) as the support desk.
 */
export function MessageThread({
  conversationId,
  userId,
  side = 'partner',
}: {
  conversationId: string;
  userId: string;
  side?: 'partner' | 'desk';
}) {
  const messages = useQuery(
    side === 'desk' ? deskMessagesQueryOptions(conversationId) : messagesQueryOptions(conversationId),
  );
  const end = useRef<HTMLDivElement>(null);
  const count = messages.data?.items.length ?? 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll when a message is added.
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [count, conversationId]);

  if (messages.isError)
    return <FormAlert message={side === 'desk' ? deskMessages.conversationFailed : messages.error.message} />;
  if (messages.isPending)
    return (
      <div className="flex flex-col gap-3" role="status" aria-busy="true">
        <span className="sr-only">Loading messages</span>
        <Skeleton className="h-12 w-2/3" />
        <Skeleton className="ml-auto h-12 w-1/2" />
      </div>
    );
  if (messages.data.items.length === 0)
    return <p className="py-10 text-center text-muted-foreground">{supportMessages.noMessages}</p>;
  return (
    <div role="log" aria-label="Messages" aria-live="polite">
      <ol className="flex flex-col gap-4">
        {messages.data.items.map((message) => (
          <MessageBubble key={message.id} message={message} mine={message.senderId === userId} />
        ))}
      </ol>
      <div ref={end} />
    </div>
  );
}
