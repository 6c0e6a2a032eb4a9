import type { Principal } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { assertStaff, quoteLabel } from './quote-guards.ts';
import { deleteDocument, findQuote } from './quotes.repository.ts';

/** Documents → delete by id (docs/product/associate-portal.md, Quotes), within its quote. */
export async function deleteQuoteDocument(
  db: Db,
  caller: Principal,
  quoteId: string,
  documentId: string,
): Promise<void> {
  assertStaff(caller);
  await db.transaction(async (tx) => {
    const quote = await findQuote(tx, quoteId);
    const document = quote && (await deleteDocument(tx, quoteId, documentId));
    if (!quote || !document) throw notFound('Document');
    await recordAudit(tx, caller, {
      action: 'quote.document_deleted',
      entity: { id: quote.id, label: quoteLabel(quote) },
      oldValues: { document: document.name, documentType: document.documentType },
    });
  });
}
