import { type AssociateOverview, pendingTasksLabel } from '@party/shared';
import { nounFor } from '@party/shared/text/plural';
import { useQuery } from '@tanstack/react-query';
import { FileTextIcon, HeadsetIcon, PackageIcon, ShoppingCartIcon } from 'lucide-react';
import { PageHeader } from '@/components/page-header';
import { RecordStates } from '@/components/record/record-states';
import { StatCards } from '@/components/stat-cards';
import { associateOverviewQueryOptions } from '@/features/associate-overview/api';
import { usePrincipal } from '@/features/auth/api';

const count = (n: number) => n.toLocaleString('en-AU');

type Overview = AssociateOverview | undefined;

/** The store's work of the day, each card a link to its screen (placeholders while it loads). */
function TodaysWork({ data }: { data: Overview }) {
  return (
    <StatCards
      label="Today's work"
      loading={!data}
      stats={[
        {
          label: 'New Quote Requests',
          value: data ? count(data.newQuoteRequests) : '',
          icon: FileTextIcon,
          to: '/associate/quotes',
          hint: <span className="text-muted-foreground text-sm">Requested from the storefront</span>,
        },
        {
          label: 'Pending Orders',
          value: data ? count(data.pendingOrders) : '',
          icon: ShoppingCartIcon,
          to: '/associate/orders',
          hint: <span className="text-muted-foreground text-sm">Waiting to be processed</span>,
        },
        {
          label: 'Low Stock Products',
          value: data ? count(data.lowStockProducts + data.outOfStockProducts) : '',
          icon: PackageIcon,
          to: '/associate/products',
          hint: data && (
            <span className="text-muted-foreground text-sm">
              {count(data.lowStockProducts)} low, {count(data.outOfStockProducts)} out of stock
            </span>
          ),
        },
        {
          label: 'Open Tickets',
          value: data ? count(data.openTickets) : '',
          icon: HeadsetIcon,
          to: '/associate/support',
          hint: <span className="text-muted-foreground text-sm">Waiting on the support desk</span>,
        },
      ]}
    />
  );
}

/** The associate's own pending tasks: the count in the heading, each kind on its line. */
function MyPendingTasks({ data }: { data: Overview }) {
  return (
    <section aria-labelledby="my-tasks-heading" className="flex flex-col gap-3 rounded-lg border p-4">
      <h2 id="my-tasks-heading" className="text-lg">
        {data ? pendingTasksLabel(data.pendingTasks) : 'Pending tasks'}
      </h2>
      {data && (
        <ul className="grid gap-2 text-sm sm:grid-cols-2">
          <li>
            <span className="font-semibold tabular-nums">{count(data.assignedTickets)}</span>{' '}
            {nounFor(data.assignedTickets, { one: 'ticket', other: 'tickets' })} assigned to you
          </li>
          <li>
            <span className="font-semibold tabular-nums">{count(data.quotesAwaitingApproval)}</span>{' '}
            {nounFor(data.quotesAwaitingApproval, { one: 'quote', other: 'quotes' })} awaiting your approval
          </li>
          <li>
            <span className="font-semibold tabular-nums">{count(data.campaignsAwaitingApproval)}</span>{' '}
            {nounFor(data.campaignsAwaitingApproval, { one: 'campaign', other: 'campaigns' })} awaiting your
            approval
          </li>
          <li>
            <span className="font-semibold tabular-nums">{count(data.workflowStepsDue)}</span>{' '}
            {nounFor(data.workflowStepsDue, { one: 'workflow step', other: 'workflow steps' })} due
          </li>
        </ul>
      )}
    </section>
  );
}

/**
 * /associate: today's work for the store (new quote requests, pending orders, low-stock products,
 * open tickets), each leading to its screen, and the associate's own pending tasks. The shell's
 * pending-tasks line keeps the same query live.
 */
export default function AssociateDashboardPage() {
  const { name } = usePrincipal();
  const overview = useQuery(associateOverviewQueryOptions);
  const placeholder = (
    <>
      <TodaysWork data={undefined} />
      <MyPendingTasks data={undefined} />
    </>
  );
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={`Welcome back, ${name}!`} description="Today's work across the store." />
      <RecordStates
        query={overview}
        loadingLabel="Loading today's work"
        loading={placeholder}
        errorTitle="Failed to load today's work"
        notFoundTitle="Failed to load today's work"
        className="flex flex-col gap-6"
      >
        {(data) => (
          <>
            <TodaysWork data={data} />
            <MyPendingTasks data={data} />
          </>
        )}
      </RecordStates>
    </div>
  );
}
