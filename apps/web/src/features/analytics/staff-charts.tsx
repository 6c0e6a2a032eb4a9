import {
  type CampaignPerformance,
  formatCents,
  type SalesAnalytics,
  type StockTurns,
  type StorefrontAnalytics,
} from '@party/shared';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { ChartCard } from './chart-card';
import { formatCount, formatDay } from './format';
import { formatPercent, formatTurns, periodLabel } from './staff-format';

const legendText = (value: string) => <span className="text-foreground text-sm">{value}</span>;
const compactAud = (cents: number) => {
  const dollars = cents / 100;
  return Math.abs(dollars) >= 1000 ? `$${Math.round(dollars / 100) / 10}k` : `$${Math.round(dollars)}`;
};
const money = (value: unknown) => formatCents(Number(value));

interface BarSeries {
  key: string;
  name: string;
  fill: string;
}

/**
 * The bar chart of this screen: one bar per series over `xKey`, amounts in AUD (cents) unless
 * `format` says otherwise; a legend when there is more than one series.
 */
export function Bars({
  data,
  series,
  xKey = 'label',
  format,
}: {
  data: object[];
  series: BarSeries[];
  xKey?: string;
  format?: (value: number) => string;
}) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={data} margin={{ left: 8, right: 8 }} accessibilityLayer={false}>
        <CartesianGrid vertical={false} strokeDasharray="3 3" />
        <XAxis dataKey={xKey} tickLine={false} fontSize={12} />
        {format ? (
          <YAxis width={40} fontSize={12} />
        ) : (
          <YAxis tickFormatter={compactAud} width={60} fontSize={12} />
        )}
        <Tooltip formatter={format ? (value) => format(Number(value)) : money} />
        {series.length > 1 && <Legend formatter={legendText} />}
        {series.map((s) => (
          <Bar key={s.key} dataKey={s.key} name={s.name} fill={s.fill} radius={[4, 4, 0, 0]} />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}

/** Net sales and margin per day, week or month. */
export function SalesByPeriodChart({ sales }: { sales: SalesAnalytics }) {
  const data = sales.periods.map((p) => ({ ...p, label: periodLabel(p.start, sales.granularity) }));
  return (
    <ChartCard
      title="Sales and Margin by Period"
      empty={sales.totals.orders === 0}
      summary={`Net sales and margin: ${data.map((p) => `${p.label} ${formatCents(p.netSalesCents)} (margin ${formatCents(p.marginCents)})`).join(', ')}.`}
      table={{
        columns: ['Period', 'Orders', 'Sales', 'Discounts', 'Net Sales', 'Cost', 'Margin', 'Margin %'],
        rows: data.map((p) => [
          p.label,
          formatCount(p.orders),
          formatCents(p.salesCents),
          formatCents(p.discountCents),
          formatCents(p.netSalesCents),
          formatCents(p.costCents),
          formatCents(p.marginCents),
          formatPercent(p.marginPercent),
        ]),
      }}
    >
      <Bars
        data={data}
        series={[
          { key: 'netSalesCents', name: 'Net Sales', fill: '#a21caf' },
          { key: 'marginCents', name: 'Margin', fill: '#22CC88' },
        ]}
      />
    </ChartCard>
  );
}

/** Sales and margin per category (before order discounts). */
export function SalesByCategoryChart({ sales }: { sales: SalesAnalytics }) {
  const data = sales.categories;
  return (
    <ChartCard
      title="Sales and Margin by Category"
      empty={data.length === 0}
      summary={`Sales by category: ${data.map((c) => `${c.label} ${formatCents(c.salesCents)} (margin ${formatPercent(c.marginPercent)})`).join(', ')}.`}
      table={{
        columns: ['Category', 'Units', 'Sales', 'Cost', 'Margin', 'Margin %'],
        rows: data.map((c) => [
          c.label,
          formatCount(c.units),
          formatCents(c.salesCents),
          formatCents(c.costCents),
          formatCents(c.marginCents),
          formatPercent(c.marginPercent),
        ]),
      }}
    >
      <Bars
        data={data}
        series={[
          { key: 'salesCents', name: 'Sales', fill: '#33B1FF' },
          { key: 'marginCents', name: 'Margin', fill: '#22CC88' },
        ]}
      />
    </ChartCard>
  );
}

/** Stock turns per category. */
export function StockTurnsChart({ stock }: { stock: StockTurns }) {
  const data = stock.categories.map((c) => ({ ...c, turnsValue: c.turns ?? 0 }));
  return (
    <ChartCard
      title="Stock Turns by Category"
      empty={data.length === 0}
      emptyText="No products in the catalogue"
      summary={`Stock turns: ${data.map((c) => `${c.label} ${formatTurns(c.turns)}`).join(', ')}.`}
      table={{
        columns: ['Category', 'Units Sold', 'Average Stock', 'Stock Turns'],
        rows: data.map((c) => [
          c.label,
          formatCount(c.unitsSold),
          c.averageStock.toLocaleString('en-AU'),
          formatTurns(c.turns),
        ]),
      }}
    >
      <Bars
        data={data}
        series={[{ key: 'turnsValue', name: 'Stock Turns', fill: '#9747FF' }]}
        format={formatTurns}
      />
    </ChartCard>
  );
}

/** Revenue and discount given per campaign or promo code. */
export function CampaignChart({ campaigns }: { campaigns: CampaignPerformance }) {
  const data = campaigns.campaigns;
  return (
    <ChartCard
      title="Campaign Performance"
      empty={data.length === 0}
      emptyText="No campaign or promo code was used in this period"
      summary={`Campaigns: ${data.map((c) => `${c.name} ${c.uses} uses, ${formatCents(c.revenueCents)} revenue, ${formatCents(c.discountCents)} discount`).join('; ')}.`}
      table={{
        columns: ['Campaign', 'Promo Code', 'Uses', 'Revenue', 'Discount Given'],
        rows: data.map((c) => [
          c.name,
          c.promoCode ?? '—',
          formatCount(c.uses),
          formatCents(c.revenueCents),
          formatCents(c.discountCents),
        ]),
      }}
    >
      <Bars
        data={data}
        xKey="name"
        series={[
          { key: 'revenueCents', name: 'Revenue', fill: '#a21caf' },
          { key: 'discountCents', name: 'Discount Given', fill: '#FF7A00' },
        ]}
      />
    </ChartCard>
  );
}

/** Page views, searches and conversions per day. */
export function StorefrontChart({ storefront }: { storefront: StorefrontAnalytics }) {
  const data = storefront.daily.map((d) => ({ ...d, label: formatDay(d.date) }));
  const active = data.filter((d) => d.pageViews + d.searches + d.conversions > 0);
  return (
    <ChartCard
      title="Storefront Activity"
      empty={active.length === 0}
      emptyText="No storefront visits in this period"
      summary={`Storefront per day: ${storefront.totals.pageViews} page views, ${storefront.totals.searches} searches and ${storefront.totals.conversions} conversions over ${data.length} days.`}
      table={{
        columns: ['Day', 'Page Views', 'Searches', 'Conversions'],
        rows: active.map((d) => [
          d.label,
          formatCount(d.pageViews),
          formatCount(d.searches),
          formatCount(d.conversions),
        ]),
      }}
    >
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={data} margin={{ left: 8, right: 8 }} accessibilityLayer={false}>
          <CartesianGrid vertical={false} strokeDasharray="3 3" />
          <XAxis dataKey="label" tickLine={false} fontSize={12} minTickGap={24} />
          <YAxis allowDecimals={false} width={40} fontSize={12} />
          <Tooltip />
          <Legend formatter={legendText} />
          <Line
            type="monotone"
            dataKey="pageViews"
            name="Page Views"
            stroke="#33B1FF"
            strokeWidth={2}
            dot={false}
          />
          <Line
            type="monotone"
            dataKey="searches"
            name="Searches"
            stroke="#a21caf"
            strokeWidth={2}
            dot={false}
          />
          <Line
            type="monotone"
            dataKey="conversions"
            name="Conversions"
            stroke="#22CC88"
            strokeWidth={2}
            dot={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}
