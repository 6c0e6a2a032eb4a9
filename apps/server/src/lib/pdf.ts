import PDFDocument from 'pdfkit';

/** The brand colour of every generated document's heading. */
export const PDF_BRAND = '#FF7A00';

/**
 * Draws one PDF with pdfkit and resolves with its bytes: `draw` writes the pages, this collects the
 * stream. Every generated document (reports, tax invoices) goes through it.
 */
export function renderPdfDocument(
  options: PDFKit.PDFDocumentOptions,
  draw: (doc: PDFKit.PDFDocument) => void,
): Promise<Buffer> {
  const doc = new PDFDocument(options);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw(doc);
  doc.end();
  return done;
}
