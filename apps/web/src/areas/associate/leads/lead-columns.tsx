import { isLeadConvertible, type Lead, leadSourceLabels } from '@party/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { UserPlusIcon } from 'lucide-react';
import { Money } from '@/components/money';
import { StatusBadge } from '@/components/status-badge';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format';

/** Manage, and Convert while the shared rule allows it (neither converted nor lost). */
function LeadActions({
  lead,
  onManage,
  onConvert,
}: {
  lead: Lead;
  onManage: (lead: Lead) => void;
  onConvert: (lead: Lead) => void;
}) {
  return (
    <div className="flex justify-end gap-2">
      <Button size="sm" variant="outline" aria-label={`Manage ${lead.name}`} onClick={() => onManage(lead)}>
        Manage
      </Button>
      {isLeadConvertible(lead) && (
        <Button size="sm" aria-label={`Convert ${lead.name}`} onClick={() => onConvert(lead)}>
          <UserPlusIcon aria-hidden="true" /> Convert
        </Button>
      )}
    </div>
  );
}

/** The Leads table's columns, the row's actions last. */
export function leadColumns(handlers: {
  onManage: (lead: Lead) => void;
  onConvert: (lead: Lead) => void;
}): ColumnDef<Lead, unknown>[] {
  return [
    {
      header: 'Lead',
      accessorKey: 'name',
      cell: ({ row }) => (
        <div className="flex flex-col">
          <span className="font-medium">{row.original.name}</span>
          <span className="text-muted-foreground text-xs">
            {[row.original.companyName, row.original.email].filter(Boolean).join(' · ')}
          </span>
        </div>
      ),
    },
    {
      header: 'Source',
      accessorKey: 'source',
      meta: { detail: true },
      cell: ({ row }) =>
        row.original.quoteNumber
          ? `${leadSourceLabels[row.original.source]} ${row.original.quoteNumber}`
          : leadSourceLabels[row.original.source],
    },
    {
      header: 'Stage',
      accessorKey: 'stage',
      cell: ({ row }) => <StatusBadge entity="lead" status={row.original.stage} />,
    },
    { header: 'Owner', accessorKey: 'ownerName', cell: ({ row }) => row.original.ownerName ?? 'Unassigned' },
    {
      header: 'Est. Value',
      accessorKey: 'estimatedValue',
      meta: { className: 'text-right' },
      cell: ({ row }) => (row.original.estimatedValue ? <Money amount={row.original.estimatedValue} /> : '—'),
    },
    {
      header: 'Created',
      accessorKey: 'createdAt',
      meta: { detail: true },
      cell: ({ row }) => formatDate(row.original.createdAt),
    },
    {
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row }) => <LeadActions lead={row.original} {...handlers} />,
    },
  ];
}
