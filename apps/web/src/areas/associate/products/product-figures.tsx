import type { ProductStats } from '@party/shared';
import { AlertTriangleIcon, ArchiveXIcon, DollarSignIcon, PackageIcon, PercentIcon } from 'lucide-react';
import { Money } from '@/components/money';
import { StatCards } from '@/components/stat-cards';
import { productTexts } from './texts';

/** The note shown to associates who may look at products but not change them. */
export function LimitedAccessNote() {
  return (
    <div role="note" className="flex gap-3 rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <AlertTriangleIcon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div>
        <p className="font-semibold">Limited Access</p>
        <p className="text-sm">{productTexts.limitedAccess}</p>
      </div>
    </div>
  );
}

/** The five product figures over the whole catalogue. */
export function ProductFigures({
  figures,
  loading,
}: {
  figures: ProductStats | undefined;
  loading: boolean;
}) {
  return (
    <StatCards
      label="Product figures"
      loading={loading}
      // Five a row only where a seven-figure inventory value fits its card (it was cut at 1280 px).
      className="xl:grid-cols-3 2xl:grid-cols-5"
      stats={[
        {
          label: 'Total Products',
          value: (figures?.totalProducts ?? 0).toLocaleString('en-AU'),
          icon: PackageIcon,
        },
        {
          label: 'Low Stock Items',
          value: (figures?.lowStockProducts ?? 0).toLocaleString('en-AU'),
          icon: AlertTriangleIcon,
        },
        {
          label: 'Out of Stock',
          value: (figures?.outOfStockProducts ?? 0).toLocaleString('en-AU'),
          icon: ArchiveXIcon,
        },
        {
          label: 'Inventory Value',
          value: <Money amount={figures?.inventoryValue ?? 0} />,
          icon: DollarSignIcon,
        },
        { label: 'Avg. Profit Margin', value: `${figures?.avgProfitMargin ?? 0}%`, icon: PercentIcon },
      ]}
    />
  );
}
