import type { FastifyReply } from 'fastify';
import type { NoteFile } from './get-adjustment-note-pdf.ts';

/** Sends an adjustment note as a PDF download, never cached (it names a business and its ABN). */
export function sendAdjustmentNote(reply: FastifyReply, file: NoteFile) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'private, no-store')
    .send(file.body);
}
