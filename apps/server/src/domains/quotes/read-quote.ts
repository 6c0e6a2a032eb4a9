import type { QuoteDetail } from '@party/shared';
import type { Tx } from '../../db/client.ts';
import { findQuote } from './quotes.repository.ts';
import { toQuoteDetail } from './to-quote.ts';

/**
 * The quote after a change, read inside the change's transaction (not counted as a view). Only
 * for use cases that have already checked their caller.
 */
export async function readQuote(tx: Tx, id: string): Promise<QuoteDetail> {
  return toQuoteDetail(tx, await findQuote(tx, id));
}
