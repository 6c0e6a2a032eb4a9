import { type Principal, vendorDocumentMessages } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { FileStorage } from '../../lib/file-storage.ts';
import { assertAllowed } from '../../lib/row-policy.ts';
import type { OpenedFile } from '../../lib/send-file.ts';
import { vendorDocumentScope } from './vendor-documents.policy.ts';
import { findVendorDocument } from './vendor-documents.repository.ts';

/**
 * A document's file, streamed from storage: the owner vendor's own, or any for an admin. Another
 * vendor's document is "not found" (404), never a 403 that would confirm it exists.
 */
export async function openVendorDocumentFile(
  db: Db,
  storage: FileStorage,
  principal: Principal,
  id: string,
): Promise<OpenedFile> {
  const scope = vendorDocumentScope(principal, 'download');
  assertAllowed(scope.rows !== 'none');
  const doc = await findVendorDocument(db, id, scope.rows === 'own' ? scope.ownerId : null);
  if (!doc) throw notFound('Document');
  if (!doc.storageKey) throw new AppError('NOT_FOUND', vendorDocumentMessages.noFile);
  return {
    stream: await storage.get(doc.storageKey),
    fileName: doc.fileName ?? `${doc.documentName}`,
    contentType: doc.contentType ?? 'application/octet-stream',
    size: doc.fileSize,
  };
}
