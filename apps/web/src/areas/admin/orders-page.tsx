import { companyAndMember, type StaffOrder, staffOrderMessages } from '@party/shared';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { EyeIcon, PackageIcon } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { PagedList } from '@/components/list/paged-list';
import { useListParams } from '@/components/list/use-list-params';
import { Money } from '@/components/money';
import { PageHeader } from '@/components/page-header';
import { StatusBadge } from '@/components/status-badge';
import { Button } from '@/components/ui/button';
import { staffOrderQueryOptions, useLiveStaffOrders } from '@/features/orders/staff-api';
import {
  StaffOrderFilters,
  staffOrderListOptions,
  useStaffOrderList,
} from '@/features/orders/staff-order-list';
import { formatDate } from '@/lib/format';
import { AdminOrderDialog } from './orders/admin-order-dialog';

function columns(open: (id: string) => void): ColumnDef<StaffOrder, unknown>[] {
  return [
    {
      id: 'id',
      header: 'Order ID',
      cell: ({ row }) => <span className="font-mono">#{row.original.orderNumber}</span>,
    },
    {
      id: 'customer',
      header: 'Customer',
      cell: ({ row }) => row.original.shippingName ?? row.original.partnerName,
    },
    { id: 'date', header: 'Date', cell: ({ row }) => formatDate(row.original.createdAt) },
    {
      id: 'total',
      header: 'Total',
      meta: { className: 'text-right' },
      cell: ({ row }) => <Money amount={row.original.totalAmount} />,
    },
    {
      id: 'status',
      header: 'Status',
      cell: ({ row }) => <StatusBadge entity="order" status={row.original.status} />,
    },
    {
      id: 'partner',
      header: 'Partner',
      cell: ({ row }) =>
        companyAndMember(row.original.company, row.original.placedBy) ?? row.original.partnerName,
    },
    {
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row }) => (
        <Button variant="outline" size="sm" onClick={() => open(row.original.id)}>
          <EyeIcon aria-hidden="true" /> View
          <span className="sr-only"> order {row.original.orderNumber}</span>
        </Button>
      ),
    },
  ];
}

/**
 * /admin/partners/orders: Admin Order Management (docs/product/admin-area.md) on real orders. A list
 * or order that cannot be read says so inline, with Try Again.
 */
export default function AdminOrdersPage() {
  useLiveStaffOrders('admin');
  const list = useListParams(staffOrderListOptions);
  const openId = list.params.get('order');
  const { status, orders } = useStaffOrderList(list, 'admin');
  const detail = useQuery({ ...staffOrderQueryOptions(openId ?? '', 'admin'), enabled: openId !== null });

  const open = (id: string | null) => list.setParam('order', id, { replace: false });

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Admin Order Management"
        description="Every partner order: search it, change its status, download its invoice."
      />
      <StaffOrderFilters
        list={list}
        status={status}
        placeholder="Search by order ID, customer or item..."
        scope="admin"
      />
      <PagedList
        filtered={list.filtered}
        noMatchTitle={staffOrderMessages.noMatch}
        query={orders}
        loadingLabel="Loading orders..."
        errorTitle={staffOrderMessages.loadFailed}
        empty={<EmptyState icon={PackageIcon} title={staffOrderMessages.empty} />}
        caption="Orders, newest first"
        columns={columns(open)}
        getRowId={(order) => order.id}
        onPageChange={list.setPage}
      />
      <AdminOrderDialog
        open={openId !== null}
        detail={detail}
        onOpenChange={(isOpen) => !isOpen && open(null)}
      />
    </div>
  );
}
