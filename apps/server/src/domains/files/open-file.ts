import { fileMessages, isPreviewable, type Principal } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { FileStorage } from '../../lib/file-storage.ts';
import { assertAllowed } from '../../lib/row-policy.ts';
import type { OpenedFile } from '../../lib/send-file.ts';
import { fileScope } from './files.policy.ts';
import { findFile } from './files.repository.ts';

/**
 * Any upload's bytes for an admin, streamed from storage. For a preview only the types the browser
 * shows safely (images and PDFs) are served; anything else is a 409: download it instead.
 */
export async function openFile(
  db: Db,
  storage: FileStorage,
  principal: Principal,
  id: string,
  purpose: 'download' | 'preview',
): Promise<OpenedFile> {
  assertAllowed(fileScope(principal, 'download').rows === 'all');
  const file = await findFile(db, id);
  if (!file) throw notFound('File');
  if (purpose === 'preview' && !isPreviewable(file.mimeType))
    throw new AppError('CONFLICT', fileMessages.notPreviewable);
  return {
    stream: await storage.get(file.storageKey),
    fileName: file.originalName,
    contentType: file.mimeType,
    size: file.sizeBytes,
  };
}
