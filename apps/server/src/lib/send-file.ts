import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { nameForContentType, servedContentType } from './file-name.ts';

/** A stored file on its way to the browser. */
export interface OpenedFile {
  stream: Readable;
  fileName: string;
  contentType: string;
  size: number | null;
}

/**
 * Streams a stored upload: as an attachment (the default; the browser never renders an upload) or,
 * for a preview the caller has checked is a safe type, inline, framable by our own pages only. The
 * type is the stored (detected) one when known, else plain bytes, and the name carries that type's
 * extension, so a file stored under a lying name before names followed content saves safely too.
 */
export function sendFile(
  reply: FastifyReply,
  file: OpenedFile,
  disposition: 'attachment' | 'inline' = 'attachment',
) {
  const contentType = servedContentType(file.contentType);
  const fileName = nameForContentType(file.fileName, contentType);
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%]/g, '_');
  reply
    .type(contentType)
    .header(
      'content-disposition',
      `${disposition}; filename="${ascii}"; filename*=UTF-8''${rfc5987(fileName)}`,
    )
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff');
  if (disposition === 'inline')
    // The preview dialog frames a PDF: our pages may, no other site may. The site's policy (object-src
    // 'none') would stop Chromium's PDF viewer, so this response carries only the framing rule; the
    // caller serves inline only images and PDFs, with nosniff, so nothing here runs as a page.
    reply.header('x-frame-options', 'SAMEORIGIN').header('content-security-policy', "frame-ancestors 'self'");
  if (file.size !== null) reply.header('content-length', String(file.size));
  return reply.send(file.stream);
}

/** RFC 5987's ext-value: encodeURIComponent leaves ' ( ) * ! as they are, which that grammar does not allow. */
const rfc5987 = (text: string) =>
  encodeURIComponent(text).replace(/['()*!]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
