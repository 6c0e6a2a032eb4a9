import { type ConversationSummary, supportMessages } from '@party/shared/support/contract';
import { useQuery } from '@tanstack/react-query';
import { MessagesSquareIcon, SearchIcon } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { FormAlert } from '@/components/form-alert';
import { ListSkeleton, ListStates } from '@/components/list/list-states';
import { Badge } from '@/components/ui/badge';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { formatRelativeTime } from '@/lib/format';
import { cn } from '@/lib/utils';
import { conversationsQueryOptions } from './api';

const SEARCH_DEBOUNCE_MS = 300;

function preview(conversation: ConversationSummary): string {
  return conversation.lastMessage?.content ?? supportMessages.noMessages;
}

/** One conversation: title, unread count, the last message and when. */
function ConversationItem({
  conversation,
  current,
  onSelect,
}: {
  conversation: ConversationSummary;
  current: boolean;
  onSelect(conversation: ConversationSummary): void;
}) {
  return (
    <li>
      <button
        type="button"
        onClick={() => onSelect(conversation)}
        aria-current={current ? 'true' : undefined}
        className={cn(
          'flex w-full flex-col gap-1 rounded-md border p-3 text-left transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring',
          current ? 'border-primary bg-muted' : 'border-transparent',
        )}
      >
        <span className="flex items-center justify-between gap-2">
          <span className="truncate font-medium">{conversation.title}</span>
          {conversation.unreadCount > 0 && (
            <Badge variant="default" aria-label={`${conversation.unreadCount} unread`}>
              {conversation.unreadCount}
            </Badge>
          )}
        </span>
        <span className="line-clamp-1 text-muted-foreground text-sm">{preview(conversation)}</span>
        <span className="text-muted-foreground text-xs">
          {formatRelativeTime(conversation.lastMessageAt)}
        </span>
      </button>
    </li>
  );
}

/** The partner's conversations with search; the chosen one is marked as current. */
export function ConversationList({
  selectedId,
  onSelect,
}: {
  selectedId: string | null;
  onSelect(conversation: ConversationSummary): void;
}) {
  const searchId = useId();
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const conversations = useQuery(conversationsQueryOptions(search));

  return (
    <div className="flex min-h-0 flex-col gap-3">
      <div className="relative">
        <Label htmlFor={searchId} className="sr-only">
          Search conversations
        </Label>
        <SearchIcon
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          id={searchId}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="Search conversations..."
          className="pl-9"
        />
      </div>
      <ListStates
        query={conversations}
        isEmpty={(data) => data.items.length === 0}
        loadingLabel="Loading conversations"
        loading={<ListSkeleton label="Loading conversations" rowClassName="h-16" />}
        errorTitle="Conversations could not be loaded"
        error={(error) => <FormAlert message={error?.message} />}
        empty={
          <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed p-6 text-center">
            <MessagesSquareIcon className="size-8 text-muted-foreground" aria-hidden="true" />
            <p className="text-muted-foreground text-sm">{supportMessages.noConversations}</p>
          </div>
        }
      >
        {(data) => (
          <ul aria-label="Conversations" className="flex max-h-[60vh] flex-col gap-1 overflow-y-auto">
            {data.items.map((conversation) => (
              <ConversationItem
                key={conversation.id}
                conversation={conversation}
                current={conversation.id === selectedId}
                onSelect={onSelect}
              />
            ))}
          </ul>
        )}
      </ListStates>
    </div>
  );
}
