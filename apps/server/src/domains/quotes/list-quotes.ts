import type { Principal, QuoteList, quoteListQuerySchema } from '@party/shared';
import { paged } from '@party/shared/paging/paging';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { assertStaff } from './quote-guards.ts';
import { findQuotePage } from './quotes.repository.ts';
import { toQuoteSummary } from './to-quote.ts';

/**
 * docs/product/associate-portal.md, Quotes: every quote, newest first, by status and search (number, title,
 * customer, the partner's company and member: docs/product/company-accounts.md, What staff see).
 */
export async function listQuotes(
  db: Db,
  caller: Principal,
  query: z.infer<typeof quoteListQuerySchema>,
): Promise<QuoteList> {
  assertStaff(caller);
  const { rows, counted } = await findQuotePage(db, query);
  return paged(
    rows.map((row) => toQuoteSummary(row.quote, row.people)),
    counted,
    query,
  );
}
