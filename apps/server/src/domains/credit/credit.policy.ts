import { canReviewCredit, companyMay, type Principal } from '@party/shared';
import { allRows, companyRows, isPartner, noRows, type RowScope } from '../../lib/row-policy.ts';

export const creditActions = ['read-overview', 'list-requests', 'request-limit', 'review'] as const;
export type CreditAction = (typeof creditActions)[number];

/**
 * The credit limit and its requests are the company's (docs/product/company-accounts.md): every
 * member reads them, owners and admins ask for a new limit. Reviewing every company's requests
 * (docs/product/admin-area.md, Credit Limit Requests) is for finance associates and admins.
 */
export function creditScope(principal: Principal, action: CreditAction): RowScope {
  if (action === 'review') return canReviewCredit(principal) ? allRows : noRows;
  if (!isPartner(principal)) return noRows;
  if (action === 'request-limit' && !companyMay(principal.companyRole, 'request-credit')) return noRows;
  return companyRows(principal);
}
