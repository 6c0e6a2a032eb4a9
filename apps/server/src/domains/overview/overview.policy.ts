import type { Principal } from '@party/shared';
import { isPartner, noRows, ownRows, type RowScope } from '../../lib/row-policy.ts';

export const overviewActions = ['read'] as const;
export type OverviewAction = (typeof overviewActions)[number];

/** The pending-tasks line and loyalty points are the partner's own. */
export function overviewScope(principal: Principal, _action: OverviewAction): RowScope {
  return isPartner(principal) ? ownRows(principal) : noRows;
}
