import { canReviewCredit, type Principal } from '@party/shared';
import { allRows, isPartner, noRows, ownRows, type RowScope } from '../../lib/row-policy.ts';

export const creditActions = ['read-overview', 'list-requests', 'request-limit', 'review'] as const;
export type CreditAction = (typeof creditActions)[number];

/**
 * A partner reads their own credit limit and requests and asks for a new limit. Reviewing every
 * partner's requests (docs/product/admin-area.md, Credit Limit Requests) is for finance associates and admins.
 */
export function creditScope(principal: Principal, action: CreditAction): RowScope {
  if (action === 'review') return canReviewCredit(principal) ? allRows : noRows;
  return isPartner(principal) ? ownRows(principal) : noRows;
}
