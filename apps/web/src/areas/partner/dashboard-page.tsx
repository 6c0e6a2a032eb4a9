import { type PartnerOverview, pendingTasksLabel } from '@party/shared';
import { useQuery } from '@tanstack/react-query';
import {
  ClipboardCheckIcon,
  GiftIcon,
  HeartIcon,
  LifeBuoyIcon,
  type LucideIcon,
  MessageSquareIcon,
  PackageIcon,
  ShoppingBagIcon,
  TicketIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { RecordStates } from '@/components/record/record-states';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { type QuickLink, QuickLinkCards } from '@/components/welcome';
import { usePrincipal } from '@/features/auth/api';
import { partnerOverviewQueryOptions } from '@/features/partner-overview/api';

const quickLinks: QuickLink[] = [
  {
    to: '/partner/shop',
    title: 'Shop Now!',
    description: 'Browse the catalogue and order.',
    icon: ShoppingBagIcon,
  },
  {
    to: '/partner/orders',
    title: 'Track Orders',
    description: 'See where your orders are.',
    icon: PackageIcon,
  },
  {
    to: '/partner/wishlist',
    title: 'Wishlist',
    description: 'Products you saved for later.',
    icon: HeartIcon,
  },
  {
    to: '/partner/messages',
    title: 'Get Help',
    description: 'Chat with us or open a ticket.',
    icon: LifeBuoyIcon,
  },
];

/** The loyalty points and the pending tasks; '…' until `data` is there. */
function OverviewCards({ data }: { data: PartnerOverview | undefined }) {
  const tasks: { label: string; count: number | undefined; to: string; icon: LucideIcon }[] = [
    { label: 'Pending orders', count: data?.pendingOrders, to: '/partner/orders', icon: PackageIcon },
    { label: 'Open tickets', count: data?.openTickets, to: '/partner/messages', icon: TicketIcon },
    {
      label: 'Unread messages',
      count: data?.unreadMessages,
      to: '/partner/messages',
      icon: MessageSquareIcon,
    },
    // docs/product/company-accounts.md: approvers' pending tasks count the orders awaiting them.
    ...(data && data.awaitingApprovals > 0
      ? [
          {
            label: 'Awaiting your approval',
            count: data.awaitingApprovals,
            to: '/partner/approvals',
            icon: ClipboardCheckIcon,
          },
        ]
      : []),
  ];
  return (
    <div className="grid gap-4 lg:grid-cols-[1fr_2fr]">
      <Card className="border-festive/40 bg-festive/5">
        <CardHeader>
          <GiftIcon className="size-6 text-festive" aria-hidden="true" />
          <CardTitle>Loyalty Points</CardTitle>
          <p className="font-bold text-3xl tabular-nums" data-testid="loyalty-points">
            {data ? `${data.loyaltyPoints.toLocaleString('en-AU')} points` : '…'}
          </p>
          <CardDescription>You earn 1 point for every whole dollar of delivered orders.</CardDescription>
        </CardHeader>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{data ? pendingTasksLabel(data.pendingTasks) : 'Pending tasks'}</CardTitle>
          <ul className="mt-2 grid gap-3 sm:grid-cols-3">
            {tasks.map((task) => (
              <li key={task.label}>
                <Link
                  to={task.to}
                  className="flex items-center gap-3 rounded-lg border p-3 transition-colors hover:border-primary"
                >
                  <task.icon className="size-5 text-primary" aria-hidden="true" />
                  <span className="flex flex-col">
                    <span className="font-bold text-xl tabular-nums">{task.count ?? '…'}</span>
                    <span className="text-muted-foreground text-sm">{task.label}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </CardHeader>
      </Card>
    </div>
  );
}

/**
 * /partner: the welcome banner and loyalty teaser (docs/product/partner-portal.md), with the partner's real
 * figures.
 */
export default function PartnerDashboardPage() {
  const { name } = usePrincipal();
  const overview = useQuery(partnerOverviewQueryOptions);

  return (
    <div className="flex flex-col gap-6">
      <section
        aria-labelledby="welcome-heading"
        className="flex flex-col gap-3 rounded-2xl bg-gradient-to-r from-primary-hover to-primary p-6 text-primary-foreground shadow-sm md:p-8"
      >
        <h1 id="welcome-heading" className="text-2xl md:text-3xl">
          Welcome back, {name}!
        </h1>
        <p className="max-w-2xl text-primary-foreground/90">
          Your Party Central partner portal: wholesale party supplies delivered Australia-wide, with your
          orders, wishlist and support in one place.
        </p>
        <Link to="/partner/shop" className={`${buttonVariants({ variant: 'secondary' })} w-fit`}>
          <ShoppingBagIcon aria-hidden="true" />
          Shop Now!
        </Link>
      </section>

      <RecordStates
        query={overview}
        loadingLabel="Loading your figures"
        loading={<OverviewCards data={undefined} />}
        errorTitle="Your figures could not be loaded."
        notFoundTitle="Your figures could not be loaded."
      >
        {(data) => <OverviewCards data={data} />}
      </RecordStates>

      <QuickLinkCards links={quickLinks} columns={4} />
    </div>
  );
}
