import type { AdminPartnerOverview } from '@party/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { ClockIcon, DollarSignIcon, ShoppingCartIcon, UsersIcon } from 'lucide-react';
import { Money } from '@/components/money';
import { StatusBadge } from '@/components/status-badge';
import { adminPartnerOverviewQueryOptions } from '@/features/admin-overview/api';
import { formatDate } from '@/lib/format';
import { AdministrationScreen } from './portals/administration-screen';
import { RecentTable } from './portals/recent-table';

type RecentOrder = AdminPartnerOverview['recentOrders'][number];
type RecentPartner = AdminPartnerOverview['recentPartners'][number];

const orderColumns: ColumnDef<RecentOrder, unknown>[] = [
  {
    id: 'id',
    header: 'Order',
    cell: ({ row }) => <span className="font-mono">#{row.original.orderNumber}</span>,
  },
  { id: 'date', header: 'Date', cell: ({ row }) => formatDate(row.original.createdAt) },
  {
    id: 'amount',
    header: 'Amount',
    meta: { className: 'text-right' },
    cell: ({ row }) => <Money amount={row.original.totalAmount} />,
  },
  {
    id: 'status',
    header: 'Status',
    cell: ({ row }) => <StatusBadge entity="order" status={row.original.status} />,
  },
];

const partnerColumns: ColumnDef<RecentPartner, unknown>[] = [
  { id: 'name', header: 'Name', cell: ({ row }) => row.original.name },
  { id: 'email', header: 'Email', cell: ({ row }) => row.original.email },
  { id: 'company', header: 'Company', cell: ({ row }) => row.original.companyName ?? '—' },
  {
    id: 'points',
    header: 'Loyalty Points',
    meta: { className: 'text-right' },
    cell: ({ row }) => row.original.loyaltyPoints.toLocaleString('en-AU'),
  },
  { id: 'date', header: 'Joined', cell: ({ row }) => formatDate(row.original.createdAt) },
];

/**
 * /admin/partners ('Partner Administration', docs/product/admin-area.md): four tiles and the five
 * latest orders and partners.
 */
export default function PartnerAdministrationPage() {
  return (
    <AdministrationScreen
      title="Partner Administration"
      description="Partners, their orders and their credit."
      actions={[{ to: '/admin/partners/orders', label: 'Admin Order Management' }]}
      overviewQuery={adminPartnerOverviewQueryOptions}
      statsLabel="Partner figures"
      stats={(data) => [
        { label: 'Total Orders', value: data?.totalOrders.toLocaleString('en-AU'), icon: ShoppingCartIcon },
        { label: 'Total Revenue', value: <Money amount={data?.totalRevenue ?? 0} />, icon: DollarSignIcon },
        { label: 'Active Partners', value: data?.activePartners.toLocaleString('en-AU'), icon: UsersIcon },
        {
          label: 'Pending Orders',
          value: data?.pendingOrders.toLocaleString('en-AU'),
          icon: ClockIcon,
          to: '/admin/partners/orders?status=pending',
        },
      ]}
      recent={(data, loading) => (
        <>
          <RecentTable
            title="Recent Orders"
            rows={data?.recentOrders}
            columns={orderColumns}
            getRowId={(o) => o.id}
            emptyMessage="No orders yet"
            loading={loading}
          />
          <RecentTable
            title="Recent Partners"
            rows={data?.recentPartners}
            columns={partnerColumns}
            getRowId={(p) => p.id}
            emptyMessage="No partners yet"
            loading={loading}
          />
        </>
      )}
    />
  );
}
