import {
  ANALYTICS_TOP_PRODUCTS,
  type AnalyticsOrderStatus,
  type AnalyticsRangeQuery,
  analyticsOrderStatuses,
  categoryLabel,
  isSale,
  type Kpi,
  type PartnerAnalytics,
  type Principal,
} from '@party/shared';
import type { Tx } from '../../db/client.ts';
import { companyOf, narrowToMember } from '../../lib/row-policy.ts';
import { insightsScope } from './insights.policy.ts';
import { findCategoryUnits, findOrderTotals, findTopProducts } from './insights.repository.ts';
import { resolveRange } from './resolve-range.ts';
import { toCents } from './to-cents.ts';

/** docs/product/partner-portal.md, Analytics: change against the preceding period in whole percent; none when it had nothing. */
function kpi(value: number, previous: number): Kpi {
  const change = previous === 0 ? null : Math.round(((value - previous) / previous) * 100);
  return { value, previous, change: Object.is(change, -0) ? 0 : change };
}

/** YYYY-MM of every month the range touches, oldest first. */
function monthsOf(from: string, to: string): string[] {
  const months: string[] = [];
  let [year, month] = from.split('-').map(Number) as [number, number];
  const last = to.slice(0, 7);
  for (;;) {
    const key = `${year}-${String(month).padStart(2, '0')}`;
    months.push(key);
    if (key >= last) return months;
    month = month === 12 ? 1 : month + 1;
    if (month === 1) year++;
  }
}

/**
 * The signed-in partner's company's purchase analytics (a buyer's: their own orders') for a range (default: the last 6 months), in three
 * aggregate queries: the orders of both periods and the current period's units per category (from the sales roll-ups), and its leading
 * products (from the lines). Cancelled orders count toward no spending, order, item or product figure;
 * the status pie shows them (docs/decisions/0006-partner-analytics.md).
 */
export async function getPartnerAnalytics(
  db: Tx,
  principal: Principal,
  query: AnalyticsRangeQuery,
  now: Date = new Date(),
): Promise<PartnerAnalytics> {
  const scope = narrowToMember(companyOf(insightsScope(principal, 'read')), principal, query.member ?? 'all');
  const { current, previous } = resolveRange(query, now);
  const [totals, categories, leaders] = await Promise.all([
    findOrderTotals(db, scope, current, previous),
    findCategoryUnits(db, scope, current),
    findTopProducts(db, scope, current, ANALYTICS_TOP_PRODUCTS),
  ]);

  const sums = { current: { orders: 0, cents: 0, units: 0 }, previous: { orders: 0, cents: 0, units: 0 } };
  const monthly = new Map(monthsOf(current.from, current.to).map((m) => [m, { orders: 0, cents: 0 }]));
  const statusCounts = new Map<AnalyticsOrderStatus, number>();
  for (const row of totals) {
    const status = (analyticsOrderStatuses as readonly string[]).includes(row.status)
      ? (row.status as AnalyticsOrderStatus)
      : 'pending';
    if (row.period === 'current') statusCounts.set(status, (statusCounts.get(status) ?? 0) + row.orders);
    if (!isSale(status)) continue;
    sums[row.period].orders += row.orders;
    sums[row.period].cents += toCents(row.spending);
    sums[row.period].units += row.units;
    const bar = row.period === 'current' ? monthly.get(row.month) : undefined;
    if (bar) {
      bar.orders += row.orders;
      bar.cents += toCents(row.spending);
    }
  }

  const totalUnits = sums.current.units;
  // Most units first, then most spent, then by name (as the products report orders them).
  const top = leaders
    .sort(
      (a, b) =>
        b.units - a.units || toCents(b.spending) - toCents(a.spending) || a.name.localeCompare(b.name),
    )
    .slice(0, ANALYTICS_TOP_PRODUCTS);

  const average = (s: { orders: number; cents: number }) => (s.orders ? Math.round(s.cents / s.orders) : 0);
  return {
    range: current,
    previousRange: previous,
    kpis: {
      totalSpending: kpi(sums.current.cents / 100, sums.previous.cents / 100),
      totalOrders: kpi(sums.current.orders, sums.previous.orders),
      averageOrderValue: kpi(average(sums.current) / 100, average(sums.previous) / 100),
      itemsPurchased: kpi(sums.current.units, sums.previous.units),
    },
    monthly: [...monthly].map(([month, m]) => ({ month, orders: m.orders, spending: m.cents / 100 })),
    statuses: analyticsOrderStatuses
      .filter((status) => statusCounts.has(status))
      .map((status) => ({ status, count: statusCounts.get(status)! })),
    categories: categories
      .map((row) => [row.category, row.units] as const)
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .map(([category, units]) => ({
        category,
        label: categoryLabel(category),
        units,
        share: totalUnits ? Math.round((units / totalUnits) * 100) : 0,
      })),
    topProducts: top.map((row) => ({
      productId: row.key.startsWith('name:') ? null : row.key,
      name: row.name,
      units: row.units,
      spending: toCents(row.spending) / 100,
    })),
  };
}
