import {
  type AssociateAccount,
  type AssociateRole,
  associateAccountMessages,
  associateAccountStatuses,
  associateRoles,
} from '@party/shared';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { UsersIcon } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { EmptyState } from '@/components/empty-state';
import { FilterGroup } from '@/components/list/filter-group';
import { ListSearch } from '@/components/list/list-search';
import { PagedList } from '@/components/list/paged-list';
import { useListParams } from '@/components/list/use-list-params';
import { OptionSelect } from '@/components/option-select';
import { PageHeader } from '@/components/page-header';
import { StatusBadge, statusLabel, statusStyle } from '@/components/status-badge';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button';
import {
  associateAccountsQueryOptions,
  useLiveAdminUsers,
  useSetAssociateDepartment,
} from '@/features/admin-users/api';
import { formatDate } from '@/lib/format';

const departmentOptions = associateRoles.map((value) => ({ value, label: statusLabel(value) }));

function DepartmentSelect({ account }: { account: AssociateAccount }) {
  const setDepartment = useSetAssociateDepartment();
  if (!account.associateRole) return <span className="text-muted-foreground">Not yet approved</span>;
  return (
    <OptionSelect
      aria-label={`Department: ${account.name}`}
      className="w-48"
      value={account.associateRole}
      disabled={setDepartment.isPending}
      options={departmentOptions}
      onValueChange={(role) =>
        setDepartment.mutate(
          { id: account.id, input: role as AssociateRole },
          {
            onSuccess: () =>
              toast.success(associateAccountMessages.departmentUpdated, {
                description: `${account.name} now works in ${statusLabel(role)}.`,
              }),
            onError: (error) => toast.error(error.message),
          },
        )
      }
    />
  );
}

const columns: ColumnDef<AssociateAccount, unknown>[] = [
  {
    id: 'name',
    header: 'Name',
    cell: ({ row }) => (
      <div className="flex flex-col">
        <span className="font-medium">
          {row.original.name}
          {row.original.isAdmin && (
            <Badge variant="secondary" className="ml-2">
              Admin
            </Badge>
          )}
        </span>
        {row.original.companyName && (
          <span className="text-muted-foreground text-xs">Applied for {row.original.companyName}</span>
        )}
      </div>
    ),
  },
  { header: 'Email', accessorKey: 'email' },
  {
    id: 'department',
    header: 'Department',
    cell: ({ row }) => <DepartmentSelect account={row.original} />,
  },
  {
    id: 'status',
    header: 'Status',
    cell: ({ row }) => <StatusBadge entity="associateAccount" status={row.original.status} />,
  },
  { id: 'created', header: 'Created', cell: ({ row }) => formatDate(row.original.createdAt) },
  {
    id: 'actions',
    header: 'Actions',
    cell: ({ row }) =>
      row.original.status === 'pending_approval' ? (
        <Link to="/admin/onboarding" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
          Review application<span className="sr-only"> of {row.original.name}</span>
        </Link>
      ) : (
        <Link
          to={`/admin/associates/users?search=${encodeURIComponent(row.original.email)}`}
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
        >
          Role and access<span className="sr-only"> of {row.original.name}</span>
        </Link>
      ),
  },
];

/**
 * /admin/associates/accounts (Associate Administration, docs/product/admin-area.md, on real data): every associate and
 * every pending associate applicant, searched by name or email and filtered by status. The
 * department (sales, product management, finance) is set here; roles and the Active switch live on
 * Associate Role Management, and pending applications are decided at Onboarding Review.
 */
export default function AssociateAccountsPage() {
  useLiveAdminUsers();
  const list = useListParams({
    filters: { status: { values: ['all', ...associateAccountStatuses], default: 'all' } },
  });
  const status = list.query.filters.status as 'all' | (typeof associateAccountStatuses)[number];
  const accounts = useQuery(
    associateAccountsQueryOptions({
      search: list.query.search || undefined,
      status,
      page: list.query.page,
      pageSize: list.query.pageSize,
    }),
  );
  const counts = accounts.data?.counts;

  const withCount = (value: (typeof associateAccountStatuses)[number]) =>
    `${statusStyle('associateAccount', value).label}${counts ? ` (${counts[value].toLocaleString('en-AU')})` : ''}`;

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Associate Accounts"
        description="Every associate account: department, status and when it was created."
        actions={
          <Link to="/admin/associates/users" className={buttonVariants({ variant: 'outline' })}>
            Associate Role Management
          </Link>
        }
      />
      <div className="flex flex-wrap items-center gap-3">
        <ListSearch
          label="Search associate accounts"
          placeholder="Search by name or email..."
          value={list.query.search}
          onSearch={list.setSearch}
        />
        <FilterGroup
          label="Account status"
          value={status}
          onValueChange={(value) => list.setFilter('status', value)}
          options={[
            { value: 'all', label: 'All' },
            ...associateAccountStatuses.map((value) => ({ value, label: withCount(value) })),
          ]}
        />
      </div>
      <PagedList
        filtered={list.filtered}
        noMatchTitle="No associate accounts found"
        query={accounts}
        loadingLabel="Loading associate accounts..."
        errorTitle="Failed to load associate accounts"
        empty={
          <EmptyState
            icon={UsersIcon}
            title="No associate accounts found"
            description="Associates appear here once they apply at /onboarding or an admin approves them."
          />
        }
        caption="Associate accounts"
        columns={columns}
        getRowId={(a) => a.id}
        onPageChange={list.setPage}
      />
    </div>
  );
}
