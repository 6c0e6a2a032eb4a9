import type { Principal, QuotePriceHistory } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { assertStaff } from './quote-guards.ts';
import { findPriceHistory, findQuote, findQuoteLines } from './quotes.repository.ts';

/** Price History: the price changes of the quote's products, newest first (the latest 200). */
export async function listQuotePriceHistory(
  db: Db,
  caller: Principal,
  quoteId: string,
): Promise<QuotePriceHistory> {
  assertStaff(caller);
  if (!(await findQuote(db, quoteId))) throw notFound('Quote');
  const ids = (await findQuoteLines(db, quoteId)).flatMap((l) => (l.productId ? [l.productId] : []));
  const rows = await findPriceHistory(db, ids, 200);
  return {
    items: rows.map((r) => ({
      ...r,
      previousPrice: r.previousPrice === null ? null : Number(r.previousPrice),
      newPrice: Number(r.newPrice),
      changedAt: r.changedAt.toISOString(),
    })),
  };
}
