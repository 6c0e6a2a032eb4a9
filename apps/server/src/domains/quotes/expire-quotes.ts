import { businessDay } from '@party/shared';
import type { Tx } from '../../db/client.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { publishQuoteChange, quoteLabel } from './quote-guards.ts';
import { expireQuotesBefore } from './quotes.repository.ts';

/**
 * The expiry job, inside the job's transaction (docs/product/associate-portal.md, Quotes): open quotes whose valid_until has passed
 * (Sydney's day) become expired, each audited with 'system' as its actor (no person expired it).
 */
export async function expireQuotes(tx: Tx, now: Date = new Date()): Promise<number> {
  const expired = await expireQuotesBefore(tx, businessDay(now));
  await recordAudit(
    tx,
    'system',
    ...expired.map((quote) => ({
      action: 'quote.expired' as const,
      entity: { id: quote.id, label: quoteLabel(quote) },
      newValues: { status: 'expired', validUntil: quote.validUntil },
    })),
  );
  for (const quote of expired) await publishQuoteChange(tx, { id: quote.id, status: 'expired' });
  return expired.length;
}
