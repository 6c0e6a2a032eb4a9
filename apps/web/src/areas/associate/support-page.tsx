import { type DeskTicket, deskMessages, deskTicketStatuses } from '@party/shared';
import { canReviewCredit } from '@party/shared/credit/review-access';
import { useQuery } from '@tanstack/react-query';
import { CreditCardIcon, LifeBuoyIcon, PlusIcon, UserCheckIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { EmptyState } from '@/components/empty-state';
import { FilterGroup } from '@/components/list/filter-group';
import { ListSearch } from '@/components/list/list-search';
import { OptionSelect } from '@/components/option-select';
import { PageHeader } from '@/components/page-header';
import { StatusBadge, statusLabel, statusMaps } from '@/components/status-badge';
import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { usePrincipal } from '@/features/auth/api';
import {
  type DeskFilter,
  deskChatsQueryOptions,
  deskTicketsQueryOptions,
  useAssignTicket,
  useLiveDesk,
} from '@/features/support/desk-api';
import { MessageComposer } from '@/features/support/message-composer';
import { MessageThread } from '@/features/support/message-thread';
import { formatDateTime } from '@/lib/format';
import { ChatsPanel } from './support/chats-panel';
import { DeskItemButton, DeskSplit } from './support/desk-split';
import { CreateTicketDialog, UpdateTicketDialog } from './support/ticket-dialogs';

const views = [
  { value: 'all', label: 'All' },
  { value: 'mine', label: 'Assigned to Me' },
  { value: 'unassigned', label: 'Unassigned' },
] as const;
const statusOptions = [
  { value: 'all', label: 'All statuses' },
  ...deskTicketStatuses.map((s) => ({ value: s, label: statusMaps.ticket[s].label })),
];

/**
 * The open ticket: who raised it, who holds it, Assign to Me, Update Ticket and the live thread. A
 * credit limit ticket offers its reviewers (finance) the credit review screen, where it is decided.
 */
function TicketDetail({
  ticket,
  onUpdate,
  onAssigned,
}: {
  ticket: DeskTicket;
  onUpdate: () => void;
  onAssigned: () => void;
}) {
  const principal = usePrincipal();
  const { userId } = principal;
  const assign = useAssignTicket();
  const reviewCredit = ticket.category === 'credit_limit' && canReviewCredit(principal);
  const closed = ticket.status === 'closed';
  return (
    <Card className="flex min-h-[28rem] min-w-0 flex-col">
      <CardHeader className="border-b">
        <CardTitle className="flex flex-wrap items-center gap-2">
          <span>
            #{ticket.ticketNumber} {ticket.title}
          </span>
          <StatusBadge entity="ticket" status={ticket.status} />
          <StatusBadge entity="ticketPriority" status={ticket.priority} />
        </CardTitle>
        <CardDescription>
          {ticket.submitter.name} ({ticket.submitter.email}) · {statusLabel(ticket.category)} · Opened{' '}
          {formatDateTime(ticket.createdAt)} ·{' '}
          {ticket.assigneeName ? `Assigned to ${ticket.assigneeName}` : 'Unassigned'}
          {ticket.resolvedAt ? ` · Resolved ${formatDateTime(ticket.resolvedAt)}` : ''}
        </CardDescription>
        {ticket.resolutionNotes && <p className="text-sm">Resolution: {ticket.resolutionNotes}</p>}
        <div className="flex flex-wrap gap-2 pt-2">
          {ticket.assigneeId !== userId && (
            <Button
              variant="outline"
              disabled={assign.isPending}
              onClick={() =>
                assign.mutate(ticket.id, {
                  onSuccess: () => {
                    toast.success('Ticket assigned to you');
                    onAssigned();
                  },
                  onError: () => toast.error(deskMessages.assignFailed),
                })
              }
            >
              <UserCheckIcon aria-hidden="true" /> Assign to Me
            </Button>
          )}
          <Button variant="outline" onClick={onUpdate}>
            Update Ticket
          </Button>
          {reviewCredit && (
            <Link
              to={`/associate/credit-requests?${new URLSearchParams({ search: ticket.submitter.email })}`}
              className={buttonVariants()}
            >
              <CreditCardIcon aria-hidden="true" /> Review Credit Request
            </Link>
          )}
        </div>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-4 pt-4">
        <div className="max-h-[55vh] flex-1 overflow-y-auto pr-1">
          {ticket.conversationId ? (
            <MessageThread side="desk" conversationId={ticket.conversationId} userId={userId} />
          ) : (
            <p className="text-muted-foreground">This ticket has no conversation.</p>
          )}
        </div>
        {closed ? (
          <p className="text-muted-foreground text-sm">
            This ticket is closed. Reopen it with Update Ticket to reply; a message from the partner reopens
            it.
          </p>
        ) : (
          ticket.conversationId && (
            <MessageComposer key={ticket.conversationId} side="desk" conversationId={ticket.conversationId} />
          )
        )}
      </CardContent>
    </Card>
  );
}

/**
 * Spec 3 'Support': tabs All, Assigned to Me and Unassigned, search, status filter, the ticket's
 * thread; beside the tickets, the partners' chats not tied to a ticket (PRODUCT.md).
 */
export default function SupportPage() {
  const [params, setParams] = useSearchParams();
  const viewParam = params.get('view');
  const filter: DeskFilter = {
    view: viewParam === 'mine' || viewParam === 'unassigned' ? viewParam : 'all',
    status: params.get('status') ?? 'all',
    search: params.get('search') ?? '',
  };
  const selected = params.get('ticket');
  const tab = params.get('tab') === 'chats' ? 'chats' : 'tickets';
  const [creating, setCreating] = useState(false);
  const [updating, setUpdating] = useState<DeskTicket | null>(null);
  useLiveDesk();
  const tickets = useQuery(deskTicketsQueryOptions(filter));
  const chats = useQuery(deskChatsQueryOptions(''));
  const unreadChats = chats.data?.items.reduce((sum, chat) => sum + chat.unreadCount, 0) ?? 0;
  useEffect(() => {
    if (tickets.isError) toast.error(deskMessages.loadFailed);
  }, [tickets.isError]);

  const setParam = (key: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (
          value &&
          !(key === 'status' && value === 'all') &&
          !(key === 'view' && value === 'all') &&
          !(key === 'tab' && value === 'tickets')
        )
          next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: key !== 'ticket' && key !== 'chat' },
    );

  const items = tickets.data?.items ?? [];
  const open = items.find((t) => t.id === selected) ?? null;

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Support"
        description="Partners' tickets and messages arrive here live; answer, assign and close them."
        actions={
          <Button onClick={() => setCreating(true)}>
            <PlusIcon aria-hidden="true" /> Create Support Ticket
          </Button>
        }
      />
      <Tabs value={tab} onValueChange={(value) => setParam('tab', value)}>
        <TabsList>
          <TabsTrigger value="tickets">Tickets</TabsTrigger>
          <TabsTrigger value="chats">
            Chats
            {unreadChats > 0 && <Badge aria-label={`${unreadChats} unread`}>{unreadChats}</Badge>}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="tickets" className="flex flex-col gap-6">
          <div className="flex flex-wrap items-end gap-4">
            <FilterGroup
              label="Tickets to show"
              value={filter.view}
              onValueChange={(value) => setParam('view', value)}
              options={views}
            />
            <ListSearch
              label="Search tickets"
              placeholder="Search by number, title or partner"
              value={filter.search}
              onSearch={(text) => setParam('search', text)}
            />
            <div className="flex flex-col gap-1">
              <Label htmlFor="ticket-status-filter">Status</Label>
              <OptionSelect
                id="ticket-status-filter"
                value={filter.status}
                onValueChange={(value) => setParam('status', value)}
                options={statusOptions}
              />
            </div>
          </div>
          <DeskSplit
            title="Tickets"
            query={tickets}
            items={items}
            loadingLabel="Loading tickets..."
            errorTitle={deskMessages.loadFailed}
            empty={<EmptyState icon={LifeBuoyIcon} title="No support tickets found" />}
            renderItem={(ticket) => (
              <DeskItemButton selected={ticket.id === selected} onClick={() => setParam('ticket', ticket.id)}>
                <span className="flex flex-wrap items-center gap-2">
                  <span className="font-medium">#{ticket.ticketNumber}</span>
                  <StatusBadge entity="ticket" status={ticket.status} />
                  <StatusBadge entity="ticketPriority" status={ticket.priority} />
                </span>
                <span className="truncate text-sm">{ticket.title}</span>
                <span className="text-muted-foreground text-xs">
                  {ticket.submitter.name} · {ticket.assigneeName ?? 'Unassigned'} ·{' '}
                  {formatDateTime(ticket.updatedAt)}
                </span>
              </DeskItemButton>
            )}
            open={
              open && (
                <TicketDetail
                  ticket={open}
                  onUpdate={() => setUpdating(open)}
                  // Taken from Unassigned, the ticket now lives in Assigned to Me: follow it there.
                  onAssigned={() => filter.view === 'unassigned' && setParam('view', 'mine')}
                />
              )
            }
            onBack={() => setParam('ticket', '')}
            placeholder={{
              icon: LifeBuoyIcon,
              title: 'Select a ticket',
              description: 'Choose a ticket to read its conversation and answer it.',
            }}
          />
        </TabsContent>
        <TabsContent value="chats">
          <ChatsPanel
            selectedId={params.get('chat')}
            search={params.get('chatSearch') ?? ''}
            onSelect={(chatId) => setParam('chat', chatId)}
            onSearch={(text) => setParam('chatSearch', text)}
          />
        </TabsContent>
      </Tabs>
      <CreateTicketDialog
        open={creating}
        onOpenChange={setCreating}
        onCreated={(ticket) =>
          setParams((current) => {
            const next = new URLSearchParams(current);
            next.delete('tab');
            next.set('ticket', ticket.id);
            return next;
          })
        }
      />
      <UpdateTicketDialog ticket={updating} onOpenChange={(next) => !next && setUpdating(null)} />
    </div>
  );
}
