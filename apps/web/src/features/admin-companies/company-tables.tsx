import type { CompanyInvitation, CompanyMember } from '@party/shared/companies/contract';
import type { ColumnDef } from '@tanstack/react-table';
import { DataTable } from '@/components/data-table';
import { statusLabel } from '@/components/status-badge';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format';
import { formatMoney } from '@/lib/format-money';

const limit = (value: number | null) => (value === null ? 'No limit' : formatMoney(value));

export interface AdminMemberActions {
  /** Only administrators who change accounts are offered the changes; the server refuses the rest. */
  mayChange: boolean;
  onRemove: (member: CompanyMember) => void;
  onMakeOwner: (member: CompanyMember) => void;
}

function RowActions({ member, actions }: { member: CompanyMember; actions: AdminMemberActions }) {
  // The owner stays until another member is made the owner.
  if (!actions.mayChange || member.role === 'owner') return null;
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <Button size="sm" variant="outline" onClick={() => actions.onMakeOwner(member)}>
        Make Owner<span className="sr-only">, {member.name}</span>
      </Button>
      <Button size="sm" variant="ghost" onClick={() => actions.onRemove(member)}>
        Remove<span className="sr-only">, {member.name}</span>
      </Button>
    </div>
  );
}

function memberColumns(actions: AdminMemberActions): ColumnDef<CompanyMember, unknown>[] {
  return [
    { accessorKey: 'name', header: 'Name' },
    { accessorKey: 'email', header: 'Email' },
    { accessorKey: 'role', header: 'Role', cell: ({ row }) => statusLabel(row.original.role) },
    { id: 'orderLimit', header: 'Order limit', cell: ({ row }) => limit(row.original.orderLimit) },
    { id: 'monthlyLimit', header: 'Monthly limit', cell: ({ row }) => limit(row.original.monthlyLimit) },
    {
      id: 'joined',
      header: 'Joined',
      cell: ({ row }) => formatDate(row.original.joinedAt),
      meta: { detail: true },
    },
    {
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) => <RowActions member={row.original} actions={actions} />,
    },
  ];
}

/** A company's members with their roles and limits, as administrators see them. */
export function AdminMembersTable({
  members,
  actions,
}: {
  members: CompanyMember[];
  actions: AdminMemberActions;
}) {
  return (
    <DataTable caption="Members" columns={memberColumns(actions)} data={members} getRowId={(m) => m.userId} />
  );
}

const invitationColumns: ColumnDef<CompanyInvitation, unknown>[] = [
  { accessorKey: 'email', header: 'Email' },
  { accessorKey: 'role', header: 'Role', cell: ({ row }) => statusLabel(row.original.role) },
  { id: 'sent', header: 'Sent', cell: ({ row }) => formatDate(row.original.lastSentAt) },
  { id: 'expires', header: 'Expires', cell: ({ row }) => formatDate(row.original.expiresAt) },
];

/** The company's pending invitations. */
export function PendingInvitationsTable({ invitations }: { invitations: CompanyInvitation[] }) {
  return (
    <DataTable
      caption="Pending invitations"
      columns={invitationColumns}
      data={invitations}
      getRowId={(i) => i.id}
    />
  );
}
