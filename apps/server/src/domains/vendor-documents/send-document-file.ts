import type { Principal } from '@party/shared';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { FileStorage } from '../../lib/file-storage.ts';
import { sendFile } from '../../lib/send-file.ts';
import { openVendorDocumentFile } from './open-vendor-document-file.ts';

/** Streams a document's file as an attachment; the browser never renders an upload inline. */
export async function sendDocumentFile(
  db: Db,
  storage: FileStorage,
  principal: Principal,
  id: string,
  reply: FastifyReply,
) {
  return sendFile(reply, await openVendorDocumentFile(db, storage, principal, id));
}
