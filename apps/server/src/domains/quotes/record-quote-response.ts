import type { Principal, QuoteDetail, quoteResponseSchema } from '@party/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { assertStaff, lockOpenQuote, publishQuoteChange, quoteLabel } from './quote-guards.ts';
import { updateQuote } from './quotes.repository.ts';
import { readQuote } from './read-quote.ts';

/** A quote's sent → accepted | declined (docs/product/associate-portal.md, Quotes): staff record the customer's answer to a sent quote. */
export async function recordQuoteResponse(
  db: Db,
  caller: Principal,
  quoteId: string,
  input: z.infer<typeof quoteResponseSchema>,
): Promise<QuoteDetail> {
  assertStaff(caller);
  return db.transaction(async (tx) => {
    const quote = await lockOpenQuote(tx, quoteId);
    if (quote.status !== 'sent')
      throw new AppError('CONFLICT', 'Only a quote that was sent can be accepted or declined.');
    await updateQuote(tx, quote.id, { status: input.status, respondedAt: new Date() });
    await recordAudit(tx, caller, {
      action: 'quote.response_recorded',
      entity: { id: quote.id, label: quoteLabel(quote) },
      oldValues: { status: quote.status },
      newValues: { status: input.status },
    });
    await publishQuoteChange(tx, { id: quote.id, status: input.status });
    return readQuote(tx, quote.id);
  });
}
