import type { Principal } from '@party/shared';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { FileStorage } from '../../lib/file-storage.ts';
import { openVendorDocumentFile } from './open-vendor-document-file.ts';

/** Streams a document's file as an attachment; the browser never renders an upload inline. */
export async function sendDocumentFile(
  db: Db,
  storage: FileStorage,
  principal: Principal,
  id: string,
  reply: FastifyReply,
) {
  const file = await openVendorDocumentFile(db, storage, principal, id);
  const ascii = file.fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  reply
    .type(file.contentType)
    .header(
      'content-disposition',
      `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
    )
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff');
  if (file.size !== null) reply.header('content-length', String(file.size));
  return reply.send(file.stream);
}
