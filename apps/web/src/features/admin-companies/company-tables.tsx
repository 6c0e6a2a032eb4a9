import type { CompanyInvitation, CompanyMember } from '@party/shared/companies/contract';
import type { ColumnDef } from '@tanstack/react-table';
import { DataTable } from '@/components/data-table';
import { statusLabel } from '@/components/status-badge';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format';

export interface AdminMemberActions {
  /** Only administrators who change accounts are offered the changes; the server refuses the rest. */
  mayChange: boolean;
  onRemove: (member: CompanyMember) => void;
  onMakeOwner: (member: CompanyMember) => void;
}

/** A member's row actions on the administrators' company page (the table is the partner's Members table). */
export function AdminMemberRowActions({
  member,
  actions,
}: {
  member: CompanyMember;
  actions: AdminMemberActions;
}) {
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
