import {
  type AdminPortal,
  type AdminUser,
  adminPortals,
  adminUserStatuses,
  mayChangeAccountOf,
  type Principal,
} from '@party/shared';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { KeyRoundIcon, LogOutIcon, UsersIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { ListSearch } from '@/components/list/list-search';
import { PagedList } from '@/components/list/paged-list';
import { useListParams } from '@/components/list/use-list-params';
import { OptionSelect } from '@/components/option-select';
import { PageHeader } from '@/components/page-header';
import { statusLabel } from '@/components/status-badge';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  adminUsersQueryOptions,
  useEndSessions,
  useForcePasswordReset,
  useLiveAdminUsers,
} from '@/features/admin-users/api';
import { UserActiveSwitch } from '@/features/admin-users/user-active-switch';
import { usePrincipal } from '@/features/auth/api';
import { formatDate } from '@/lib/format';

const portalLabels: Record<AdminPortal, string> = {
  partner: 'Partners',
  vendor: 'Vendors',
  associate: 'Associates',
  admin: 'Administrators',
};
const statusOptions = [
  { value: 'all', label: 'All Statuses' },
  { value: 'active', label: 'Active' },
  { value: 'disabled', label: 'Disabled' },
];

function RoleCell({ user }: { user: AdminUser }) {
  return (
    <div className="flex flex-wrap gap-1">
      {user.role ? (
        <Badge variant="secondary">
          {statusLabel(user.role)}
          {user.associateRole ? ` (${statusLabel(user.associateRole)})` : ''}
        </Badge>
      ) : (
        <Badge variant="outline">No role</Badge>
      )}
      {user.isAdmin && <Badge>{statusLabel(user.adminRole ?? 'admin')}</Badge>}
    </div>
  );
}

type Pending = { kind: 'reset' | 'sessions'; user: AdminUser } | null;

function userColumns(
  ask: (pending: NonNullable<Pending>) => void,
  me: Principal,
): ColumnDef<AdminUser, unknown>[] {
  // The server refuses these anyway (docs/product/access.md); the screen only does not offer them.
  const locked = (user: AdminUser) => !mayChangeAccountOf(me, user);
  return [
    { header: 'Name', accessorKey: 'name' },
    { header: 'Email', accessorKey: 'email' },
    { id: 'roles', header: 'Roles', cell: ({ row }) => <RoleCell user={row.original} /> },
    {
      id: 'twoFactor',
      header: 'Two-factor',
      meta: { detail: true },
      cell: ({ row }) => (row.original.twoFactorEnabled ? 'On' : 'Off'),
    },
    {
      header: 'Joined',
      accessorKey: 'createdAt',
      meta: { detail: true },
      cell: ({ row }) => formatDate(row.original.createdAt),
    },
    {
      id: 'active',
      header: 'Active',
      cell: ({ row }) => <UserActiveSwitch user={row.original} disabled={locked(row.original)} />,
    },
    {
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) => (
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            disabled={locked(row.original)}
            onClick={() => ask({ kind: 'reset', user: row.original })}
          >
            <KeyRoundIcon aria-hidden="true" /> Force password reset{' '}
            <span className="sr-only">for {row.original.name}</span>
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={row.original.sessions === 0 || locked(row.original)}
            onClick={() => ask({ kind: 'sessions', user: row.original })}
          >
            <LogOutIcon aria-hidden="true" /> End sessions{' '}
            <span className="sr-only">of {row.original.name}</span>
          </Button>
        </div>
      ),
    },
  ];
}

const listOptions = {
  filters: {
    portal: { values: ['all', ...adminPortals], default: 'all' },
    status: { values: ['all', ...adminUserStatuses], default: 'all' },
  },
};
type UsersList = ReturnType<typeof useListParams<'portal' | 'status'>>;

/** /admin/users (docs/product/admin-area.md): search users, their roles, Active state, forced reset, end sessions. */
export default function UsersPage() {
  useLiveAdminUsers();
  const list = useListParams(listOptions);
  const { portal, status } = list.query.filters;
  const users = useQuery(
    adminUsersQueryOptions({
      search: list.query.search,
      portal: portal as 'all' | AdminPortal,
      role: 'all',
      status: status as 'all' | 'active' | 'disabled',
      page: list.query.page,
      pageSize: list.query.pageSize,
    }),
  );
  const [pending, setPending] = useState<Pending>(null);
  // Stable across renders: a new cell renderer would remount each row's Active switch.
  const me = usePrincipal();
  const columns = useMemo(() => userColumns(setPending, me), [me]);

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="User Management"
        description="Every account: roles, Active state, password resets and sessions."
      />
      <UserFilters list={list} portal={portal} status={status} />
      <PagedList
        filtered={list.filtered}
        noMatchTitle="No users found"
        query={users}
        loadingLabel="Loading users..."
        errorTitle="Failed to load users"
        empty={<EmptyState icon={UsersIcon} title="No users found" />}
        caption="Users"
        columns={columns}
        getRowId={(u) => u.id}
        onPageChange={list.setPage}
      />
      <UserActionDialog pending={pending} onClose={() => setPending(null)} />
    </div>
  );
}

/** Search by name or email, then portal and status filters, kept in the address. */
function UserFilters({ list, portal, status }: { list: UsersList; portal: string; status: string }) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <ListSearch
        label="Search users"
        placeholder="Search by name or email..."
        value={list.query.search}
        onSearch={list.setSearch}
      />
      <OptionSelect
        aria-label="Filter by portal"
        className="w-44"
        value={portal}
        onValueChange={(value) => list.setFilter('portal', value)}
        options={[
          { value: 'all', label: 'All Users' },
          ...adminPortals.map((value) => ({ value, label: portalLabels[value] })),
        ]}
      />
      <OptionSelect
        aria-label="Filter by status"
        className="w-40"
        value={status}
        onValueChange={(value) => list.setFilter('status', value)}
        options={statusOptions}
      />
    </div>
  );
}

/** Asks before a forced password reset or ending every session, then does it and says so. */
function UserActionDialog({ pending, onClose }: { pending: Pending; onClose: () => void }) {
  const forceReset = useForcePasswordReset();
  const endSessions = useEndSessions();
  const confirm = () => {
    if (!pending) return;
    const { kind, user } = pending;
    const done = {
      onSuccess: () => {
        onClose();
        toast.success(kind === 'reset' ? 'Password reset sent' : 'Sessions ended', {
          description:
            kind === 'reset'
              ? `${user.email} was emailed a link to choose a new password.`
              : `${user.name} is signed out everywhere.`,
        });
      },
      onError: (error: Error) => {
        onClose();
        toast.error(error.message);
      },
    };
    if (kind === 'reset') forceReset.mutate({ id: user.id, input: undefined }, done);
    else endSessions.mutate({ id: user.id, input: undefined }, done);
  };

  return (
    <ConfirmDialog
      open={pending !== null}
      onOpenChange={(open) => !open && onClose()}
      title={
        pending?.kind === 'reset'
          ? `Force a password reset for ${pending.user.name}?`
          : `End every session of ${pending?.user.name ?? ''}?`
      }
      description={
        pending?.kind === 'reset'
          ? 'Their current password stops working at once, they are signed out everywhere, and they are emailed a link to choose a new one.'
          : 'They are signed out on every device and must sign in again.'
      }
      confirmLabel={pending?.kind === 'reset' ? 'Force reset' : 'End sessions'}
      destructive
      pending={forceReset.isPending || endSessions.isPending}
      onConfirm={confirm}
    />
  );
}
