import type { Kpi, PartnerAnalytics } from '@party/shared';
import { MinusIcon, TrendingDownIcon, TrendingUpIcon } from 'lucide-react';
import { StatCards } from '@/components/stat-cards';
import { cn } from '@/lib/utils';
import { formatChange, formatCount, formatUsd } from './format';

function Change({ kpi }: { kpi: Kpi }) {
  const text = formatChange(kpi.change);
  if (text === null) return <p className="text-muted-foreground text-xs">No orders in the previous period</p>;
  const Icon = kpi.change! > 0 ? TrendingUpIcon : kpi.change! < 0 ? TrendingDownIcon : MinusIcon;
  return (
    <p
      className={cn(
        'flex items-center gap-1 text-xs',
        kpi.change! > 0 ? 'text-emerald-700' : kpi.change! < 0 ? 'text-red-700' : 'text-muted-foreground',
      )}
    >
      <Icon className="size-3.5" aria-hidden="true" />
      {text} from previous period
    </p>
  );
}

/** docs/product/partner-portal.md: Total Spending, Total Orders, Average Order Value, Items Purchased. */
export function KpiCards({ kpis }: { kpis: PartnerAnalytics['kpis'] }) {
  const stats = [
    { label: 'Total Spending', kpi: kpis.totalSpending, value: formatUsd(kpis.totalSpending.value) },
    { label: 'Total Orders', kpi: kpis.totalOrders, value: formatCount(kpis.totalOrders.value) },
    {
      label: 'Average Order Value',
      kpi: kpis.averageOrderValue,
      value: formatUsd(kpis.averageOrderValue.value),
    },
    { label: 'Items Purchased', kpi: kpis.itemsPurchased, value: formatCount(kpis.itemsPurchased.value) },
  ].map(({ kpi, ...stat }) => ({ ...stat, hint: <Change kpi={kpi} /> }));
  return <StatCards label="Key figures" stats={stats} />;
}
