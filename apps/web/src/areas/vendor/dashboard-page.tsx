import { useQuery } from '@tanstack/react-query';
import {
  CreditCardIcon,
  FileWarningIcon,
  PackageIcon,
  SettingsIcon,
  ShoppingCartIcon,
  TruckIcon,
} from 'lucide-react';
import { ListError } from '@/components/list/list-states';
import { Money } from '@/components/money';
import { PageHeader } from '@/components/page-header';
import { StatCards } from '@/components/stat-cards';
import { QuickLinkCards } from '@/components/welcome';
import { usePrincipal } from '@/features/auth/api';
import { useLiveVendorOverview, vendorOverviewQueryOptions } from '@/features/vendors/api';

const count = (n: number | undefined) => (n ?? 0).toLocaleString('en-AU');

/** /vendor: the vendor's own figures, each card leading to the screen behind it. */
export default function VendorDashboardPage() {
  const { name } = usePrincipal();
  const overview = useQuery(vendorOverviewQueryOptions);
  useLiveVendorOverview();
  const data = overview.data;

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={`Welcome, ${name}`}
        description="Your supplier portal for purchase orders, shipments and payments."
      />
      {overview.isError ? (
        <ListError
          title="Failed to load your figures"
          error={overview.error}
          onRetry={() => void overview.refetch()}
        />
      ) : (
        <StatCards
          label="Your figures"
          loading={overview.isPending}
          stats={[
            {
              label: 'Open Purchase Orders',
              value: count(data?.openPurchaseOrders),
              icon: ShoppingCartIcon,
              hint: (
                <p className="text-muted-foreground text-xs">
                  {count(data?.awaitingAnswer)} awaiting your answer
                </p>
              ),
              to: '/vendor/orders',
            },
            {
              label: 'Shipments in Transit',
              value: count(data?.shipmentsInTransit),
              icon: TruckIcon,
              to: '/vendor/shipments',
            },
            {
              label: 'Outstanding Payments',
              value: count(data?.outstandingPayments),
              icon: CreditCardIcon,
              hint: (
                <p className="text-muted-foreground text-xs">
                  <Money amount={data?.outstandingAmount ?? 0} /> owed to you
                </p>
              ),
              to: '/vendor/payments',
            },
            {
              label: 'Documents Expiring',
              value: count(data?.documentsExpiring),
              icon: FileWarningIcon,
              hint: <p className="text-muted-foreground text-xs">within 30 days</p>,
              to: '/vendor/documents',
            },
          ]}
        />
      )}
      <QuickLinkCards
        links={[
          {
            to: '/vendor/products',
            title: 'Product Catalog',
            description: 'The products you supply, at your prices.',
            icon: PackageIcon,
          },
          {
            to: '/vendor/settings',
            title: 'Settings',
            description: 'Company profile, notifications and security.',
            icon: SettingsIcon,
          },
        ]}
      />
    </div>
  );
}
