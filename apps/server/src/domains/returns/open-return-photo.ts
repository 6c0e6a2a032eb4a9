import type { Principal } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import type { FileStorage } from '../../lib/file-storage.ts';
import { assertAllowed } from '../../lib/row-policy.ts';
import type { OpenedFile } from '../../lib/send-file.ts';
import { readReturn } from './return-guards.ts';
import { type ReturnAction, returnScope } from './returns.policy.ts';
import { findReturnPhotos } from './returns.repository.ts';

/** One photo of a return the caller reaches (the partner's company's, or any for staff); else 404. */
export async function openReturnPhoto(
  db: Db,
  storage: FileStorage,
  principal: Principal,
  ids: { id: string; fileId: string },
  as: ReturnAction,
): Promise<OpenedFile> {
  const scope = returnScope(principal, as);
  assertAllowed(scope.rows !== 'none');
  await readReturn(db, scope, ids.id);
  const photo = (await findReturnPhotos(db, ids.id)).find((p) => p.fileId === ids.fileId);
  if (!photo) throw notFound('Photo');
  return {
    stream: await storage.get(photo.storageKey),
    fileName: photo.fileName,
    contentType: photo.contentType,
    size: photo.sizeBytes,
  };
}
