import type { CompanyMember } from '@party/shared/companies/contract';
import type { CompanyRole } from '@party/shared/companies/roles';
import type { ColumnDef } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { DataTable } from '@/components/data-table';
import { statusLabel } from '@/components/status-badge';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format';
import { formatMoney } from '@/lib/format-money';

export interface MemberActions {
  /** The signed-in member. */
  me: { userId: string; role: CompanyRole };
  onEdit: (member: CompanyMember) => void;
  onRemove: (member: CompanyMember) => void;
  onTransfer: (member: CompanyMember) => void;
}

/** Whether `me` may change or remove `target` (docs/product/company-accounts.md, "Roles"). */
export function mayManage(me: MemberActions['me'], target: CompanyMember): boolean {
  if (target.userId === me.userId) return false;
  if (me.role === 'owner') return true;
  return me.role === 'admin' && target.role !== 'owner' && target.role !== 'admin';
}

const limit = (value: number | null) => (value === null ? 'No limit' : formatMoney(value));

/** A member's row actions on the partner's Company page: edit, remove and, for the owner, transfer. */
export function MemberRowActions({ member, actions }: { member: CompanyMember; actions: MemberActions }) {
  const { me } = actions;
  if (!mayManage(me, member)) return null;
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <Button size="sm" variant="outline" onClick={() => actions.onEdit(member)}>
        Edit Role & Limits
      </Button>
      <Button size="sm" variant="ghost" onClick={() => actions.onRemove(member)}>
        Remove
      </Button>
      {me.role === 'owner' && (
        <Button size="sm" variant="ghost" onClick={() => actions.onTransfer(member)}>
          Transfer Ownership
        </Button>
      )}
    </div>
  );
}

function memberColumns(
  rowActions: (member: CompanyMember) => ReactNode,
): ColumnDef<CompanyMember, unknown>[] {
  return [
    { accessorKey: 'name', header: 'Name' },
    { accessorKey: 'email', header: 'Email' },
    { accessorKey: 'role', header: 'Role', cell: ({ row }) => statusLabel(row.original.role) },
    {
      id: 'orderLimit',
      header: 'Order limit',
      cell: ({ row }) => limit(row.original.orderLimit),
    },
    {
      id: 'monthlyLimit',
      header: 'Monthly limit',
      cell: ({ row }) => limit(row.original.monthlyLimit),
    },
    {
      id: 'spent',
      header: 'Spent this month',
      cell: ({ row }) => formatMoney(row.original.spentThisMonth),
      meta: { detail: true },
    },
    {
      id: 'joined',
      header: 'Joined',
      cell: ({ row }) => formatDate(row.original.joinedAt),
      meta: { detail: true },
    },
    {
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) => rowActions(row.original),
    },
  ];
}

/**
 * A company's people with their roles, limits and month's spending: the partner's Members tab and
 * the administrators' company page, each with its own row actions.
 */
export function MembersTable({
  members,
  rowActions,
}: {
  members: CompanyMember[];
  rowActions: (member: CompanyMember) => ReactNode;
}) {
  return (
    <DataTable
      caption="Members"
      columns={memberColumns(rowActions)}
      data={members}
      getRowId={(m) => m.userId}
    />
  );
}
