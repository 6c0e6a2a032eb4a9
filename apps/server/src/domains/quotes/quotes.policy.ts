import type { Principal } from '@party/shared';
import { isPartner, noRows, ownRows, type RowScope } from '../../lib/row-policy.ts';

export const quoteActions = ['request'] as const;
export type QuoteAction = (typeof quoteActions)[number];

/**
 * Anyone may request a quote from the storefront; the quote (and its lead) is a signed-in partner's
 * own, while anybody else's request (a visitor, staff trying the form) belongs to no account.
 */
export function quoteScope(caller: Principal | null, _action: QuoteAction): RowScope {
  return caller && isPartner(caller) ? ownRows(caller) : noRows;
}
