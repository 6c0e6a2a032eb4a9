import { shipmentStatuses, type VendorShipment } from '@party/shared';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { PackageCheckIcon, PackageIcon, TruckIcon } from 'lucide-react';
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
import { useLiveVendorPurchasing, vendorShipmentsQueryOptions } from '@/features/purchasing/vendor-api';
import { formatDate } from '@/lib/format';
import { UpdateShipmentDialog } from './update-shipment-dialog';

const listOptions = { filters: { status: { values: ['all', ...shipmentStatuses], default: 'all' } } };
const statusOptions = [
  { value: 'all', label: 'All' },
  ...shipmentStatuses.map((status) => ({ value: status, label: statusMaps.shipment[status].label })),
];
const icons = {
  preparing: PackageIcon,
  shipped: TruckIcon,
  in_transit: TruckIcon,
  delivered: PackageCheckIcon,
};

function columns(onUpdate: (shipment: VendorShipment) => void): ColumnDef<VendorShipment, unknown>[] {
  return [
    {
      header: 'Purchase Order',
      accessorKey: 'poNumber',
      cell: ({ row }) => (
        <div className="flex flex-col gap-0.5">
          <span className="font-medium">{row.original.poNumber}</span>
          <Money amount={row.original.poTotalAmount} className="text-muted-foreground text-xs" />
        </div>
      ),
    },
    {
      header: 'Tracking',
      id: 'tracking',
      // docs/product/vendor-portal.md: the status is chosen freely, so a shipment may be shipped (or
      // delivered) without a
      // tracking number or carrier; only one still being prepared is "not yet shipped".
      cell: ({ row }) =>
        row.original.trackingNumber || row.original.carrier || row.original.status !== 'preparing' ? (
          <div className="flex flex-col gap-0.5">
            <span>{row.original.trackingNumber ?? 'No tracking number'}</span>
            <span className="text-muted-foreground text-xs">{row.original.carrier ?? 'Carrier not set'}</span>
          </div>
        ) : (
          <span className="text-muted-foreground">Not yet shipped</span>
        ),
    },
    {
      header: 'Shipped',
      accessorKey: 'shippedDate',
      cell: ({ row }) => (row.original.shippedDate ? formatDate(row.original.shippedDate) : '—'),
    },
    {
      header: 'Estimated Delivery',
      accessorKey: 'estimatedDeliveryDate',
      cell: ({ row }) =>
        row.original.deliveredAt
          ? `Delivered ${formatDate(row.original.deliveredAt)}`
          : row.original.estimatedDeliveryDate
            ? formatDate(row.original.estimatedDeliveryDate)
            : '—',
    },
    {
      header: 'Status',
      accessorKey: 'status',
      cell: ({ row }) => <StatusBadge entity="shipment" status={row.original.status} />,
    },
    {
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      meta: { className: 'text-right' },
      cell: ({ row }) => (
        <Button
          size="sm"
          variant="outline"
          aria-label={`Update shipment for ${row.original.poNumber}`}
          onClick={() => onUpdate(row.original)}
        >
          Update
        </Button>
      ),
    },
  ];
}

/**
 * docs/product/vendor-portal.md: Shipments: counts per status, the vendor's shipments, and the Update dialog.
 */
export default function VendorShipmentsPage() {
  useLiveVendorPurchasing();
  const list = useListParams(listOptions);
  const shipments = useQuery(vendorShipmentsQueryOptions(listQueryString(list.query)));
  const [updating, setUpdating] = useState<VendorShipment | null>(null);
  const tableColumns = useMemo(() => columns(setUpdating), []);
  const counts = shipments.data?.counts;

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Shipments" description="Keep Party Central up to date as each order travels." />
      <StatCards
        label="Shipments per status"
        loading={!counts}
        stats={shipmentStatuses.map((status) => ({
          label: statusMaps.shipment[status].label,
          value: counts?.[status] ?? 0,
          icon: icons[status],
        }))}
      />
      <FilterGroup
        label="Status"
        value={list.query.filters.status}
        onValueChange={(value) => list.setFilter('status', value)}
        options={statusOptions}
      />
      <PagedList
        filtered={list.filtered}
        noMatchTitle="No shipments found"
        query={shipments}
        loadingLabel="Loading shipments"
        errorTitle="Failed to load shipments"
        empty={
          <EmptyState
            icon={TruckIcon}
            title="No shipments found"
            description="Accepting a purchase order opens its shipment here."
          />
        }
        caption="Shipments, newest first"
        columns={tableColumns}
        getRowId={(shipment) => shipment.id}
        onPageChange={list.setPage}
      />
      <UpdateShipmentDialog shipment={updating} onOpenChange={(open) => !open && setUpdating(null)} />
    </div>
  );
}
