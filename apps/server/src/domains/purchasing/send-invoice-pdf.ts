import type { FastifyReply } from 'fastify';
import type { InvoicePdf } from './get-vendor-invoice.ts';

/** Sends an invoice as a PDF download, never cached (it names a business and its ABN). */
export function sendInvoicePdf(reply: FastifyReply, file: InvoicePdf) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'private, no-store')
    .send(file.body);
}
