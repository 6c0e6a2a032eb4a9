import type { FastifyReply } from 'fastify';
import type { InvoiceFile } from './get-tax-invoice.ts';

/** Sends a tax invoice as a PDF download, never cached (it names a business and its ABN). */
export function sendInvoice(reply: FastifyReply, file: InvoiceFile) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'private, no-store')
    .send(file.body);
}
