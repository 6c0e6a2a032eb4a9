import { orderStatusColours, type PartnerAnalytics } from '@party/shared';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Line,
  LineChart,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { statusMaps } from '@/components/status-badge';
import { ChartCard } from './chart-card';
import { formatCount, formatMonth, formatUsd } from './format';

const categoryColours = ['#a21caf', '#33B1FF', '#22CC88', '#FF7A00', '#9747FF', '#64748b'];
/** Legend names in the text colour (the slice colours are too light to read as text). */
const legendText = (value: string) => <span className="text-foreground text-sm">{value}</span>;
const compactUsd = (value: number) =>
  value >= 1000 ? `$${Math.round(value / 100) / 10}k` : `$${Math.round(value)}`;

export function MonthlySpendingChart({ monthly }: { monthly: PartnerAnalytics['monthly'] }) {
  const data = monthly.map((m) => ({ ...m, label: formatMonth(m.month) }));
  const total = monthly.reduce((sum, m) => sum + m.spending, 0);
  return (
    <ChartCard
      title="Monthly Spending"
      empty={total === 0}
      summary={`Spending per month: ${data.map((m) => `${m.label} ${formatUsd(m.spending)}`).join(', ')}.`}
      table={{
        columns: ['Month', 'Spending (USD)'],
        rows: data.map((m) => [m.label, formatUsd(m.spending)]),
      }}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ left: 8, right: 8 }} accessibilityLayer={false}>
          <CartesianGrid vertical={false} strokeDasharray="3 3" />
          <XAxis dataKey="label" tickLine={false} fontSize={12} />
          <YAxis tickFormatter={compactUsd} width={56} fontSize={12} />
          <Tooltip formatter={(value) => formatUsd(Number(value))} />
          <Bar dataKey="spending" name="Spending" fill="#a21caf" radius={[4, 4, 0, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}

export function OrderHistoryChart({ monthly }: { monthly: PartnerAnalytics['monthly'] }) {
  const data = monthly.map((m) => ({ ...m, label: formatMonth(m.month) }));
  return (
    <ChartCard
      title="Order History"
      empty={monthly.every((m) => m.orders === 0)}
      summary={`Orders per month: ${data.map((m) => `${m.label} ${m.orders}`).join(', ')}.`}
      table={{ columns: ['Month', 'Orders'], rows: data.map((m) => [m.label, formatCount(m.orders)]) }}
    >
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={data} margin={{ left: 8, right: 8 }} accessibilityLayer={false}>
          <CartesianGrid vertical={false} strokeDasharray="3 3" />
          <XAxis dataKey="label" tickLine={false} fontSize={12} />
          <YAxis allowDecimals={false} width={40} fontSize={12} />
          <Tooltip />
          <Line type="monotone" dataKey="orders" name="Orders" stroke="#33B1FF" strokeWidth={2} dot />
        </LineChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}

export function OrderStatusChart({ statuses }: { statuses: PartnerAnalytics['statuses'] }) {
  const data = statuses.map((s) => ({ ...s, label: statusMaps.order[s.status].label }));
  return (
    <ChartCard
      title="Order Status"
      empty={data.length === 0}
      summary={`Orders by status: ${data.map((s) => `${s.label} ${s.count}`).join(', ')}.`}
      table={{ columns: ['Status', 'Orders'], rows: data.map((s) => [s.label, formatCount(s.count)]) }}
    >
      <ResponsiveContainer width="100%" height="100%">
        <PieChart accessibilityLayer={false}>
          <Pie
            rootTabIndex={-1}
            data={data}
            dataKey="count"
            nameKey="label"
            innerRadius="45%"
            outerRadius="80%"
            paddingAngle={2}
          >
            {data.map((s) => (
              <Cell key={s.status} fill={orderStatusColours[s.status]} />
            ))}
          </Pie>
          <Tooltip />
          <Legend formatter={legendText} />
        </PieChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}

export function PurchaseCategoriesChart({ categories }: { categories: PartnerAnalytics['categories'] }) {
  return (
    <ChartCard
      title="Purchase Categories"
      empty={categories.length === 0}
      summary={`Share of units bought: ${categories.map((c) => `${c.label} ${c.share}%`).join(', ')}.`}
      table={{
        columns: ['Category', 'Units', 'Share'],
        rows: categories.map((c) => [c.label, formatCount(c.units), `${c.share}%`]),
      }}
    >
      <ResponsiveContainer width="100%" height="100%">
        <PieChart accessibilityLayer={false}>
          <Pie rootTabIndex={-1} data={categories} dataKey="units" nameKey="label" outerRadius="80%">
            {categories.map((c, i) => (
              <Cell key={c.category} fill={categoryColours[i % categoryColours.length]} />
            ))}
          </Pie>
          <Tooltip
            formatter={(value, _name, item) => `${formatCount(Number(value))} units (${item.payload.share}%)`}
          />
          <Legend formatter={legendText} />
        </PieChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}
