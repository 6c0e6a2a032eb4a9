import type { AdminVendorOverview } from '@party/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { BuildingIcon, CheckCircleIcon, ClipboardListIcon, PackageIcon } from 'lucide-react';
import { Money } from '@/components/money';
import { StatusBadge } from '@/components/status-badge';
import { Badge } from '@/components/ui/badge';
import { adminVendorOverviewQueryOptions } from '@/features/admin-overview/api';
import { formatDate } from '@/lib/format';
import { AdministrationScreen } from './portals/administration-screen';
import { RecentTable } from './portals/recent-table';
import { VendorDocumentReview } from './vendors/vendor-document-review';
import { VendorPaymentsSection } from './vendors/vendor-payments-section';

type RecentVendor = AdminVendorOverview['recentVendors'][number];
type RecentPurchaseOrder = AdminVendorOverview['recentPurchaseOrders'][number];

const vendorColumns: ColumnDef<RecentVendor, unknown>[] = [
  { id: 'company', header: 'Company', cell: ({ row }) => row.original.companyName },
  { id: 'email', header: 'Contact Email', cell: ({ row }) => row.original.contactEmail },
  {
    id: 'rating',
    header: 'Quality Rating',
    cell: ({ row }) => `${row.original.qualityRating.toFixed(1)} / 5`,
  },
  {
    id: 'status',
    header: 'Status',
    cell: ({ row }) => (
      <Badge variant={row.original.isActive ? 'success' : 'neutral'}>
        {row.original.isActive ? 'Active' : 'Inactive'}
      </Badge>
    ),
  },
];

const poColumns: ColumnDef<RecentPurchaseOrder, unknown>[] = [
  {
    id: 'po',
    header: 'PO Number',
    cell: ({ row }) => <span className="font-mono">{row.original.poNumber}</span>,
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
    cell: ({ row }) => <StatusBadge entity="purchaseOrder" status={row.original.status} />,
  },
];

/**
 * /admin/vendors ('Vendor Administration', docs/product/admin-area.md): four tiles, Recent Vendors
 * and Recent Purchase Orders; below them the vendors' documents to verify or reject and their
 * invoices to mark paid.
 */
export default function VendorAdministrationPage() {
  return (
    <AdministrationScreen
      title="Vendor Administration"
      description="Vendors, their purchase orders, products and documents."
      actions={[{ to: '/admin/vendors/products', label: 'Vendor Products' }]}
      overviewQuery={adminVendorOverviewQueryOptions}
      statsLabel="Vendor figures"
      stats={(data) => [
        { label: 'Total Vendors', value: data?.totalVendors.toLocaleString('en-AU'), icon: BuildingIcon },
        {
          label: 'Active Vendors',
          value: data?.activeVendors.toLocaleString('en-AU'),
          icon: CheckCircleIcon,
        },
        {
          label: 'Purchase Orders',
          value: data?.purchaseOrders.toLocaleString('en-AU'),
          icon: ClipboardListIcon,
        },
        {
          label: 'Vendor Products',
          value: data?.vendorProducts.toLocaleString('en-AU'),
          icon: PackageIcon,
          to: '/admin/vendors/products',
        },
      ]}
      recent={(data, loading) => (
        <>
          <RecentTable
            title="Recent Vendors"
            rows={data?.recentVendors}
            columns={vendorColumns}
            getRowId={(v) => v.id}
            emptyMessage="No vendors yet"
            loading={loading}
          />
          <RecentTable
            title="Recent Purchase Orders"
            rows={data?.recentPurchaseOrders}
            columns={poColumns}
            getRowId={(po) => po.id}
            emptyMessage="No purchase orders yet"
            loading={loading}
          />
        </>
      )}
    >
      <VendorDocumentReview />
      <VendorPaymentsSection />
    </AdministrationScreen>
  );
}
