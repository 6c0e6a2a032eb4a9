import type { AdminAssociateOverview } from '@party/shared';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { CheckCircleIcon, ClockIcon, FileTextIcon, UsersIcon } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { StatCards } from '@/components/stat-cards';
import { StatusBadge } from '@/components/status-badge';
import { buttonVariants } from '@/components/ui/button';
import { adminAssociateOverviewQueryOptions, useLiveAdminOverview } from '@/features/admin-overview/api';
import { formatDate, formatRelativeTime } from '@/lib/format';
import { OverviewError, RecentTable } from './portals/recent-table';

type Application = AdminAssociateOverview['recentApplications'][number];
type Activity = AdminAssociateOverview['recentActivity'][number];

const applicationColumns: ColumnDef<Application, unknown>[] = [
  { id: 'name', header: 'Applicant', cell: ({ row }) => row.original.applicantName },
  { id: 'email', header: 'Email', cell: ({ row }) => row.original.email },
  { id: 'company', header: 'Company', cell: ({ row }) => row.original.companyName },
  {
    id: 'status',
    header: 'Status',
    cell: ({ row }) => <StatusBadge entity="onboarding" status={row.original.status} />,
  },
  { id: 'date', header: 'Submitted', cell: ({ row }) => formatDate(row.original.submittedAt) },
];

const activityColumns: ColumnDef<Activity, unknown>[] = [
  { id: 'customer', header: 'Customer', cell: ({ row }) => row.original.customer },
  { id: 'location', header: 'Location', cell: ({ row }) => row.original.location ?? '—' },
  { id: 'time', header: 'Time', cell: ({ row }) => formatRelativeTime(row.original.createdAt) },
];

/** /admin/associates (spec 3 'Associate Administration'): four tiles, Recent Applications and Recent Activity. */
export default function AssociateAdministrationPage() {
  useLiveAdminOverview();
  const overview = useQuery(adminAssociateOverviewQueryOptions);
  const data = overview.data;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Associate Administration"
        description="Associate applications, accounts and activity."
        actions={
          <>
            <Link to="/admin/associates/accounts" className={buttonVariants({ variant: 'outline' })}>
              Associate Accounts
            </Link>
            <Link to="/admin/onboarding" className={buttonVariants({ variant: 'outline' })}>
              Onboarding Review
            </Link>
          </>
        }
      />
      {overview.isError && !data ? (
        <OverviewError error={overview.error} onRetry={overview.refetch} />
      ) : (
        <>
          <StatCards
            label="Associate figures"
            loading={overview.isPending}
            stats={[
              {
                label: 'Total Applications',
                value: data?.totalApplications.toLocaleString('en-AU'),
                icon: FileTextIcon,
              },
              {
                label: 'Pending Applications',
                value: data?.pendingApplications.toLocaleString('en-AU'),
                icon: ClockIcon,
              },
              { label: 'Approved', value: data?.approved.toLocaleString('en-AU'), icon: CheckCircleIcon },
              { label: 'Active Users', value: data?.activeUsers.toLocaleString('en-AU'), icon: UsersIcon },
            ]}
          />
          <div className="flex flex-col gap-4">
            <RecentTable
              title="Recent Applications"
              rows={data?.recentApplications}
              columns={applicationColumns}
              getRowId={(a) => a.id}
              emptyMessage="No associate applications yet."
              loading={overview.isPending}
            />
            <RecentTable
              title="Recent Activity"
              rows={data?.recentActivity}
              columns={activityColumns}
              getRowId={(a) => a.id}
              emptyMessage="No activity yet."
              loading={overview.isPending}
            />
          </div>
        </>
      )}
    </div>
  );
}
