import {
  CREDIT_SCORE_MAX,
  type CreditLimit,
  type CreditRequest,
  creditUsageLevel,
} from '@party/shared/credit/contract';
import { paymentTermsLabel } from '@party/shared/receivables/terms';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { AlertTriangleIcon, CreditCardIcon } from 'lucide-react';
import { useState } from 'react';
import { DataTable } from '@/components/data-table';
import { EmptyState } from '@/components/empty-state';
import { FormAlert } from '@/components/form-alert';
import { ListSkeleton, ListStates } from '@/components/list/list-states';
import { Money } from '@/components/money';
import { StatusBadge } from '@/components/status-badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatRequestDate } from '@/lib/format';
import { cn } from '@/lib/utils';
import { creditOverviewQueryOptions, creditRequestsQueryOptions, useLivePartnerCredit } from './api';
import { CreditRequestDialog } from './credit-request-dialog';

const barColours = { normal: 'bg-primary', warning: 'bg-yellow-500', critical: 'bg-red-600' } as const;

function Figure({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-1 rounded-lg border p-4">
      <dt className="text-muted-foreground text-sm">{label}</dt>
      <dd className="font-semibold text-xl">{children}</dd>
    </div>
  );
}

/** docs/product/partner-portal.md: the bar warns at 80% (with a nudge to ask for more) and turns red at 90%. */
function UsageBar({ limit }: { limit: CreditLimit }) {
  const level = creditUsageLevel(limit.usagePercent);
  const shown = Math.min(100, Math.max(0, limit.usagePercent));
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between text-sm">
        <span id="credit-usage-label">Credit usage</span>
        <span className="font-medium tabular-nums">{limit.usagePercent.toLocaleString('en-AU')}% used</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby="credit-usage-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={shown}
        aria-valuetext={`${limit.usagePercent}% of your credit limit used`}
        data-level={level}
        className="h-3 w-full overflow-hidden rounded-full bg-muted"
      >
        <div
          className={cn('h-full rounded-full transition-all', barColours[level])}
          style={{ width: `${shown}%` }}
        />
      </div>
      {level !== 'normal' && (
        <p
          role="status"
          className={cn(
            'flex items-start gap-2 rounded-md p-3 text-sm',
            level === 'critical' ? 'bg-red-50 text-red-800' : 'bg-yellow-50 text-yellow-900',
          )}
        >
          <AlertTriangleIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {level === 'critical'
            ? `You have used ${limit.usagePercent}% of your credit limit. Request a credit limit increase now to keep ordering on account.`
            : `You have used ${limit.usagePercent}% of your credit limit. Consider requesting a credit limit increase.`}
        </p>
      )}
    </div>
  );
}

function Overview() {
  const overview = useQuery(creditOverviewQueryOptions);
  if (overview.isError) return <FormAlert message={overview.error.message} />;
  if (overview.isPending)
    return (
      <div role="status" aria-busy="true">
        <span className="sr-only">Loading credit overview</span>
        <Skeleton className="h-40" />
      </div>
    );
  const { limit } = overview.data;
  if (!limit)
    return (
      <EmptyState
        icon={CreditCardIcon}
        title="No credit limit yet"
        description="Request a credit limit to pay for orders on account."
      />
    );
  return (
    <div className="flex flex-col gap-5">
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <Figure label="Approved Limit">
          <Money amount={limit.approvedLimit} />
        </Figure>
        <Figure label="Used">
          <Money amount={limit.usedAmount} />
        </Figure>
        <Figure label="Available">
          <Money amount={limit.availableAmount} />
        </Figure>
        <Figure label="Payment Terms">{paymentTermsLabel(limit.paymentTerms)}</Figure>
        <Figure label="Status">
          <StatusBadge entity="creditLimit" status={limit.status} />
        </Figure>
        <Figure label="Credit Score">
          {limit.creditScore === null ? 'Not rated' : `${limit.creditScore}/${CREDIT_SCORE_MAX}`}
        </Figure>
      </dl>
      <UsageBar limit={limit} />
    </div>
  );
}

const requestColumns: ColumnDef<CreditRequest, unknown>[] = [
  { id: 'date', header: 'Date', cell: ({ row }) => formatRequestDate(row.original.createdAt) },
  {
    id: 'requestedLimit',
    header: 'Requested Limit',
    cell: ({ row }) => <Money amount={row.original.requestedLimit} />,
  },
  {
    id: 'currentSpending',
    header: 'Monthly Spending',
    cell: ({ row }) => <Money amount={row.original.currentSpending} />,
  },
  {
    id: 'status',
    header: 'Status',
    cell: ({ row }) => <StatusBadge entity="creditRequest" status={row.original.status} />,
  },
  {
    id: 'ticket',
    header: 'Ticket',
    cell: ({ row }) => <span className="font-mono">{row.original.ticketNumber ?? '—'}</span>,
  },
  {
    id: 'notes',
    header: 'Notes',
    cell: ({ row }) => (
      <span className="block max-w-xs whitespace-normal text-muted-foreground text-sm">
        {row.original.reviewerNotes ?? row.original.approvalNotes ?? row.original.reason}
      </span>
    ),
  },
];

function RequestHistory() {
  const requests = useQuery(creditRequestsQueryOptions);
  return (
    <ListStates
      query={requests}
      isEmpty={(data) => data.items.length === 0}
      loadingLabel="Loading request history"
      loading={<ListSkeleton label="Loading request history" rows={1} rowClassName="h-24" />}
      errorTitle="Request history could not be loaded"
      error={(error) => <FormAlert message={error?.message} />}
      empty={<p className="py-6 text-center text-muted-foreground">No credit limit requests yet.</p>}
    >
      {(data) => (
        <DataTable
          caption="Your credit limit requests"
          columns={requestColumns}
          data={data.items}
          getRowId={(request) => request.id}
        />
      )}
    </ListStates>
  );
}

/**
 * The partner's credit (docs/product/partner-portal.md, Credit): overview, usage bar, score, request history
 * and the 'Request Credit Limit' dialog (for the company's owners and admins: `mayRequest`,
 * docs/product/company-accounts.md), refreshed live on a reviewer's decision. Mounted in the Credit tab of /partner/account and /profile.
 */
export function CreditPanel({ mayRequest = true }: { mayRequest?: boolean }) {
  // A reviewer's decision (or opening) shows at once: the limit, the usage and the request's status.
  useLivePartnerCredit();
  const [requesting, setRequesting] = useState(false);
  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
          <div className="flex flex-col gap-1.5">
            <CardTitle>Credit Overview</CardTitle>
            <CardDescription>Order on account up to your available credit. Amounts in AUD.</CardDescription>
          </div>
          {mayRequest && (
            <Button onClick={() => setRequesting(true)}>
              <CreditCardIcon aria-hidden="true" />
              Request Credit Limit
            </Button>
          )}
        </CardHeader>
        <CardContent>
          <Overview />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Request History</CardTitle>
        </CardHeader>
        <CardContent>
          <RequestHistory />
        </CardContent>
      </Card>
      <CreditRequestDialog open={requesting} onOpenChange={setRequesting} />
    </div>
  );
}

export default CreditPanel;
