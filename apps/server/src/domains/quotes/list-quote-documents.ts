import type { Principal, QuoteDocumentList } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { assertStaff } from './quote-guards.ts';
import { findDocuments, findQuote } from './quotes.repository.ts';

/** Documents (docs/product/associate-portal.md, Quotes): the quote's documents, newest first. */
export async function listQuoteDocuments(
  db: Db,
  caller: Principal,
  quoteId: string,
): Promise<QuoteDocumentList> {
  assertStaff(caller);
  if (!(await findQuote(db, quoteId))) throw notFound('Quote');
  const rows = await findDocuments(db, quoteId);
  return { items: rows.map((r) => ({ ...r, uploadedAt: r.uploadedAt.toISOString() })) };
}
