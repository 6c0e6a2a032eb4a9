import { randomUUID } from 'node:crypto';
import {
  fileTooLargeMessage,
  type Principal,
  RETURN_MAX_PHOTOS,
  type ReturnDetail,
  returnMessages,
  returnPhotoContentTypes,
} from '@party/shared';
import type { Db } from '../../db/client.ts';
import type { ReceivedUpload, UploadRules } from '../../http/multipart-upload.ts';
import { AppError, badRequest } from '../../lib/app-error.ts';
import type { FileStorage } from '../../lib/file-storage.ts';
import { getSettings } from '../settings/get-settings.ts';
import { partnerReach, publishReturnChange, readReturn } from './return-guards.ts';
import { countReturnPhotos, insertReturnPhoto, lockReturn } from './returns.repository.ts';
import { toReturnDetail } from './to-return.ts';

const tooMany = () => new AppError('CONFLICT', returnMessages.tooManyPhotos);

/**
 * A photo of the goods (docs/product/returns.md): JPEG, PNG or WebP told by its first bytes, within
 * the store's maximum file size, at most 5 a return, while the return is being decided. The count is
 * checked before any byte is read and again under the return's row lock, so two uploads at once
 * cannot make a sixth; a refused photo leaves nothing in storage.
 */
export async function uploadReturnPhoto(
  db: Db,
  storage: FileStorage,
  principal: Principal,
  id: string,
  receive: (rules: UploadRules) => Promise<ReceivedUpload>,
): Promise<ReturnDetail> {
  const scope = partnerReach(principal);
  const row = await readReturn(db, scope, id);
  if (row.status !== 'requested') throw new AppError('CONFLICT', returnMessages.photosClosed);
  if ((await countReturnPhotos(db, id)) >= RETURN_MAX_PHOTOS) throw tooMany();
  const { maxFileSizeMb } = await getSettings(db);
  const key = `return-photos/${id}/${randomUUID()}`;
  const received = await receive({
    key,
    maxBytes: maxFileSizeMb * 1024 * 1024,
    allowedTypes: returnPhotoContentTypes,
    messages: {
      notMultipart: returnMessages.photoNotMultipart,
      tooLarge: fileTooLargeMessage(maxFileSizeMb),
      empty: returnMessages.photoEmpty,
      wrongType: (fileName) => returnMessages.photoWrongType(fileName),
    },
  });
  try {
    const extra = Object.keys(received.fields);
    if (extra.length > 0) throw badRequest(`Unknown field: ${extra.join(', ')}`);
    if (!received.file)
      throw badRequest(returnMessages.photoRequired, { file: returnMessages.photoRequired });
    const file = { ...received.file, storageKey: key };
    return await db.transaction(async (tx) => {
      const locked = await lockReturn(tx, id);
      if (locked?.status !== 'requested') throw new AppError('CONFLICT', returnMessages.photosClosed);
      if ((await countReturnPhotos(tx, id)) >= RETURN_MAX_PHOTOS) throw tooMany();
      await insertReturnPhoto(tx, id, principal.userId, file);
      await publishReturnChange(tx, { returnId: id, companyId: row.companyId, status: row.status });
      return toReturnDetail(tx, await readReturn(tx, scope, id));
    });
  } catch (error) {
    await storage.delete(key).catch(() => {});
    throw error;
  }
}
