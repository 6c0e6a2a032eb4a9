import type { Principal } from '@party/shared';
import { isPartner, noRows, ownRows, type RowScope } from '../../lib/row-policy.ts';

export const creditActions = ['read-overview', 'list-requests', 'request-limit'] as const;
export type CreditAction = (typeof creditActions)[number];

/**
 * A partner reads their own credit limit and requests and asks for a new limit. Reviewers (finance,
 * admins) hear of requests by notification; their review screens are not built yet.
 */
export function creditScope(principal: Principal, _action: CreditAction): RowScope {
  return isPartner(principal) ? ownRows(principal) : noRows;
}
