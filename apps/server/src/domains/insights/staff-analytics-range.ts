import type { Principal, StaffAnalyticsQuery } from '@party/shared';
import { assertAllowed } from '../../lib/row-policy.ts';
import { staffInsightsScope } from './insights.policy.ts';
import { type ResolvedRange, resolveRange } from './resolve-range.ts';

/** Percent with one decimal, null when there is nothing to divide by. */
export const percentOf = (part: number, whole: number) =>
  whole === 0 ? null : Math.round((part / whole) * 1000) / 10;

/** The staff policy's answer first, then the asked range (or the last 6 months). */
export function staffRange(
  principal: Principal,
  query: StaffAnalyticsQuery,
  now: Date,
  action: 'read' | 'export' = 'read',
): ResolvedRange['current'] {
  assertAllowed(staffInsightsScope(principal, action).rows === 'all');
  return resolveRange(query, now).current;
}
