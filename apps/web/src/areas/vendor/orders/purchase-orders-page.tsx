import { purchaseOrderStatuses, type VendorPurchaseOrder } from '@party/shared';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { CalendarIcon, CheckCircleIcon, ClipboardListIcon, ClockIcon, DollarSignIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { FilterGroup } from '@/components/list/filter-group';
import { PagedList } from '@/components/list/paged-list';
import { listQueryString, useListParams } from '@/components/list/use-list-params';
import { Money } from '@/components/money';
import { PageHeader } from '@/components/page-header';
import { StatCards } from '@/components/stat-cards';
import { StatusBadge, statusMaps } from '@/components/status-badge';
import { Button } from '@/components/ui/button';
import { useLiveVendorPurchasing, vendorPurchaseOrdersQueryOptions } from '@/features/purchasing/vendor-api';
import { formatDate } from '@/lib/format';
import { RespondDialog } from './respond-dialog';

const listOptions = {
  filters: { status: { values: ['all', ...purchaseOrderStatuses], default: 'all' } },
};
const statusOptions = [
  { value: 'all', label: 'All' },
  ...purchaseOrderStatuses.map((status) => ({
    value: status,
    label: statusMaps.purchaseOrder[status].label,
  })),
];

function LinesCell({ po }: { po: VendorPurchaseOrder }) {
  return (
    <ul className="flex flex-col gap-1">
      {po.lines.map((line) => (
        <li key={line.id}>
          {line.quantity.toLocaleString('en-AU')} × {line.productName}{' '}
          <span className="text-muted-foreground">
            @ <Money amount={line.unitPrice} /> = <Money amount={line.totalPrice} />
          </span>
        </li>
      ))}
    </ul>
  );
}

function DeliveryCell({ po }: { po: VendorPurchaseOrder }) {
  return (
    <div className="flex flex-col gap-0.5 text-sm">
      {po.requestedDeliveryDate && <span>Requested {formatDate(po.requestedDeliveryDate)}</span>}
      {po.estimatedDeliveryDate && <span>Estimated {formatDate(po.estimatedDeliveryDate)}</span>}
      {!po.requestedDeliveryDate && !po.estimatedDeliveryDate && (
        <span className="text-muted-foreground">Not set</span>
      )}
    </div>
  );
}

function NotesCell({ po }: { po: VendorPurchaseOrder }) {
  if (!po.notes && !po.rejectionReason && !po.vendorNotes)
    return <span className="text-muted-foreground">None</span>;
  return (
    <div className="flex flex-col gap-0.5 text-sm">
      {po.notes && <span>{po.notes}</span>}
      {po.rejectionReason ? (
        <span className="text-muted-foreground">Rejection reason: {po.rejectionReason}</span>
      ) : (
        po.vendorNotes && <span className="text-muted-foreground">Your notes: {po.vendorNotes}</span>
      )}
    </div>
  );
}

function columns(onRespond: (po: VendorPurchaseOrder) => void): ColumnDef<VendorPurchaseOrder, unknown>[] {
  return [
    {
      header: 'PO Number',
      accessorKey: 'poNumber',
      cell: ({ row }) => (
        <div className="flex flex-col gap-0.5">
          <span className="font-medium">{row.original.poNumber}</span>
          <span className="text-muted-foreground text-xs">{formatDate(row.original.createdAt)}</span>
        </div>
      ),
    },
    {
      header: 'Items',
      id: 'lines',
      meta: { className: 'min-w-64 whitespace-normal' },
      cell: ({ row }) => <LinesCell po={row.original} />,
    },
    {
      header: 'Delivery',
      id: 'delivery',
      meta: { detail: true },
      cell: ({ row }) => <DeliveryCell po={row.original} />,
    },
    {
      header: 'Notes',
      id: 'notes',
      meta: { detail: true },
      cell: ({ row }) => <NotesCell po={row.original} />,
    },
    {
      header: 'Total',
      accessorKey: 'totalAmount',
      meta: { className: 'text-right' },
      cell: ({ row }) => <Money amount={row.original.totalAmount} className="font-medium" />,
    },
    {
      header: 'Status',
      accessorKey: 'status',
      cell: ({ row }) => <StatusBadge entity="purchaseOrder" status={row.original.status} />,
    },
    {
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      meta: { className: 'text-right' },
      cell: ({ row }) =>
        row.original.status === 'pending' ? (
          <Button
            size="sm"
            aria-label={`Respond to ${row.original.poNumber}`}
            onClick={() => onRespond(row.original)}
          >
            Respond
          </Button>
        ) : null,
    },
  ];
}

/**
 * Purchase Orders (docs/product/vendor-portal.md): the four cards, the vendor's POs with their lines, Respond
 * for pending ones.
 */
export default function VendorPurchaseOrdersPage() {
  useLiveVendorPurchasing();
  const list = useListParams(listOptions);
  const orders = useQuery(vendorPurchaseOrdersQueryOptions(listQueryString(list.query)));
  const [responding, setResponding] = useState<VendorPurchaseOrder | null>(null);
  const tableColumns = useMemo(() => columns(setResponding), []);
  const stats = orders.data?.stats;

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Purchase Orders"
        description="Purchase orders from Party Central: accept or reject new ones and follow the rest."
      />
      <StatCards
        label="Purchase order figures"
        loading={!stats}
        stats={[
          { label: 'Pending Orders', value: stats?.pending ?? 0, icon: ClockIcon },
          { label: 'Accepted Orders', value: stats?.accepted ?? 0, icon: CheckCircleIcon },
          {
            label: 'Total Value',
            value: <Money amount={stats?.totalValue ?? 0} />,
            icon: DollarSignIcon,
            hint: <p className="text-muted-foreground text-xs">Every order not rejected</p>,
          },
          { label: 'This Month', value: stats?.thisMonth ?? 0, icon: CalendarIcon },
        ]}
      />
      <FilterGroup
        label="Status"
        value={list.query.filters.status}
        onValueChange={(value) => list.setFilter('status', value)}
        options={statusOptions}
      />
      <PagedList
        filtered={list.filtered}
        noMatchTitle="No orders found"
        query={orders}
        loadingLabel="Loading purchase orders"
        errorTitle="Failed to load purchase orders"
        empty={
          <EmptyState
            icon={ClipboardListIcon}
            title="No orders found"
            description="Purchase orders from Party Central will appear here."
          />
        }
        caption="Purchase orders, newest first"
        columns={tableColumns}
        getRowId={(po) => po.id}
        onPageChange={list.setPage}
      />
      <RespondDialog purchaseOrder={responding} onOpenChange={(open) => !open && setResponding(null)} />
    </div>
  );
}
