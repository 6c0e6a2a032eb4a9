import { openQuoteStatuses, type Principal } from '@party/shared';
import type { Tx } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { publishEvent } from '../../lib/events.ts';
import { assertAllowed } from '../../lib/row-policy.ts';
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

/** Tells every associate's open Quotes screen (and admins) that a quote changed. */
export async function publishQuoteChange(tx: Tx, quote: { id: string; status: string }): Promise<void> {
  await publishEvent(tx, {
    roles: ['associate'],
    admins: true,
    type: 'quote.changed',
    data: { quoteId: quote.id, status: quote.status },
  });
}
