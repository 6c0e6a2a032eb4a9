import { type AnalyticsRangeQuery, businessDay, categoryLabel, type Principal } from '@party/shared';
import type { Tx } from '../../db/client.ts';
import { companyOf } from '../../lib/row-policy.ts';
import { getPartnerAnalytics } from './get-partner-analytics.ts';
import { insightsScope } from './insights.policy.ts';
import { findOrders, findProductStats, findPurchaseLines } from './insights.repository.ts';
import { col, type ReportSection } from './report.ts';
import type { ResolvedRange } from './resolve-range.ts';
import { toCents } from './to-cents.ts';

const monthFormat = new Intl.DateTimeFormat('en-AU', { month: 'short', year: 'numeric', timeZone: 'UTC' });
/** docs/product/partner-portal.md, Orders: the order number is the first 8 characters of its id. */
const orderNumber = (id: string) => id.slice(0, 8);
const statusLabel = (status: string) => status.charAt(0).toUpperCase() + status.slice(1);
const dollars = (amount: string | number) => toCents(amount) / 100;

/** The dashboard's own export: metrics, monthly breakdown and top products. */
export async function buildSummary(db: Tx, principal: Principal, query: AnalyticsRangeQuery, now: Date) {
  const data = await getPartnerAnalytics(db, principal, query, now);
  const { kpis } = data;
  const sections: ReportSection[] = [
    {
      title: 'Metrics',
      columns: [
        col('Metric'),
        col('This Period', 'int'),
        col('Previous Period', 'int'),
        col('Change (%)', 'percent'),
      ],
      rows: [
        [
          'Total Spending (USD)',
          { money: kpis.totalSpending.value },
          { money: kpis.totalSpending.previous },
          kpis.totalSpending.change,
        ],
        ['Total Orders', kpis.totalOrders.value, kpis.totalOrders.previous, kpis.totalOrders.change],
        [
          'Average Order Value (USD)',
          { money: kpis.averageOrderValue.value },
          { money: kpis.averageOrderValue.previous },
          kpis.averageOrderValue.change,
        ],
        [
          'Items Purchased',
          kpis.itemsPurchased.value,
          kpis.itemsPurchased.previous,
          kpis.itemsPurchased.change,
        ],
      ],
    },
    {
      title: 'Monthly Breakdown',
      columns: [col('Month'), col('Orders', 'int'), col('Spending (USD)', 'money')],
      rows: data.monthly.map((m) => [
        monthFormat.format(new Date(`${m.month}-01T00:00:00Z`)),
        m.orders,
        m.spending,
      ]),
    },
    {
      title: 'Top Products',
      columns: [col('Product'), col('Units', 'int'), col('Spending (USD)', 'money')],
      rows: data.topProducts.map((p) => [p.name, p.units, p.spending]),
    },
  ];
  return sections;
}

/** Every line bought in the range, cancelled orders included and marked. */
export async function buildPurchaseHistory(db: Tx, principal: Principal, range: ResolvedRange) {
  const lines = await findPurchaseLines(db, companyOf(insightsScope(principal, 'export')), range.current);
  const section: ReportSection = {
    title: 'Purchase History',
    columns: [
      col('Order'),
      col('Date', 'date'),
      col('Status'),
      col('Product'),
      col('Category'),
      col('Quantity', 'int'),
      col('Unit Price (USD)', 'money'),
      col('Line Total (USD)', 'money'),
    ],
    rows: lines.map((l) => [
      orderNumber(l.orderId),
      businessDay(l.createdAt),
      statusLabel(l.status),
      l.productName,
      categoryLabel(l.category ?? 'other'),
      l.quantity,
      dollars(l.pricePerUnit),
      (toCents(l.pricePerUnit) * l.quantity) / 100,
    ]),
  };
  return [section];
}

/** Orders by status, then every order with its subtotal (total − delivery), delivery and total. */
export async function buildOrderSummary(db: Tx, principal: Principal, range: ResolvedRange) {
  const rows = await findOrders(db, companyOf(insightsScope(principal, 'export')), range.current);
  const byStatus = new Map<string, { orders: number; cents: number }>();
  for (const o of rows) {
    const entry = byStatus.get(o.status) ?? { orders: 0, cents: 0 };
    entry.orders++;
    entry.cents += toCents(o.totalAmount);
    byStatus.set(o.status, entry);
  }
  const sections: ReportSection[] = [
    {
      title: 'Orders by Status',
      columns: [col('Status'), col('Orders', 'int'), col('Total (USD)', 'money')],
      rows: [...byStatus].map(([status, s]) => [statusLabel(status), s.orders, s.cents / 100]),
    },
    {
      title: 'Orders',
      columns: [
        col('Order'),
        col('Date', 'date'),
        col('Status'),
        col('Items', 'int'),
        col('Subtotal (USD)', 'money'),
        col('Delivery (USD)', 'money'),
        col('Total (USD)', 'money'),
      ],
      rows: rows.map((o) => [
        orderNumber(o.id),
        businessDay(o.createdAt),
        statusLabel(o.status),
        o.units,
        (toCents(o.totalAmount) - toCents(o.deliveryCost)) / 100,
        dollars(o.deliveryCost),
        dollars(o.totalAmount),
      ]),
    },
  ];
  return sections;
}

/** Units and spending per category and per product (cancelled orders left out). */
export async function buildProductAnalytics(db: Tx, principal: Principal, range: ResolvedRange) {
  const products = await findProductStats(db, companyOf(insightsScope(principal, 'export')), range.current);
  const totalUnits = products.reduce((sum, p) => sum + p.units, 0);
  const share = (units: number) => (totalUnits ? Math.round((units / totalUnits) * 100) : 0);
  const byCategory = new Map<string, { units: number; cents: number }>();
  for (const p of products) {
    const label = categoryLabel(p.category ?? 'other');
    const entry = byCategory.get(label) ?? { units: 0, cents: 0 };
    entry.units += p.units;
    entry.cents += toCents(p.spending);
    byCategory.set(label, entry);
  }
  const sections: ReportSection[] = [
    {
      title: 'Purchase Categories',
      columns: [
        col('Category'),
        col('Units', 'int'),
        col('Share of Units (%)', 'percent'),
        col('Spending (USD)', 'money'),
      ],
      rows: [...byCategory]
        .sort((a, b) => b[1].units - a[1].units)
        .map(([label, c]) => [label, c.units, share(c.units), c.cents / 100]),
    },
    {
      title: 'Products',
      columns: [
        col('Product'),
        col('Category'),
        col('Units', 'int'),
        col('Orders', 'int'),
        col('Spending (USD)', 'money'),
        col('Average Unit Price (USD)', 'money'),
        col('Share of Units (%)', 'percent'),
      ],
      rows: products.map((p) => [
        p.name,
        categoryLabel(p.category ?? 'other'),
        p.units,
        p.orders,
        dollars(p.spending),
        p.units ? Math.round(toCents(p.spending) / p.units) / 100 : 0,
        share(p.units),
      ]),
    },
  ];
  return sections;
}
