import {
  type AdminReportRangeQuery,
  addDays,
  analyticsEventTypes,
  businessDay,
  categoryLabel,
  type InventoryValuation,
  type PartnerSalesReport,
  type Principal,
  type StorefrontEventsReport,
} from '@party/shared';
import type { Tx } from '../../db/client.ts';
import { assertAllowed } from '../../lib/row-policy.ts';
import {
  findEventsByTypeAndDay,
  findFirstSalesDay,
  findInventoryValuation,
  findSalesByPartner,
} from './admin-reports.repository.ts';
import { adminReportsScope, type InsightsAction } from './insights.policy.ts';
import { resolveRange } from './resolve-range.ts';
import { salesParts } from './sales-periods.ts';
import { toCents } from './to-cents.ts';

/** The admin policy's answer first, then the asked range (or the last 6 months). */
function adminRange(principal: Principal, query: AdminReportRangeQuery, now: Date, action: InsightsAction) {
  assertAllowed(adminReportsScope(principal, action).rows === 'all');
  return resolveRange(query, now).current;
}

/** How many partners the Sales by Partner screen shows, most net sales first; its file lists every one. */
export const PARTNER_SALES_SHOWN = 100;

/**
 * Sales per partner (issue 16 item 7): the partners who ordered in the range, with orders, goods
 * sold, discounts and net sales, cancelled orders left out (as the staff analytics count them);
 * totals over every partner, and the `shown` partners with the most net sales (all for the file).
 */
export async function getPartnerSalesReport(
  db: Tx,
  principal: Principal,
  query: AdminReportRangeQuery,
  now: Date = new Date(),
  action: InsightsAction = 'read',
  shown: number | 'all' = PARTNER_SALES_SHOWN,
): Promise<PartnerSalesReport> {
  const range = adminRange(principal, query, now, action);
  const parts = salesParts(range, await findFirstSalesDay(db), businessDay(now));
  const found = await findSalesByPartner(db, range, parts, shown === 'all' ? null : shown);
  const partners = found.partners
    .map((row) => {
      const salesCents = toCents(row.sales);
      const discountCents = toCents(row.discount);
      return {
        partnerId: row.partnerId,
        name: row.name,
        email: row.email,
        companyName: row.companyName,
        orders: row.orders,
        salesCents,
        discountCents,
        netSalesCents: salesCents - discountCents,
      };
    })
    .sort((a, b) => b.netSalesCents - a.netSalesCents || a.name.localeCompare(b.name))
    .slice(0, shown === 'all' ? undefined : shown);
  const salesCents = toCents(found.totals.sales);
  const discountCents = toCents(found.totals.discount);
  return {
    range,
    totals: {
      partners: found.totals.partners,
      orders: found.totals.orders,
      salesCents,
      discountCents,
      netSalesCents: salesCents - discountCents,
    },
    partners,
  };
}

/** The stock's value now, per category: units × cost and units × price, with totals. */
export async function getInventoryValuation(
  db: Tx,
  principal: Principal,
  now: Date = new Date(),
  action: InsightsAction = 'read',
): Promise<InventoryValuation> {
  assertAllowed(adminReportsScope(principal, action).rows === 'all');
  const found = await findInventoryValuation(db);
  const categories = found
    .map((row) => ({
      category: row.category,
      label: categoryLabel(row.category),
      products: row.products,
      units: row.units,
      costValueCents: toCents(row.costValue),
      retailValueCents: toCents(row.retailValue),
    }))
    .sort((a, b) => b.costValueCents - a.costValueCents || a.label.localeCompare(b.label));
  const sum = (key: 'products' | 'units' | 'costValueCents' | 'retailValueCents') =>
    categories.reduce((n, c) => n + c[key], 0);
  return {
    asAt: now.toISOString(),
    totals: {
      products: sum('products'),
      units: sum('units'),
      costValueCents: sum('costValueCents'),
      retailValueCents: sum('retailValueCents'),
    },
    categories,
  };
}

type EventCounts = StorefrontEventsReport['totals'];
const noEvents = (): EventCounts =>
  Object.fromEntries(analyticsEventTypes.map((type) => [type, 0])) as EventCounts;

/** Storefront events of the range per event type and Sydney day (by arrival), every day listed. */
export async function getStorefrontEventsReport(
  db: Tx,
  principal: Principal,
  query: AdminReportRangeQuery,
  now: Date = new Date(),
  action: InsightsAction = 'read',
): Promise<StorefrontEventsReport> {
  const range = adminRange(principal, query, now, action);
  const found = await findEventsByTypeAndDay(db, range);
  const byDay = new Map<string, EventCounts>();
  const totals = noEvents();
  for (const row of found) {
    const type = row.type as keyof EventCounts;
    const day = byDay.get(row.date) ?? noEvents();
    day[type] += row.events;
    totals[type] += row.events;
    byDay.set(row.date, day);
  }
  const daily: StorefrontEventsReport['daily'] = [];
  for (let day = range.from; day <= range.to; day = addDays(day, 1))
    daily.push({ date: day, counts: byDay.get(day) ?? noEvents() });
  return { range, totals, daily };
}
