import type { Principal, quoteDocumentInputSchema } from '@party/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { assertStaff } from './quote-guards.ts';
import { findQuote, insertDocument } from './quotes.repository.ts';

/** Documents → add (spec 3 sections 5 and 9): named, typed, uploaded by the signed-in associate. */
export async function addQuoteDocument(
  db: Db,
  caller: Principal,
  quoteId: string,
  input: z.infer<typeof quoteDocumentInputSchema>,
): Promise<{ id: string }> {
  assertStaff(caller);
  return db.transaction(async (tx) => {
    if (!(await findQuote(tx, quoteId))) throw notFound('Quote');
    return insertDocument(tx, {
      quoteId,
      name: input.name,
      documentType: input.documentType,
      content: input.content || null,
      uploadedBy: caller.userId,
    });
  });
}
