import { type AdminDashboard, backgroundJobLabels, formatCents, type Principal } from '@party/shared';
import { countOf } from '@party/shared/text/plural';
import { useQuery } from '@tanstack/react-query';
import { AlertTriangleIcon, CalendarIcon, DollarSignIcon, PackageXIcon } from 'lucide-react';
import type * as React from 'react';
import { Link } from 'react-router';
import { RecordStates } from '@/components/record/record-states';
import { StatCards } from '@/components/stat-cards';
import { StatusBadge } from '@/components/status-badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { adminDashboardQueryOptions, useLiveAdminOverview } from '@/features/admin-overview/api';
import { formatDateTime, formatRelativeTime } from '@/lib/format';

const whole = new Intl.NumberFormat('en-AU');
const ordersLabel = (n: number) => countOf(n, { one: 'order', other: 'orders' });

function Panel({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card className="h-full">
      <CardHeader>
        <CardTitle as="h2" className="text-base">
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

const linkClass = 'font-medium text-primary underline-offset-4 hover:underline';

/** Each kind of approval with where it is decided; quotes and campaigns are decided in the associate portal. */
function approvalRows(board: AdminDashboard, principal: Principal) {
  const staff = principal.role === 'associate';
  return [
    {
      label: 'Onboarding applications',
      count: board.approvals.onboardingApplications,
      to: '/admin/onboarding?status=pending',
    },
    {
      label: 'Credit limit requests',
      count: board.approvals.creditRequests,
      to: '/admin/partners/credit-requests',
    },
    { label: 'Vendor documents to verify', count: board.approvals.vendorDocuments, to: '/admin/vendors' },
    {
      label: 'Quotes awaiting approval',
      count: board.approvals.quotes,
      to: staff ? '/associate/quotes' : null,
    },
    {
      label: 'Campaigns awaiting approval',
      count: board.approvals.campaigns,
      to: staff ? '/associate/campaigns?tab=draft' : null,
    },
  ];
}

/**
 * The whole store at a glance (the admin dashboard of docs/product/admin-area.md): one read,
 * refreshed when an order changes.
 */
export function StoreOverview({ principal }: { principal: Principal }) {
  const query = useQuery(adminDashboardQueryOptions);
  useLiveAdminOverview();
  return (
    <RecordStates
      query={query}
      loadingLabel="Loading the store's figures"
      errorTitle="Failed to load the store's figures"
      notFoundTitle="Failed to load the store's figures"
      className="flex flex-col gap-6"
    >
      {(board) => (
        <>
          <StoreFigures board={board} />
          <div className="grid gap-6 lg:grid-cols-2">
            <ApprovalsPanel board={board} principal={principal} />
            <OrdersByStatusPanel board={board} />
            <StockAlertsPanel board={board} staff={principal.role === 'associate'} />
            <EmailAndJobsPanel board={board} />
          </div>
        </>
      )}
    </RecordStates>
  );
}

function StoreFigures({ board }: { board: AdminDashboard }) {
  return (
    <StatCards
      label="Store figures"
      stats={[
        {
          label: 'Sales Today',
          value: formatCents(board.salesToday.amountCents),
          icon: DollarSignIcon,
          hint: <p className="text-muted-foreground text-sm">{ordersLabel(board.salesToday.orders)}</p>,
        },
        {
          label: 'Sales This Month',
          value: formatCents(board.salesThisMonth.amountCents),
          icon: CalendarIcon,
          hint: <p className="text-muted-foreground text-sm">{ordersLabel(board.salesThisMonth.orders)}</p>,
        },
        {
          label: 'Low Stock',
          value: whole.format(board.stock.lowStock),
          icon: AlertTriangleIcon,
          hint: <p className="text-muted-foreground text-sm">At or under their reorder level</p>,
        },
        {
          label: 'Out of Stock',
          value: whole.format(board.stock.outOfStock),
          icon: PackageXIcon,
        },
      ]}
    />
  );
}

function ApprovalsPanel({ board, principal }: { board: AdminDashboard; principal: Principal }) {
  const waiting = Object.values(board.approvals).reduce((n, c) => n + c, 0);
  return (
    <Panel title="Pending Approvals">
      <p className="mb-3 text-muted-foreground text-sm">
        {waiting === 0 ? 'Nothing is waiting for approval.' : `${whole.format(waiting)} waiting in all.`}
      </p>
      <ul className="flex flex-col divide-y">
        {approvalRows(board, principal).map((row) => (
          <li key={row.label} className="flex items-center justify-between gap-4 py-2">
            {row.to ? (
              <Link to={row.to} className={linkClass}>
                {row.label}
              </Link>
            ) : (
              <span>
                {row.label}
                <span className="block text-muted-foreground text-xs">
                  Decided in the associate portal by finance
                </span>
              </span>
            )}
            <span className="font-semibold tabular-nums">{whole.format(row.count)}</span>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

function OrdersByStatusPanel({ board }: { board: AdminDashboard }) {
  return (
    <Panel title="Orders by Status">
      <ul className="flex flex-col divide-y">
        {board.ordersByStatus.map((row) => (
          <li key={row.status} className="flex items-center justify-between gap-4 py-2">
            <Link to={`/admin/partners/orders?status=${row.status}`} className={linkClass}>
              <StatusBadge entity="order" status={row.status} />
              <span className="sr-only"> orders</span>
            </Link>
            <span className="font-semibold tabular-nums">{whole.format(row.count)}</span>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

/** Products at or under their reorder level; staff open them in the associate portal's products. */
function StockAlertsPanel({ board, staff }: { board: AdminDashboard; staff: boolean }) {
  return (
    <Panel title="Stock Alerts">
      {board.stock.alerts.length === 0 ? (
        <p className="text-muted-foreground text-sm">Every product is above its reorder level.</p>
      ) : (
        <ul className="flex flex-col divide-y">
          {board.stock.alerts.map((product) => (
            <li key={product.id} className="flex items-center justify-between gap-4 py-2">
              <Link
                to={
                  staff
                    ? `/associate/products?search=${encodeURIComponent(product.name)}`
                    : `/product/${product.slug}`
                }
                className={linkClass}
              >
                {product.name}
              </Link>
              <span className="text-sm tabular-nums">
                {product.stockQuantity === 0
                  ? 'Out of stock'
                  : `${whole.format(product.stockQuantity)} left (level ${whole.format(product.lowStockThreshold)})`}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

function EmailAndJobsPanel({ board }: { board: AdminDashboard }) {
  return (
    <Panel title="Email and Jobs">
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-2 text-sm">
        <dt>Emails waiting to send</dt>
        <dd className="text-right font-semibold tabular-nums">{whole.format(board.outbox.pending)}</dd>
        <dt>Emails that failed</dt>
        <dd className="text-right font-semibold tabular-nums">{whole.format(board.outbox.failed)}</dd>
        <dt>Oldest waiting</dt>
        <dd className="text-right tabular-nums">
          {board.outbox.oldestPendingAt
            ? `queued ${formatRelativeTime(board.outbox.oldestPendingAt)}`
            : 'None'}
        </dd>
      </dl>
      <h3 className="mt-4 mb-2 font-medium text-sm">Background jobs</h3>
      <ul className="flex flex-col divide-y text-sm">
        {board.jobs.map((job) => (
          <li key={job.name} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <span>{backgroundJobLabels[job.name]}</span>
            {job.lastRun ? (
              <span className="text-right">
                <span
                  className={job.lastRun.status === 'ok' ? 'text-success' : 'font-medium text-destructive'}
                >
                  {job.lastRun.status === 'ok' ? 'Succeeded' : 'Failed'}
                </span>{' '}
                {formatDateTime(job.lastRun.finishedAt)}
                {job.lastRun.error && (
                  <span className="block text-muted-foreground text-xs">{job.lastRun.error}</span>
                )}
              </span>
            ) : (
              <span className="text-muted-foreground">Not run yet</span>
            )}
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm">
        <Link to="/admin/mailbox" className={linkClass}>
          Open the mailbox
        </Link>
      </p>
    </Panel>
  );
}
