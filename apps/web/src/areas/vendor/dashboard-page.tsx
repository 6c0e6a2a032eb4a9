import type { VendorOverview } from '@party/shared';
import { useQuery } from '@tanstack/react-query';
import {
  CreditCardIcon,
  FileWarningIcon,
  PackageIcon,
  SettingsIcon,
  ShoppingCartIcon,
  TruckIcon,
} from 'lucide-react';
import { Money } from '@/components/money';
import { PageHeader } from '@/components/page-header';
import { RecordStates } from '@/components/record/record-states';
import { StatCards } from '@/components/stat-cards';
import { QuickLinkCards } from '@/components/welcome';
import { usePrincipal } from '@/features/auth/api';
import { useLiveVendorOverview, vendorOverviewQueryOptions } from '@/features/vendors/api';

const count = (n: number | undefined) => (n ?? 0).toLocaleString('en-AU');

/** The four figures, each card leading to the screen behind it; skeletons until `data` is there. */
function VendorFigures({ data }: { data: VendorOverview | undefined }) {
  return (
    <StatCards
      label="Your figures"
      loading={data === undefined}
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
  );
}

/** /vendor: the vendor's own figures, each card leading to the screen behind it. */
export default function VendorDashboardPage() {
  const { name } = usePrincipal();
  const overview = useQuery(vendorOverviewQueryOptions);
  useLiveVendorOverview();

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={`Welcome, ${name}`}
        description="Your supplier portal for purchase orders, shipments and payments."
      />
      <RecordStates
        query={overview}
        loadingLabel="Loading your figures"
        loading={<VendorFigures data={undefined} />}
        errorTitle="Failed to load your figures"
        notFoundTitle="Failed to load your figures"
      >
        {(figures) => <VendorFigures data={figures} />}
      </RecordStates>
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
