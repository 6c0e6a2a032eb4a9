import type { Principal, QuoteDetail } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { assertStaff } from './quote-guards.ts';
import { recordView } from './quotes.repository.ts';
import { toQuoteDetail } from './to-quote.ts';

/** Opening a quote: each view adds one to view_count and stamps viewed_at. */
export async function viewQuote(db: Db, caller: Principal, id: string): Promise<QuoteDetail> {
  assertStaff(caller);
  return db.transaction(async (tx) => toQuoteDetail(tx, await recordView(tx, id)));
}
