import {
  addDays,
  categoryLabel,
  type Principal,
  type SalesAnalytics,
  type SalesGranularity,
  type StaffAnalyticsQuery,
} from '@party/shared';
import type { Tx } from '../../db/client.ts';
import { percentOf, staffRange } from './staff-analytics-range.ts';
import { findSalesByCategory, findSalesByPeriod } from './staff-insights.repository.ts';
import { toCents } from './to-cents.ts';

/** The start of the day, week (Monday) or month a day belongs to. */
function periodStart(day: string, granularity: SalesGranularity): string {
  if (granularity === 'day') return day;
  if (granularity === 'month') return `${day.slice(0, 7)}-01`;
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** Every period touching the range, oldest first. */
function periodsOf(from: string, to: string, granularity: SalesGranularity): string[] {
  const starts: string[] = [];
  let day = periodStart(from, granularity);
  while (day <= to) {
    starts.push(day);
    if (granularity === 'day') day = addDays(day, 1);
    else if (granularity === 'week') day = addDays(day, 7);
    else {
      const [year, month] = day.split('-').map(Number) as [number, number];
      day = new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 10);
    }
  }
  return starts;
}

function figures(orders: number, sales: number, discount: number, cost: number) {
  const netSalesCents = sales - discount;
  const marginCents = netSalesCents - cost;
  return {
    orders,
    salesCents: sales,
    discountCents: discount,
    netSalesCents,
    costCents: cost,
    marginCents,
    marginPercent: percentOf(marginCents, netSalesCents),
  };
}

/**
 * Sales and margin of every partner's orders (cancelled left out) per day, week or month and per
 * category, margin from each product's cost; two aggregate queries whatever the number of orders.
 */
export async function getSalesAnalytics(
  db: Tx,
  principal: Principal,
  query: StaffAnalyticsQuery,
  now: Date = new Date(),
): Promise<SalesAnalytics> {
  const range = staffRange(principal, query, now);
  const granularity = query.granularity ?? 'month';
  const [periodRows, categoryRows] = await Promise.all([
    findSalesByPeriod(db, range, granularity),
    findSalesByCategory(db, range),
  ]);
  const found = new Map(periodRows.map((row) => [row.start, row]));
  const total = { orders: 0, sales: 0, discount: 0, cost: 0 };
  const periods = periodsOf(range.from, range.to, granularity).map((start) => {
    const row = found.get(start);
    const p = {
      orders: row?.orders ?? 0,
      sales: toCents(row?.sales ?? 0),
      discount: toCents(row?.discount ?? 0),
      cost: toCents(row?.cost ?? 0),
    };
    total.orders += p.orders;
    total.sales += p.sales;
    total.discount += p.discount;
    total.cost += p.cost;
    return { start, ...figures(p.orders, p.sales, p.discount, p.cost) };
  });
  const categories = categoryRows
    .map((row) => {
      const salesCents = toCents(row.sales);
      const costCents = toCents(row.cost);
      const category = row.category ?? 'other';
      return {
        category,
        label: categoryLabel(category),
        units: row.units,
        salesCents,
        costCents,
        marginCents: salesCents - costCents,
        marginPercent: percentOf(salesCents - costCents, salesCents),
      };
    })
    .sort((a, b) => b.salesCents - a.salesCents || a.label.localeCompare(b.label));
  return {
    range,
    granularity,
    totals: figures(total.orders, total.sales, total.discount, total.cost),
    periods,
    categories,
  };
}
