import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { vendorDocumentTypeLabels } from '@party/shared';
import { eq, isNull } from 'drizzle-orm';
import { files, vendorDocuments, vendors } from '../db/schema/index.ts';
import type { FileStorage } from '../lib/file-storage.ts';
import { PDF_BRAND, renderPdfDocument } from '../lib/pdf.ts';
import type { SeedContext } from './context.ts';

/**
 * Every demo vendor document gets a real file (a one-page PDF saying what it stands for), stored
 * like an upload, so the demo's Download buttons and the admins' review work on seeded rows too.
 */
export async function seedVendorDocumentFiles(ctx: SeedContext, storage: FileStorage) {
  const { tx } = ctx;
  const docs = await tx
    .select({
      id: vendorDocuments.id,
      vendorId: vendorDocuments.vendorId,
      uploadedBy: vendorDocuments.uploadedBy,
      documentName: vendorDocuments.documentName,
      documentType: vendorDocuments.documentType,
      fileSize: vendorDocuments.fileSize,
      expiryDate: vendorDocuments.expiryDate,
      companyName: vendors.companyName,
      abn: vendors.abn,
    })
    .from(vendorDocuments)
    .innerJoin(vendors, eq(vendors.id, vendorDocuments.vendorId))
    .where(isNull(vendorDocuments.fileId));
  for (const doc of docs) {
    const page = await renderPdfDocument(
      { size: 'A4', margin: 56, info: { Title: doc.documentName } },
      (page) => {
        page.fillColor(PDF_BRAND).fontSize(20).text(doc.documentName);
        page.moveDown().fillColor('#111111').fontSize(12);
        page.text(`${vendorDocumentTypeLabels[doc.documentType]} of ${doc.companyName}`);
        if (doc.abn) page.text(`ABN ${doc.abn}`);
        if (doc.expiryDate) page.text(`Valid until ${doc.expiryDate}`);
        page.moveDown().fillColor('#666666').fontSize(10);
        page.text('Demo copy generated for the Party Central demo store. Not a real certificate.');
      },
    );
    const pdf = padPdf(page, doc.fileSize ?? 0);
    const storageKey = `vendor-documents/${doc.vendorId}/${randomUUID()}`;
    await storage.put(storageKey, Readable.from([pdf]), 'application/pdf');
    const fileName = `${doc.documentName
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .toLowerCase()}.pdf`;
    const [file] = await tx
      .insert(files)
      .values({
        ownerId: doc.uploadedBy,
        originalName: fileName,
        storageKey,
        mimeType: 'application/pdf',
        sizeBytes: pdf.length,
        purpose: 'vendor_document',
      })
      .returning({ id: files.id });
    await tx
      .update(vendorDocuments)
      .set({ fileId: file!.id, fileSize: pdf.length })
      .where(eq(vendorDocuments.id, doc.id));
  }
}

/**
 * A one-page PDF is 2 KB, which the vendor's list shows as "0.00 MB"; a real certificate scan is
 * hundreds of kilobytes. The seeded file is padded to the size the demo row was given, with PDF
 * comment lines before `startxref` (nothing before them moves, so the cross-reference table stays
 * right and the file stays a valid PDF).
 */
function padPdf(pdf: Buffer, size: number): Buffer {
  const at = pdf.lastIndexOf('startxref');
  const missing = size - pdf.length;
  if (at < 0 || missing <= 0) return pdf;
  const line = `%${' '.repeat(78)}\n`;
  const lines = Math.floor(missing / line.length);
  const rest = missing - lines * line.length;
  const padding = line.repeat(lines) + (rest > 1 ? `%${' '.repeat(rest - 2)}\n` : rest === 1 ? '\n' : '');
  return Buffer.concat([pdf.subarray(0, at), Buffer.from(padding, 'latin1'), pdf.subarray(at)]);
}
