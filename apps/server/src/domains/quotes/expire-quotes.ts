import { businessDay } from '@party/shared';
import type { Tx } from '../../db/client.ts';
import { publishQuoteChange } from './quote-guards.ts';
import { expireQuotesBefore } from './quotes.repository.ts';

/** The expiry job, inside the job's transaction (PRODUCT.md): open quotes whose valid_until has passed (Sydney's day) become expired. */
export async function expireQuotes(tx: Tx, now: Date = new Date()): Promise<number> {
  const expired = await expireQuotesBefore(tx, businessDay(now));
  for (const quote of expired) await publishQuoteChange(tx, { id: quote.id, status: 'expired' });
  return expired.length;
}
