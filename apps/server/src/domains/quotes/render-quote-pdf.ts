import { formatCents, formatLongDate } from '@party/shared';
import PDFDocument from 'pdfkit';

export interface QuotePdf {
  quoteNumber: string;
  title: string;
  customerName: string;
  companyName: string | null;
  customerEmail: string;
  issuedOn: string;
  validUntil: string;
  lines: { productName: string; quantity: number; priceCents: number }[];
  subtotalCents: number;
  discountCents: number;
  deliveryCents: number;
  promoCode: string | null;
}

const BRAND = '#FF7A00';

/** The quote as the customer receives it: an A4 PDF with its lines, discount, total and validity. */
export function renderQuotePdf(quote: QuotePdf): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 48,
    info: { Title: `Quote ${quote.quoteNumber}`, Author: 'Party Central' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(20).fillColor(BRAND).text('Party Central');
  doc.fillColor('black').fontSize(16).text(`Quote ${quote.quoteNumber}`);
  doc.moveDown(0.3).font('Helvetica').fontSize(10);
  doc.text(quote.title);
  doc.text(`Issued: ${formatLongDate(quote.issuedOn)}`);
  doc.text(`Valid until: ${formatLongDate(quote.validUntil)}`);
  doc.moveDown(0.6).font('Helvetica-Bold').text('Prepared for');
  doc.font('Helvetica').text(quote.customerName);
  if (quote.companyName) doc.text(quote.companyName);
  doc.text(quote.customerEmail);
  doc.moveDown(1);

  const table = doc.table({
    columnStyles: [
      { width: '*' },
      { width: 60, align: { x: 'right', y: 'top' } },
      { width: 90, align: { x: 'right', y: 'top' } },
      { width: 90, align: { x: 'right', y: 'top' } },
    ],
    defaultStyle: { border: 0.5, borderColor: '#cccccc', padding: 4 },
  });
  table.row(
    ['Product', 'Qty', 'Unit price', 'Line total'].map((text) => ({
      text,
      type: 'TH' as const,
      backgroundColor: '#f2f2f2',
      font: { src: 'Helvetica-Bold' },
    })),
  );
  for (const line of quote.lines)
    table.row([
      line.productName,
      line.quantity.toLocaleString('en-AU'),
      formatCents(line.priceCents),
      formatCents(line.priceCents * line.quantity),
    ]);
  table.end();

  doc.moveDown(1).font('Helvetica').fontSize(11);
  const right = { align: 'right' as const };
  doc.text(`Subtotal: ${formatCents(quote.subtotalCents)}`, right);
  if (quote.discountCents > 0)
    doc.text(
      `Discount${quote.promoCode ? ` (${quote.promoCode})` : ''}: −${formatCents(quote.discountCents)}`,
      right,
    );
  doc.text(`Delivery: ${formatCents(quote.deliveryCents)}`, right);
  doc
    .font('Helvetica-Bold')
    .text(
      `Total (AUD, incl. GST): ${formatCents(quote.subtotalCents - quote.discountCents + quote.deliveryCents)}`,
      right,
    );
  doc.moveDown(2).font('Helvetica').fontSize(9).fillColor('#555555');
  doc.text(
    'Prices are in Australian dollars and include GST. Reply to the email this quote came with to accept it or ask for changes.',
  );
  doc.end();
  return done;
}
