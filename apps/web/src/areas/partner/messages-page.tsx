import type { ConversationSummary, Ticket } from '@party/shared/support/contract';
import { useQuery } from '@tanstack/react-query';
import { MessageCircleIcon } from 'lucide-react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { StatusBadge } from '@/components/status-badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { usePrincipal } from '@/features/auth/api';
import { conversationsQueryOptions, useLiveSupport, useMarkConversationRead } from '@/features/support/api';
import { ConversationList } from '@/features/support/conversation-list';
import { CreateTicketForm } from '@/features/support/create-ticket-form';
import { MessageComposer } from '@/features/support/message-composer';
import { MessageThread } from '@/features/support/message-thread';
import { TicketTable } from '@/features/support/ticket-table';

type Tab = 'chat' | 'tickets';

/** Live Chat: the conversations, and the open one's thread with the composer. */
function LiveChat({
  conversationId,
  userId,
  open,
  onSelect,
}: {
  conversationId: string | null;
  userId: string;
  open: ConversationSummary | null;
  onSelect: (id: string) => void;
}) {
  // One column of minmax(0, 1fr) on a phone: an implicit column grows to its widest title.
  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-[minmax(16rem,22rem)_1fr]">
      <Card>
        <CardHeader>
          <CardTitle>Conversations</CardTitle>
        </CardHeader>
        <CardContent>
          <ConversationList
            selectedId={conversationId}
            onSelect={(c: ConversationSummary) => onSelect(c.id)}
          />
        </CardContent>
      </Card>
      <Card className="flex min-h-[28rem] flex-col">
        <CardHeader className="border-b">
          <CardTitle className="flex items-center gap-2">
            <MessageCircleIcon className="size-5" aria-hidden="true" />
            <span className="truncate">{open?.title ?? 'Live Chat'}</span>
            {open && <StatusBadge entity="conversation" status={open.status} />}
          </CardTitle>
          {!conversationId && (
            <CardDescription>Choose a conversation to read and answer its messages.</CardDescription>
          )}
        </CardHeader>
        <CardContent className="flex flex-1 flex-col gap-4">
          <div className="max-h-[55vh] flex-1 overflow-y-auto pr-1">
            {conversationId && <MessageThread conversationId={conversationId} userId={userId} />}
          </div>
          <MessageComposer
            key={conversationId ?? 'none'}
            conversationId={conversationId}
            closed={open?.status === 'closed'}
          />
        </CardContent>
      </Card>
    </div>
  );
}

/** Support Tickets: the partner's tickets and the form for a new one. */
function SupportTickets({ onOpenConversation }: { onOpenConversation: (id: string) => void }) {
  return (
    <div className="grid grid-cols-1 gap-4 xl:grid-cols-[minmax(0,1fr)_24rem]">
      <Card>
        <CardHeader>
          <CardTitle>Your Tickets</CardTitle>
        </CardHeader>
        <CardContent>
          <TicketTable
            onOpenConversation={(ticket: Ticket) =>
              ticket.conversationId && onOpenConversation(ticket.conversationId)
            }
          />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Create New Ticket</CardTitle>
          <CardDescription>Our support team answers within one business day.</CardDescription>
        </CardHeader>
        <CardContent>
          <CreateTicketForm />
        </CardContent>
      </Card>
    </div>
  );
}

/**
 * /partner/messages: Messages and support (docs/product/partner-portal.md), Live Chat and Support Tickets.
 */
export default function MessagesPage() {
  const { userId } = usePrincipal();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'tickets' ? 'tickets' : 'chat';
  const conversationId = params.get('conversation');
  useLiveSupport(conversationId, userId);

  // The open conversation's title and status, from the unfiltered list (already cached by the list).
  const all = useQuery(conversationsQueryOptions(''));
  const open = all.data?.items.find((c) => c.id === conversationId) ?? null;

  const markRead = useMarkConversationRead();
  const { mutate: markConversationRead } = markRead;
  useEffect(() => {
    if (conversationId) markConversationRead(conversationId);
  }, [conversationId, markConversationRead]);

  function show(next: { tab?: Tab; conversation?: string }) {
    setParams(
      (previous) => {
        const updated = new URLSearchParams(previous);
        if (next.tab) next.tab === 'chat' ? updated.delete('tab') : updated.set('tab', next.tab);
        if (next.conversation) updated.set('conversation', next.conversation);
        return updated;
      },
      { replace: true },
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Messages & Support" description="Chat with our team or raise a support ticket." />
      <Tabs value={tab} onValueChange={(value) => show({ tab: value as Tab })}>
        <TabsList>
          <TabsTrigger value="chat">Live Chat</TabsTrigger>
          <TabsTrigger value="tickets">Support Tickets</TabsTrigger>
        </TabsList>
        <TabsContent value="chat">
          <LiveChat
            conversationId={conversationId}
            userId={userId}
            open={open}
            onSelect={(id) => show({ conversation: id })}
          />
        </TabsContent>
        <TabsContent value="tickets">
          <SupportTickets onOpenConversation={(id) => show({ tab: 'chat', conversation: id })} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
