import {
  type AnalyticsRangeQuery,
  businessDay,
  daysInRange,
  defaultAnalyticsRange,
  previousRange,
} from '@party/shared';

export interface ResolvedRange {
  current: { from: string; to: string; days: number; isDefault: boolean };
  previous: { from: string; to: string; days: number };
}

/** The asked range (already validated by the contract) or the default six months, and the one before. */
export function resolveRange(query: AnalyticsRangeQuery, now: Date = new Date()): ResolvedRange {
  const isDefault = !query.from || !query.to;
  const range =
    query.from && query.to ? { from: query.from, to: query.to } : defaultAnalyticsRange(businessDay(now));
  const before = previousRange(range);
  return {
    current: { ...range, days: daysInRange(range.from, range.to), isDefault },
    previous: { ...before, days: daysInRange(before.from, before.to) },
  };
}
