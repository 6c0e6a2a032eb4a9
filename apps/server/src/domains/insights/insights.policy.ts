import type { Principal } from '@party/shared';
import { isPartner, noRows, ownRows, type RowScope } from '../../lib/row-policy.ts';

export const insightsActions = ['read', 'export'] as const;
export type InsightsAction = (typeof insightsActions)[number];

/** Purchase analytics and report files cover the partner's own orders only. */
export function insightsScope(principal: Principal, _action: InsightsAction): RowScope {
  return isPartner(principal) ? ownRows(principal) : noRows;
}
