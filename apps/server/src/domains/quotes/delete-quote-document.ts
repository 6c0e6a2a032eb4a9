import type { Principal } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { assertStaff } from './quote-guards.ts';
import { deleteDocument } from './quotes.repository.ts';

/** Documents → delete by id (spec 3 section 7), within its quote. */
export async function deleteQuoteDocument(
  db: Db,
  caller: Principal,
  quoteId: string,
  documentId: string,
): Promise<void> {
  assertStaff(caller);
  if (!(await db.transaction((tx) => deleteDocument(tx, quoteId, documentId)))) throw notFound('Document');
}
