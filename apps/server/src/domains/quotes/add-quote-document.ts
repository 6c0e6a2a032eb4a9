import type { Principal, quoteDocumentInputSchema } from '@party/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { assertStaff, quoteLabel } from './quote-guards.ts';
import { findQuote, insertDocument } from './quotes.repository.ts';

/** Documents → add (docs/product/associate-portal.md, Quotes): named, typed, uploaded by the signed-in associate. */
export async function addQuoteDocument(
  db: Db,
  caller: Principal,
  quoteId: string,
  input: z.infer<typeof quoteDocumentInputSchema>,
): Promise<{ id: string }> {
  assertStaff(caller);
  return db.transaction(async (tx) => {
    const quote = await findQuote(tx, quoteId);
    if (!quote) throw notFound('Quote');
    const document = await insertDocument(tx, {
      quoteId,
      name: input.name,
      documentType: input.documentType,
      content: input.content || null,
      uploadedBy: caller.userId,
    });
    await recordAudit(tx, caller, {
      action: 'quote.document_added',
      entity: { id: quote.id, label: quoteLabel(quote) },
      newValues: { document: input.name, documentType: input.documentType },
    });
    return document;
  });
}
