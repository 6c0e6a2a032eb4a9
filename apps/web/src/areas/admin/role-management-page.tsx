import {
  type AdminPortal,
  type AdminUser,
  adminUserMessages,
  isSuperAdmin,
  mayChangeAccountOf,
  type PortalRole,
  type Principal,
  portalRoleOf,
  portalRoleOptions,
} from '@party/shared';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { UsersIcon } from 'lucide-react';
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
import { adminUsersQueryOptions, useLiveAdminUsers, useSetPortalRole } from '@/features/admin-users/api';
import { UserActiveSwitch } from '@/features/admin-users/user-active-switch';
import { usePrincipal } from '@/features/auth/api';

const titles: Record<AdminPortal, { title: string; description: string }> = {
  admin: { title: 'Role Management', description: 'Administrators and their rank.' },
  partner: { title: 'Partner Role Management', description: 'Partner users, their roles and access.' },
  vendor: { title: 'Vendor Role Management', description: 'Vendor users, their roles and access.' },
  associate: { title: 'Associate Role Management', description: 'Associates, their roles and access.' },
};

/** What granting asks before it is done: administrator access, or the rank that grants it to others. */
function grantQuestion(role: PortalRole, portal: AdminPortal, name: string) {
  if (portal !== 'admin' && role === 'admin')
    return {
      title: `Make ${name} an administrator?`,
      description:
        'They can open the admin area from their next request: users, orders, files, reports and settings.',
      confirmLabel: 'Grant admin',
    };
  if (role === 'super_admin')
    return {
      title: `Make ${name} a super admin?`,
      description: 'They can then grant, change and remove administrator access, yours included.',
      confirmLabel: 'Make super admin',
    };
  return null;
}

/**
 * Who is an administrator, and of which rank, is a super admin's call (docs/product/access.md): the
 * selector is locked for other ranks, as the server would refuse them. Granting asks first.
 */
function RoleSelect({ user, portal, me }: { user: AdminUser; portal: AdminPortal; me: Principal }) {
  const setRole = useSetPortalRole();
  const [granting, setGranting] = useState<PortalRole | null>(null);
  const current = portalRoleOf(user, portal);
  const save = (role: PortalRole) =>
    setRole.mutate(
      { id: user.id, input: { portal, role } },
      {
        onSuccess: () =>
          toast.success(adminUserMessages.roleUpdated, {
            description: `${user.name} is now ${statusLabel(role)}.`,
          }),
        onError: (error) => toast.error(error.message),
        onSettled: () => setGranting(null),
      },
    );
  const question = granting ? grantQuestion(granting, portal, user.name) : null;
  return (
    <>
      <OptionSelect
        aria-label={`Role: ${user.name}`}
        className="w-48"
        value={current}
        disabled={setRole.isPending || !isSuperAdmin(me)}
        options={portalRoleOptions[portal].map((value) => ({ value, label: statusLabel(value) }))}
        onValueChange={(value) => {
          const role = value as PortalRole;
          if (grantQuestion(role, portal, user.name)) setGranting(role);
          else save(role);
        }}
      />
      {question && granting && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setGranting(null)}
          title={question.title}
          description={question.description}
          confirmLabel={question.confirmLabel}
          pending={setRole.isPending}
          onConfirm={() => save(granting)}
        />
      )}
    </>
  );
}

/**
 * 'Role Management (per portal)' (docs/product/admin-area.md): search by name or email, role
 * filter, per-user role selector and Active switch; one screen for /admin/roles and /admin/{partners,vendors,associates}/users.
 * Every change is saved, audited, and holds from the user's next request.
 */
export default function RoleManagementPage({ portal }: { portal: AdminPortal }) {
  useLiveAdminUsers();
  const me = usePrincipal();
  const list = useListParams({
    filters: { role: { values: ['all', ...portalRoleOptions[portal]], default: 'all' } },
  });
  const role = list.query.filters.role;
  const users = useQuery(
    adminUsersQueryOptions({
      search: list.query.search,
      portal,
      role,
      status: 'all',
      page: list.query.page,
      pageSize: list.query.pageSize,
    }),
  );

  // Stable across renders: a cell renderer is a component type, and a new one would remount the
  // row's selector and switch (losing an open confirmation and the pending save's toast).
  const columns = useMemo(
    (): ColumnDef<AdminUser, unknown>[] => [
      { header: 'Name', accessorKey: 'name' },
      { header: 'Email', accessorKey: 'email' },
      {
        id: 'role',
        header: 'Role',
        cell: ({ row }) => <RoleSelect user={row.original} portal={portal} me={me} />,
      },
      {
        id: 'active',
        header: 'Active',
        cell: ({ row }) => (
          <UserActiveSwitch user={row.original} disabled={!mayChangeAccountOf(me, row.original)} />
        ),
      },
    ],
    [portal, me],
  );

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={titles[portal].title} description={titles[portal].description} />
      <div className="flex flex-wrap items-center gap-3">
        <ListSearch
          label="Search users"
          placeholder="Search by name or email..."
          value={list.query.search}
          onSearch={list.setSearch}
        />
        <OptionSelect
          aria-label="Filter by role"
          className="w-48"
          value={role}
          onValueChange={(value) => list.setFilter('role', value)}
          options={[
            { value: 'all', label: 'All Roles' },
            ...portalRoleOptions[portal].map((value) => ({ value, label: statusLabel(value) })),
          ]}
        />
      </div>
      <PagedList
        filtered={list.filtered}
        noMatchTitle="No users found"
        query={users}
        loadingLabel="Loading users..."
        errorTitle="Failed to load users"
        empty={<EmptyState icon={UsersIcon} title="No users found" />}
        caption={`${titles[portal].title}: users`}
        columns={columns}
        getRowId={(u) => u.id}
        onPageChange={list.setPage}
      />
    </div>
  );
}
