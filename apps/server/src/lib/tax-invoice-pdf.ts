import { formatAbn, storeBusiness } from '@party/shared';
import { PDF_BRAND, renderPdfDocument } from './pdf.ts';

/** A party to a tax invoice: a heading ('Bill to'), a name and the lines under it (ABN, address, contact). */
export interface InvoiceParty {
  heading?: string;
  name: string;
  lines: string[];
}

/** A party's ABN line, or that it gave none. */
export function abnLine(abn: string | null | undefined): string {
  return abn ? `ABN ${formatAbn(abn)}` : 'ABN not provided';
}

/** Party Central as the seller on the documents it issues (tax invoices, adjustment notes, statements). */
export const storeAsSeller: InvoiceParty = {
  name: storeBusiness.tradingName,
  lines: [
    storeBusiness.legalName,
    `ABN ${storeBusiness.abn}`,
    storeBusiness.address,
    `${storeBusiness.email} | ${storeBusiness.phone}`,
  ],
};

export interface InvoiceLine {
  description: string;
  quantity: string;
  unitPrice: string;
  amount: string;
}

export interface TaxInvoiceLayout {
  /** 'Tax Invoice' unless told: an adjustment note is the same layout under its own title. */
  title?: string;
  invoiceNumber: string;
  issuedAt: Date;
  /** The supplier: its name is the brand line, its lines its legal name, ABN, address and contact. */
  seller: InvoiceParty;
  buyer: InvoiceParty;
  /** Further blocks under the buyer (a 'Ship to' address). */
  extraParties?: InvoiceParty[];
  /** Label and value pairs at the top right (invoice number, dates, order, terms). */
  details: [label: string, value: string][];
  lines: InvoiceLine[];
  /** Label and value rows under the lines; a label starting 'Total' is bold. */
  totals: [label: string, value: string][];
  footer: string;
}

/**
 * The one layout of every GST tax invoice we issue or hold (A New Tax System (Goods and Services
 * Tax) Act: the words 'Tax Invoice', the seller's name and ABN, the buyer's identity, the date, each
 * line and the GST). The store's order invoices and vendors' invoices to the store both use it;
 * callers decide the words and figures, this decides where they go.
 */
export function renderTaxInvoicePdf(invoice: TaxInvoiceLayout): Promise<Buffer> {
  return renderPdfDocument(
    {
      size: 'A4',
      margin: 48,
      info: {
        Title: `${invoice.title ?? 'Tax Invoice'} ${invoice.invoiceNumber}`,
        Author: invoice.seller.lines[0] ?? invoice.seller.name,
        CreationDate: invoice.issuedAt,
      },
    },
    (doc) => {
      const left = doc.page.margins.left;
      const width = doc.page.width - left - doc.page.margins.right;

      doc.font('Helvetica-Bold').fontSize(20).fillColor(PDF_BRAND).text(invoice.seller.name);
      doc
        .fillColor('black')
        .fontSize(16)
        .text(invoice.title ?? 'Tax Invoice');
      doc.moveDown(0.5).font('Helvetica').fontSize(10);
      for (const line of invoice.seller.lines) doc.text(line);

      doc.moveDown(1);
      const top = doc.y;
      doc.font('Helvetica-Bold').text(invoice.buyer.heading ?? 'Bill to', left, top);
      doc.font('Helvetica').text(invoice.buyer.name);
      for (const line of invoice.buyer.lines) doc.text(line);
      for (const extra of invoice.extraParties ?? []) {
        doc
          .moveDown(0.5)
          .font('Helvetica-Bold')
          .text(extra.heading ?? '');
        doc.font('Helvetica');
        if (extra.name) doc.text(extra.name);
        for (const line of extra.lines) doc.text(line);
      }
      const bottomOfParties = doc.y;

      const column = left + width / 2 + 20;
      doc.y = top;
      for (const [label, value] of invoice.details) {
        doc.font('Helvetica-Bold').text(`${label}: `, column, doc.y, { continued: true });
        doc.font('Helvetica').text(value);
      }

      doc.y = Math.max(bottomOfParties, doc.y) + 20;
      doc.x = left;
      const table = doc.table({
        columnStyles: ['*', 50, 100, 100].map((w, i) => ({
          width: w,
          align: { x: i === 0 ? 'left' : 'right', y: 'top' },
        })),
        defaultStyle: { border: 0.5, borderColor: '#cccccc', padding: 4 },
      });
      table.row(
        ['Description', 'Qty', 'Unit price', 'Amount'].map((text) => ({
          text,
          type: 'TH',
          backgroundColor: '#f2f2f2',
          font: { src: 'Helvetica-Bold' },
        })),
      );
      for (const line of invoice.lines)
        table.row([line.description, line.quantity, line.unitPrice, line.amount]);
      table.end();

      doc.moveDown(1);
      for (const [label, value] of invoice.totals) {
        const y = doc.y;
        doc
          .font(label.startsWith('Total') ? 'Helvetica-Bold' : 'Helvetica')
          .text(label, left + width / 2, y, { width: width / 4 });
        doc.text(value, left + (3 * width) / 4, y, { width: width / 4, align: 'right' });
      }
      doc.moveDown(1.5).font('Helvetica').fontSize(9).fillColor('#555555');
      doc.text(invoice.footer, left, doc.y, { width });
    },
  );
}
