import {
  analyticsEventTypeLabels,
  analyticsEventTypes,
  formatCents,
  type InventoryValuation,
  type PartnerSalesReport,
  type StorefrontEventsReport,
} from '@party/shared';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartCard } from './chart-card';
import { formatCount, formatDay } from './format';
import { Bars } from './staff-charts';

/** How many partners the bar chart draws. */
const CHART_PARTNERS = 10;
const eventColours = ['#33B1FF', '#a21caf', '#FF7A00', '#22CC88', '#9747FF', '#64748b'];
const legendText = (value: string) => <span className="text-foreground text-sm">{value}</span>;

/**
 * The partners the server did not list (it sends the top hundred; the downloaded report has every
 * one) as one row, so the table still adds up to its total; null when every partner is listed.
 */
function otherPartners(report: PartnerSalesReport) {
  const others = report.totals.partners - report.partners.length;
  if (others <= 0) return null;
  const listed = (key: 'orders' | 'salesCents' | 'discountCents' | 'netSalesCents') =>
    report.totals[key] - report.partners.reduce((sum, p) => sum + p[key], 0);
  return [
    `${formatCount(others)} other ${others === 1 ? 'partner' : 'partners'}`,
    'In the downloaded report',
    formatCount(listed('orders')),
    formatCents(listed('salesCents')),
    formatCents(listed('discountCents')),
    formatCents(listed('netSalesCents')),
  ];
}

/** Net sales per partner: the top ten as bars, the top hundred in the table and the rest as one row. */
export function PartnerSalesChart({ report }: { report: PartnerSalesReport }) {
  const others = otherPartners(report);
  const data = report.partners
    .slice(0, CHART_PARTNERS)
    .map((p) => ({ ...p, label: p.companyName ?? p.name }));
  return (
    <ChartCard
      title="Net Sales by Partner"
      empty={report.partners.length === 0}
      summary={`Net sales by partner: ${data.map((p) => `${p.label} ${formatCents(p.netSalesCents)}`).join(', ')}.`}
      table={{
        columns: ['Partner', 'Company', 'Orders', 'Sales', 'Discounts', 'Net Sales'],
        rows: [
          ...report.partners.map((p) => [
            p.name,
            p.companyName ?? '—',
            formatCount(p.orders),
            formatCents(p.salesCents),
            formatCents(p.discountCents),
            formatCents(p.netSalesCents),
          ]),
          ...(others ? [others] : []),
          [
            'Total',
            `${formatCount(report.totals.partners)} partners`,
            formatCount(report.totals.orders),
            formatCents(report.totals.salesCents),
            formatCents(report.totals.discountCents),
            formatCents(report.totals.netSalesCents),
          ],
        ],
      }}
    >
      <Bars data={data} series={[{ key: 'netSalesCents', name: 'Net Sales', fill: '#a21caf' }]} />
    </ChartCard>
  );
}

/** The stock's value at cost and at price per category. */
export function InventoryValuationChart({ report }: { report: InventoryValuation }) {
  const data = report.categories;
  return (
    <ChartCard
      title="Inventory Valuation by Category"
      empty={data.length === 0}
      emptyText="No products in the catalogue"
      summary={`Stock value at cost and at price: ${data.map((c) => `${c.label} ${formatCents(c.costValueCents)} at cost, ${formatCents(c.retailValueCents)} at price`).join('; ')}.`}
      table={{
        columns: ['Category', 'Products', 'Units in Stock', 'Value at Cost', 'Value at Price'],
        rows: [
          ...data.map((c) => [
            c.label,
            formatCount(c.products),
            formatCount(c.units),
            formatCents(c.costValueCents),
            formatCents(c.retailValueCents),
          ]),
          [
            'Total',
            formatCount(report.totals.products),
            formatCount(report.totals.units),
            formatCents(report.totals.costValueCents),
            formatCents(report.totals.retailValueCents),
          ],
        ],
      }}
    >
      <Bars
        data={data}
        series={[
          { key: 'costValueCents', name: 'Value at Cost', fill: '#33B1FF' },
          { key: 'retailValueCents', name: 'Value at Price', fill: '#22CC88' },
        ]}
      />
    </ChartCard>
  );
}

/** Every storefront event type per day, stacked. */
export function StorefrontEventsChart({ report }: { report: StorefrontEventsReport }) {
  const data = report.daily.map((d) => ({ ...d.counts, label: formatDay(d.date) }));
  const active = report.daily.filter((d) => analyticsEventTypes.some((type) => d.counts[type] > 0));
  return (
    <ChartCard
      title="Storefront Events by Day"
      empty={active.length === 0}
      emptyText="No storefront events in this period"
      summary={`Storefront events over ${data.length} days: ${analyticsEventTypes.map((type) => `${formatCount(report.totals[type])} ${analyticsEventTypeLabels[type].toLowerCase()}`).join(', ')}.`}
      table={{
        columns: ['Day', ...analyticsEventTypes.map((type) => analyticsEventTypeLabels[type])],
        rows: [
          ...active.map((d) => [
            formatDay(d.date),
            ...analyticsEventTypes.map((type) => formatCount(d.counts[type])),
          ]),
          ['Total', ...analyticsEventTypes.map((type) => formatCount(report.totals[type]))],
        ],
      }}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ left: 8, right: 8 }} accessibilityLayer={false}>
          <CartesianGrid vertical={false} strokeDasharray="3 3" />
          <XAxis dataKey="label" tickLine={false} fontSize={12} minTickGap={24} />
          <YAxis allowDecimals={false} width={40} fontSize={12} />
          <Tooltip />
          <Legend formatter={legendText} />
          {analyticsEventTypes.map((type, i) => (
            <Bar
              key={type}
              dataKey={type}
              name={analyticsEventTypeLabels[type]}
              stackId="events"
              fill={eventColours[i]}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}
