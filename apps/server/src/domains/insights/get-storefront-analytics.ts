import { addDays, type Principal, type StaffAnalyticsQuery, type StorefrontAnalytics } from '@party/shared';
import type { Tx } from '../../db/client.ts';
import { percentOf, staffRange } from './staff-analytics-range.ts';
import { findEventsByDay, findTopPages, findTopQueries } from './staff-insights.repository.ts';
import { toCents } from './to-cents.ts';

/**
 * The storefront's visitor events of the range (page views, searches, conversions per day; visitors;
 * the top searches and pages), by the day they arrived; three queries (the days and the whole range in one read).
 */
export async function getStorefrontAnalytics(
  db: Tx,
  principal: Principal,
  query: StaffAnalyticsQuery,
  now: Date = new Date(),
): Promise<StorefrontAnalytics> {
  const range = staffRange(principal, query, now);
  const [found, topQueries, topPages] = await Promise.all([
    findEventsByDay(db, range),
    findTopQueries(db, range),
    findTopPages(db, range),
  ]);
  const days = found.filter((d) => d.date !== null);
  const whole = found.find((d) => d.date === null);
  const byDay = new Map(days.map((d) => [d.date, d]));
  const daily: StorefrontAnalytics['daily'] = [];
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) {
    const found = byDay.get(day);
    daily.push({
      date: day,
      pageViews: found?.pageViews ?? 0,
      searches: found?.searches ?? 0,
      conversions: found?.conversions ?? 0,
    });
  }
  const sum = (key: 'pageViews' | 'searches' | 'conversions') => days.reduce((n, d) => n + d[key], 0);
  const conversions = sum('conversions');
  return {
    range,
    totals: {
      pageViews: sum('pageViews'),
      visitors: whole?.visitors ?? 0,
      searches: sum('searches'),
      conversions,
      conversionValueCents: toCents(whole?.conversionValue ?? 0),
      conversionRate: percentOf(conversions, whole?.visitors ?? 0),
    },
    daily,
    topQueries,
    topPages,
  };
}
