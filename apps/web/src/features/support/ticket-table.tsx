import { ticketCategoryLabel } from '@party/shared/support/categories';
import { supportMessages, type Ticket } from '@party/shared/support/contract';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { MessageSquareIcon } from 'lucide-react';
import { DataTable } from '@/components/data-table';
import { ACTIONS_COLUMN_ID } from '@/components/data-table-rows';
import { FormAlert } from '@/components/form-alert';
import { ListSkeleton, ListStates } from '@/components/list/list-states';
import { StatusBadge } from '@/components/status-badge';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format';
import { ticketsQueryOptions } from './api';

function columns(onOpenConversation: (ticket: Ticket) => void): ColumnDef<Ticket, unknown>[] {
  return [
    {
      accessorKey: 'ticketNumber',
      header: 'Ticket #',
      cell: ({ row }) => <span className="font-mono">{row.original.ticketNumber}</span>,
    },
    { accessorKey: 'title', header: 'Title' },
    {
      accessorKey: 'category',
      header: 'Category',
      cell: ({ row }) => ticketCategoryLabel(row.original.category),
    },
    {
      accessorKey: 'priority',
      header: 'Priority',
      cell: ({ row }) => <StatusBadge entity="ticketPriority" status={row.original.priority} />,
    },
    {
      accessorKey: 'status',
      header: 'Status',
      cell: ({ row }) => <StatusBadge entity="ticket" status={row.original.status} />,
    },
    {
      accessorKey: 'updatedAt',
      header: 'Updated',
      cell: ({ row }) => formatDateTime(row.original.updatedAt),
      meta: { detail: true },
    },
    {
      // The row's action: pinned in view at the table's right edge (the list kit's actions column).
      id: ACTIONS_COLUMN_ID,
      header: () => <span className="sr-only">Conversation</span>,
      cell: ({ row }) =>
        row.original.conversationId ? (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => onOpenConversation(row.original)}
            aria-label={`Chat about ticket ${row.original.ticketNumber}`}
          >
            <MessageSquareIcon aria-hidden="true" />
            Chat
          </Button>
        ) : null,
    },
  ];
}

/** The partner's tickets, most recently updated first. */
export function TicketTable({ onOpenConversation }: { onOpenConversation(ticket: Ticket): void }) {
  const tickets = useQuery(ticketsQueryOptions);
  return (
    <ListStates
      query={tickets}
      // The table says 'No support tickets found' itself, under its headers.
      isEmpty={() => false}
      loadingLabel="Loading tickets"
      loading={<ListSkeleton label="Loading tickets" rowClassName="h-10" />}
      errorTitle="Support tickets could not be loaded"
      error={(error) => <FormAlert message={error?.message} />}
      empty={null}
    >
      {(data) => (
        <DataTable
          caption="Your support tickets"
          columns={columns(onOpenConversation)}
          data={data.items}
          getRowId={(ticket) => ticket.id}
          emptyMessage={supportMessages.noTickets}
          pageSize={10}
        />
      )}
    </ListStates>
  );
}
