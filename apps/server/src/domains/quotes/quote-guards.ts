import { openQuoteStatuses, type Principal } from '@party/shared';
import type { Tx } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { publishEvent } from '../../lib/events.ts';
import { assertAllowed, assertNotOwnWork } from '../../lib/row-policy.ts';
import { type StaffQuoteAction, staffQuoteScope } from './quotes.policy.ts';
import { lockQuote, type QuoteRow } from './quotes.repository.ts';

/** The staff policy's answer for this caller and action, or a 403. */
export function assertStaff(caller: Principal, action: StaffQuoteAction = 'work'): void {
  assertAllowed(
    staffQuoteScope(caller, action).rows === 'all',
    action === 'approve'
      ? 'Only finance associates and administrators can approve or reject quotes.'
      : "You don't have access to quotes.",
  );
}

/** Who may not approve or reject the quote: its creator and everyone who priced or discounted it. */
export function quoteAuthorIds(quote: Pick<QuoteRow, 'createdBy' | 'pricedBy'>): (string | null)[] {
  return [quote.createdBy, ...quote.pricedBy];
}

/** A pending quote, locked, that this approver did not author (docs/product/approvals.md). */
export async function lockQuoteToDecide(
  tx: Tx,
  caller: Principal,
  id: string,
  doing: string,
): Promise<QuoteRow> {
  const quote = await lockOpenQuote(tx, id);
  if (quote.approvalStatus !== 'pending')
    throw new AppError('CONFLICT', `Only a quote awaiting approval can be ${doing}.`);
  assertNotOwnWork('quote', caller, quoteAuthorIds(quote));
  return quote;
}

/** The quote locked for a change; a closed one (converted, declined, expired) is a 409. */
export async function lockOpenQuote(tx: Tx, id: string): Promise<QuoteRow> {
  const quote = await lockQuote(tx, id);
  if (!quote) throw notFound('Quote');
  if (!(openQuoteStatuses as readonly string[]).includes(quote.status))
    throw new AppError('CONFLICT', `This quote is ${quote.status} and can no longer be changed.`);
  return quote;
}

/** A quote on the audit screen: its number and customer. */
export const quoteLabel = (quote: Pick<QuoteRow, 'quoteNumber' | 'customerName'>) =>
  `${quote.quoteNumber} (${quote.customerName})`;

/**
 * A change of what the customer pays: a sent or accepted quote is a draft again until it is emailed
 * anew, so their copy always matches (docs/product/approvals.md).
 */
export function draftAgain(quote: Pick<QuoteRow, 'status'>): { status?: 'draft' } {
  return quote.status === 'sent' || quote.status === 'accepted' ? { status: 'draft' } : {};
}

/** Tells every associate's open Quotes screen (and admins) that a quote changed. */
export async function publishQuoteChange(tx: Tx, quote: { id: string; status: string }): Promise<void> {
  await publishEvent(tx, {
    roles: ['associate'],
    admins: true,
    type: 'quote.changed',
    data: { quoteId: quote.id, status: quote.status },
  });
}
