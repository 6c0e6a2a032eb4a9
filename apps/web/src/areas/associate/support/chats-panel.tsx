import { type DeskChat, deskMessages, supportMessages } from '@party/shared';
import { useQuery } from '@tanstack/react-query';
import { MessagesSquareIcon } from 'lucide-react';
import { useEffect } from 'react';
import { EmptyState } from '@/components/empty-state';
import { ListSearch } from '@/components/list/list-search';
import { StatusBadge } from '@/components/status-badge';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { usePrincipal } from '@/features/auth/api';
import { deskChatsQueryOptions, useMarkDeskChatRead } from '@/features/support/desk-api';
import { MessageComposer } from '@/features/support/message-composer';
import { MessageThread } from '@/features/support/message-thread';
import { formatRelativeTime } from '@/lib/format';
import { DeskItemButton, DeskSplit } from './desk-split';

function withStaff(chat: DeskChat): string {
  return chat.staffNames.length > 0 ? ` · with ${chat.staffNames.join(', ')}` : ' · no staff yet';
}

/** The open chat: who it is with, its live thread and the desk's reply box. */
function ChatDetail({ chat }: { chat: DeskChat }) {
  const { userId } = usePrincipal();
  const closed = chat.status === 'closed';
  const { mutate: markRead, isPending } = useMarkDeskChatRead();
  // Opening the chat, and each partner message arriving while it is open, reads it for the desk.
  useEffect(() => {
    if (chat.unreadCount > 0 && !isPending) markRead(chat.id);
  }, [chat.id, chat.unreadCount, isPending, markRead]);
  return (
    <Card className="flex min-h-[28rem] min-w-0 flex-col">
      <CardHeader className="border-b">
        <CardTitle className="flex flex-wrap items-center gap-2">
          <span>{chat.title}</span>
          <StatusBadge entity="conversation" status={chat.status} />
        </CardTitle>
        <CardDescription>
          {chat.partner.name} ({chat.partner.email}){withStaff(chat)}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-4 pt-4">
        <div className="max-h-[55vh] flex-1 overflow-y-auto pr-1">
          <MessageThread side="desk" conversationId={chat.id} userId={userId} />
        </div>
        <MessageComposer key={chat.id} side="desk" conversationId={chat.id} closed={closed} />
      </CardContent>
    </Card>
  );
}

/**
 * The desk's Chats (docs/product/associate-portal.md, 'Support desk': the desk sees every partner
 * conversation and answers live):
 * every partner's chat not tied to a ticket, newest activity first, with the partner's unread
 * messages counted; the chosen one opens beside the list to read and answer.
 */
export function ChatsPanel({
  selectedId,
  search,
  onSelect,
  onSearch,
}: {
  selectedId: string | null;
  search: string;
  onSelect: (chatId: string) => void;
  onSearch: (text: string) => void;
}) {
  const chats = useQuery(deskChatsQueryOptions(search));
  // The open chat from the unfiltered list, so a search does not close it.
  const all = useQuery(deskChatsQueryOptions(''));
  const open =
    all.data?.items.find((c) => c.id === selectedId) ??
    chats.data?.items.find((c) => c.id === selectedId) ??
    null;

  return (
    <div className="flex flex-col gap-4">
      <ListSearch
        label="Search chats"
        placeholder="Search by title, partner or message"
        value={search}
        onSearch={onSearch}
      />
      <DeskSplit
        title="Chats"
        query={chats}
        loadingLabel="Loading chats..."
        errorTitle={deskMessages.conversationFailed}
        empty={<EmptyState icon={MessagesSquareIcon} title={supportMessages.noConversations} />}
        renderItem={(chat) => (
          <DeskItemButton selected={chat.id === selectedId} onClick={() => onSelect(chat.id)}>
            <span className="flex items-center justify-between gap-2">
              <span className="truncate font-medium">{chat.title}</span>
              {chat.unreadCount > 0 && (
                <Badge aria-label={`${chat.unreadCount} unread`}>{chat.unreadCount}</Badge>
              )}
            </span>
            <span className="line-clamp-1 text-muted-foreground text-sm">
              {chat.lastMessage?.content ?? supportMessages.noMessages}
            </span>
            <span className="text-muted-foreground text-xs">
              {chat.partner.name}
              {withStaff(chat)} · {formatRelativeTime(chat.lastMessageAt)}
            </span>
          </DeskItemButton>
        )}
        open={open && <ChatDetail chat={open} />}
        onBack={() => onSelect('')}
        placeholder={{
          icon: MessagesSquareIcon,
          title: 'Select a chat',
          description: "Choose a partner's chat to read its messages and answer it.",
        }}
      />
    </div>
  );
}
