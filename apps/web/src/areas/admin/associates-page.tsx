import type { AdminAssociateOverview } from '@party/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { CheckCircleIcon, ClockIcon, FileTextIcon, UsersIcon } from 'lucide-react';
import { StatusBadge } from '@/components/status-badge';
import { adminAssociateOverviewQueryOptions } from '@/features/admin-overview/api';
import { formatDate, formatRelativeTime } from '@/lib/format';
import { AdministrationScreen } from './portals/administration-screen';
import { RecentTable } from './portals/recent-table';

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

/**
 * /admin/associates ('Associate Administration', docs/product/admin-area.md): four tiles, Recent
 * Applications and Recent Activity.
 */
export default function AssociateAdministrationPage() {
  return (
    <AdministrationScreen
      title="Associate Administration"
      description="Associate applications, accounts and activity."
      actions={[
        { to: '/admin/associates/accounts', label: 'Associate Accounts' },
        { to: '/admin/onboarding', label: 'Onboarding Review' },
      ]}
      overviewQuery={adminAssociateOverviewQueryOptions}
      statsLabel="Associate figures"
      stats={(data) => [
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
      recent={(data, loading) => (
        <>
          <RecentTable
            title="Recent Applications"
            rows={data?.recentApplications}
            columns={applicationColumns}
            getRowId={(a) => a.id}
            emptyMessage="No applications yet"
            loading={loading}
          />
          <RecentTable
            title="Recent Activity"
            rows={data?.recentActivity}
            columns={activityColumns}
            getRowId={(a) => a.id}
            emptyMessage="No recent activity"
            loading={loading}
          />
        </>
      )}
    />
  );
}
