import type { Kpi, PartnerAnalytics } from '@party/shared';
import { MinusIcon, TrendingDownIcon, TrendingUpIcon } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
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

/** Spec 2 section 2.1: Total Spending, Total Orders, Average Order Value, Items Purchased. */
export function KpiCards({ kpis }: { kpis: PartnerAnalytics['kpis'] }) {
  const cards = [
    { title: 'Total Spending', kpi: kpis.totalSpending, value: formatUsd(kpis.totalSpending.value) },
    { title: 'Total Orders', kpi: kpis.totalOrders, value: formatCount(kpis.totalOrders.value) },
    {
      title: 'Average Order Value',
      kpi: kpis.averageOrderValue,
      value: formatUsd(kpis.averageOrderValue.value),
    },
    { title: 'Items Purchased', kpi: kpis.itemsPurchased, value: formatCount(kpis.itemsPurchased.value) },
  ];
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" aria-label="Key figures">
      {cards.map((card) => (
        <li key={card.title}>
          <Card className="h-full">
            <CardHeader className="pb-2">
              <CardTitle className="font-medium text-muted-foreground text-sm">{card.title}</CardTitle>
            </CardHeader>
            <CardContent className="flex flex-col gap-1">
              <p className="font-semibold text-2xl tabular-nums">{card.value}</p>
              <Change kpi={card.kpi} />
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}
