import { type DeleteFilesResult, fileMessages, type Principal } from '@party/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { FileStorage } from '../../lib/file-storage.ts';
import { assertAllowed } from '../../lib/row-policy.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { removeDocumentsOfFiles } from '../vendor-documents/remove-documents-of-files.ts';
import { fileScope } from './files.policy.ts';
import { deleteFileRows, lockFiles } from './files.repository.ts';

/**
 * An admin's bulk delete, all or nothing: one transaction locks the chosen files (an id that does not
 * exist is a 404 and nothing goes), removes the vendor documents that use them (a document without
 * its file could be neither downloaded nor reviewed; a quote document keeps its text, its file link
 * cleared by the foreign key), deletes the rows and audits each file. The stored bytes are removed
 * after commit; a failure there is logged, since the rows are already gone and the answer stands.
 */
export async function deleteFiles(
  db: Db,
  storage: FileStorage,
  principal: Principal,
  ids: string[],
  log: FastifyBaseLogger,
): Promise<DeleteFilesResult> {
  assertAllowed(fileScope(principal, 'delete').rows === 'all');
  const { gone, documentsRemoved } = await db.transaction(async (tx) => {
    const locked = await lockFiles(tx, ids);
    if (locked.length !== ids.length) throw new AppError('NOT_FOUND', fileMessages.notFound);
    const documents = await removeDocumentsOfFiles(tx, principal, ids);
    await deleteFileRows(tx, ids);
    await recordAudit(
      tx,
      principal,
      ...locked.map((file) => ({
        action: 'file.deleted' as const,
        entity: { id: file.id, label: file.originalName },
        oldValues: {
          originalName: file.originalName,
          mimeType: file.mimeType,
          sizeBytes: file.sizeBytes,
          purpose: file.purpose,
          ownerId: file.ownerId,
        },
      })),
    );
    return { gone: locked, documentsRemoved: documents };
  });
  await Promise.all(
    gone.map((file) =>
      storage
        .delete(file.storageKey)
        .catch((error: unknown) =>
          log.error({ err: error, fileId: file.id, storageKey: file.storageKey }, 'stored file not removed'),
        ),
    ),
  );
  return {
    deleted: gone.length,
    freedBytes: gone.reduce((sum, file) => sum + file.sizeBytes, 0),
    documentsRemoved,
  };
}
