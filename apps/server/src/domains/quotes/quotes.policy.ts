import { isFinanceApprover, type Principal } from '@party/shared';
import { allRows, companyRows, isPartner, noRows, type RowScope } from '../../lib/row-policy.ts';

export const quoteActions = ['request'] as const;
export type QuoteAction = (typeof quoteActions)[number];

/**
 * Anyone may request a quote from the storefront; a signed-in partner's quote is their company's,
 * placed by them (docs/product/company-accounts.md: "a signed-in member's is their company's"), while
 * anybody else's request (a visitor, staff trying the form) belongs to no account.
 */
export function quoteScope(caller: Principal | null, _action: QuoteAction): RowScope {
  return caller && isPartner(caller) ? companyRows(caller, { onlyMine: true }) : noRows;
}

export const staffQuoteActions = ['work', 'approve'] as const;
export type StaffQuoteAction = (typeof staffQuoteActions)[number];

/**
 * Staff side of quotes: every associate works on every quote (price, discount, send, convert);
 * approving or rejecting one is for the finance approvers (docs/product/approvals.md).
 */
export function staffQuoteScope(caller: Principal, action: StaffQuoteAction): RowScope {
  if (action === 'approve') return isFinanceApprover(caller) ? allRows : noRows;
  return caller.role === 'associate' ? allRows : noRows;
}
