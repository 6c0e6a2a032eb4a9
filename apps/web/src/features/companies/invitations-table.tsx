import type { CompanyInvitation } from '@party/shared/companies/contract';
import type { InvitationState } from '@party/shared/companies/roles';
import type { ColumnDef } from '@tanstack/react-table';
import { statusLabel } from '@/components/status-badge';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format';

/**
 * An invitation's states (docs/product/company-accounts.md: Pending, Accepted, Revoked, Expired), kept
 * here rather than in the status badge's maps: those are in every portal's first download.
 */
const stateTone: Record<InvitationState, BadgeVariant> = {
  pending: 'pending',
  accepted: 'success',
  revoked: 'neutral',
  expired: 'danger',
};

export interface InvitationActions {
  onResend: (invitation: CompanyInvitation) => void;
  onRevoke: (invitation: CompanyInvitation) => void;
  busy: boolean;
}

function RowActions({ invitation, actions }: { invitation: CompanyInvitation; actions: InvitationActions }) {
  const { state } = invitation;
  if (state !== 'pending' && state !== 'expired') return null;
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <Button
        size="sm"
        variant="outline"
        disabled={actions.busy}
        onClick={() => actions.onResend(invitation)}
      >
        Resend
      </Button>
      {state === 'pending' && (
        <Button
          size="sm"
          variant="ghost"
          disabled={actions.busy}
          onClick={() => actions.onRevoke(invitation)}
        >
          Revoke
        </Button>
      )}
    </div>
  );
}

export function invitationColumns(actions: InvitationActions): ColumnDef<CompanyInvitation, unknown>[] {
  return [
    { accessorKey: 'email', header: 'Email' },
    { accessorKey: 'role', header: 'Role', cell: ({ row }) => statusLabel(row.original.role) },
    {
      accessorKey: 'state',
      header: 'Status',
      cell: ({ row }) => (
        <Badge variant={stateTone[row.original.state]}>{statusLabel(row.original.state)}</Badge>
      ),
    },
    {
      id: 'invitedBy',
      header: 'Invited by',
      cell: ({ row }) => row.original.invitedBy ?? '—',
      meta: { detail: true },
    },
    {
      id: 'sent',
      header: 'Sent',
      cell: ({ row }) => formatDate(row.original.lastSentAt),
      meta: { detail: true },
    },
    {
      id: 'expires',
      header: 'Expires',
      cell: ({ row }) => formatDate(row.original.expiresAt),
      meta: { detail: true },
    },
    {
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) => <RowActions invitation={row.original} actions={actions} />,
    },
  ];
}
