import { companyAndMember, type DeskTicket, deskMessages, deskTicketStatuses } from '@party/shared';
import { canReviewCredit } from '@party/shared/credit/review-access';
import { useQuery } from '@tanstack/react-query';
import { CreditCardIcon, LifeBuoyIcon, PlusIcon, UserCheckIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
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
import { type DeskParams, useDeskParams } from './support/use-desk-params';

const views = [
  { value: 'all', label: 'All' },
  { value: 'mine', label: 'Assigned to Me' },
  { value: 'unassigned', label: 'Unassigned' },
] as const;
const statusOptions = [
  { value: 'all', label: 'All statuses' },
  ...deskTicketStatuses.map((s) => ({ value: s, label: statusMaps.ticket[s].label })),
];

/** Assign to Me (unless it is mine), Update Ticket, and for a credit limit ticket its reviewers' way to decide it. */
function TicketActions({
  ticket,
  onUpdate,
  onAssigned,
}: {
  ticket: DeskTicket;
  onUpdate: () => void;
  onAssigned: () => void;
}) {
  const principal = usePrincipal();
  const assign = useAssignTicket();
  const reviewCredit = ticket.category === 'credit_limit' && canReviewCredit(principal);
  return (
    <div className="flex flex-wrap gap-2 pt-2">
      {ticket.assigneeId !== principal.userId && (
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
  );
}

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
  const { userId } = usePrincipal();
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
          {companyAndMember(ticket.company, ticket.placedBy)} ({ticket.submitter.email}) ·{' '}
          {statusLabel(ticket.category)} · Opened {formatDateTime(ticket.createdAt)} ·{' '}
          {ticket.assigneeName ? `Assigned to ${ticket.assigneeName}` : 'Unassigned'}
          {ticket.resolvedAt ? ` · Resolved ${formatDateTime(ticket.resolvedAt)}` : ''}
        </CardDescription>
        {ticket.resolutionNotes && <p className="text-sm">Resolution: {ticket.resolutionNotes}</p>}
        <TicketActions ticket={ticket} onUpdate={onUpdate} onAssigned={onAssigned} />
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

/** The tickets' view, search and status filter, kept in the address. */
function TicketFilters({ desk }: { desk: DeskParams }) {
  return (
    <div className="flex flex-wrap items-end gap-4">
      <FilterGroup
        label="Tickets to show"
        value={desk.filter.view}
        onValueChange={(value) => desk.setParam('view', value)}
        options={views}
      />
      <ListSearch
        label="Search tickets"
        placeholder="Search by number, title or partner"
        value={desk.filter.search}
        onSearch={(text) => desk.setParam('search', text)}
      />
      <div className="flex flex-col gap-1">
        <Label htmlFor="ticket-status-filter">Status</Label>
        <OptionSelect
          id="ticket-status-filter"
          value={desk.filter.status}
          onValueChange={(value) => desk.setParam('status', value)}
          options={statusOptions}
        />
      </div>
    </div>
  );
}

function TicketListItem({
  ticket,
  selected,
  onOpen,
}: {
  ticket: DeskTicket;
  selected: boolean;
  onOpen: () => void;
}) {
  return (
    <DeskItemButton selected={selected} onClick={onOpen}>
      <span className="flex flex-wrap items-center gap-2">
        <span className="font-medium">#{ticket.ticketNumber}</span>
        <StatusBadge entity="ticket" status={ticket.status} />
        <StatusBadge entity="ticketPriority" status={ticket.priority} />
      </span>
      <span className="truncate text-sm">{ticket.title}</span>
      <span className="text-muted-foreground text-xs">
        {companyAndMember(ticket.company, ticket.placedBy)} · {ticket.assigneeName ?? 'Unassigned'} ·{' '}
        {formatDateTime(ticket.updatedAt)}
      </span>
    </DeskItemButton>
  );
}

/** The Tickets tab: the filters, the list in its states and the open ticket beside it. */
function TicketsTab({ desk, onUpdate }: { desk: DeskParams; onUpdate: (ticket: DeskTicket) => void }) {
  const { filter, selected, setParam } = desk;
  const tickets = useQuery(deskTicketsQueryOptions(filter));
  const open = tickets.data?.items.find((t) => t.id === selected) ?? null;
  return (
    <>
      <TicketFilters desk={desk} />
      <DeskSplit
        title="Tickets"
        query={tickets}
        loadingLabel="Loading tickets..."
        errorTitle={deskMessages.loadFailed}
        empty={<EmptyState icon={LifeBuoyIcon} title="No support tickets found" />}
        renderItem={(ticket) => (
          <TicketListItem
            ticket={ticket}
            selected={ticket.id === selected}
            onOpen={() => setParam('ticket', ticket.id)}
          />
        )}
        open={
          open && (
            <TicketDetail
              ticket={open}
              onUpdate={() => onUpdate(open)}
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
    </>
  );
}

/**
 * The support desk (docs/product/associate-portal.md, 'Support desk'): tabs All, Assigned to Me and
 * Unassigned, search, status filter, the ticket's thread; beside the tickets, the partners' chats not
 * tied to a ticket.
 */
export default function SupportPage() {
  const desk = useDeskParams();
  const { params, setParam } = desk;
  const [creating, setCreating] = useState(false);
  const [updating, setUpdating] = useState<DeskTicket | null>(null);
  useLiveDesk();
  const chats = useQuery(deskChatsQueryOptions(''));
  const unreadChats = chats.data?.items.reduce((sum, chat) => sum + chat.unreadCount, 0) ?? 0;
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
      <Tabs value={desk.tab} onValueChange={(value) => setParam('tab', value)}>
        <TabsList>
          <TabsTrigger value="tickets">Tickets</TabsTrigger>
          <TabsTrigger value="chats">
            Chats
            {unreadChats > 0 && <Badge aria-label={`${unreadChats} unread`}>{unreadChats}</Badge>}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="tickets" className="flex flex-col gap-6">
          <TicketsTab desk={desk} onUpdate={setUpdating} />
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
      <CreateTicketDialog open={creating} onOpenChange={setCreating} onCreated={desk.openCreated} />
      <UpdateTicketDialog ticket={updating} onOpenChange={(next) => !next && setUpdating(null)} />
    </div>
  );
}
