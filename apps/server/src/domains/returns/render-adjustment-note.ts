import {
  centsOf,
  formatCents,
  formatDisplayDate,
  formatLongDate,
  orderNumberOf,
  staffOrderMessages,
} from '@party/shared';
import { abnLine, renderTaxInvoicePdf, storeAsSeller } from '../../lib/tax-invoice-pdf.ts';
import type { ReturnRow } from './return-reads.repository.ts';
import type { ReturnLineRow } from './returns.repository.ts';

export interface NoteToRender {
  number: string;
  invoiceNumber: string;
  issuedOn: string;
  totalAmount: string;
  gstAmount: string;
  creditedAmount: string;
  refundedAmount: string;
}

/**
 * The adjustment note (docs/product/returns.md, "The adjustment note"), on the tax invoice's layout:
 * the store's name and ABN, the buyer's name and ABN, the tax invoice it adjusts and its date, each
 * line returned at the price paid, the total (GST inclusive) and the GST adjusted, 1/11 of it.
 */
export function renderAdjustmentNote(
  row: ReturnRow,
  lines: ReturnLineRow[],
  note: NoteToRender,
): Promise<Buffer> {
  const totalCents = centsOf(note.totalAmount);
  const linesCents = lines.reduce((sum, l) => sum + l.quantity * centsOf(l.unitPrice), 0);
  const totals: [string, string][] = [['Goods returned', formatCents(linesCents)]];
  if (linesCents !== totalCents)
    totals.push(["Less the order's discount (in proportion)", `-${formatCents(linesCents - totalCents)}`]);
  totals.push(['Total (incl. GST)', formatCents(totalCents)]);
  totals.push(['GST adjusted (1/11 of total)', formatCents(centsOf(note.gstAmount))]);
  if (centsOf(note.creditedAmount) > 0)
    totals.push(['Credited to your account', formatCents(centsOf(note.creditedAmount))]);
  if (centsOf(note.refundedAmount) > 0)
    totals.push(['To be refunded', formatCents(centsOf(note.refundedAmount))]);
  const invoiceDate = formatLongDate(row.orderCreatedAt);
  return renderTaxInvoicePdf({
    title: 'Adjustment Note',
    invoiceNumber: note.number,
    issuedAt: new Date(`${note.issuedOn}T12:00:00Z`),
    seller: storeAsSeller,
    buyer: {
      heading: 'Credit to',
      name: row.companyName,
      lines: [abnLine(row.companyAbn)],
    },
    details: [
      ['Adjustment note', note.number],
      ['Date', formatDisplayDate(note.issuedOn)],
      ['Adjusts tax invoice', note.invoiceNumber],
      ['Invoice date', invoiceDate],
      ['Return', row.number],
      ['Order number', orderNumberOf(row.orderId)],
    ],
    lines: lines.map((line) => {
      const unit = centsOf(line.unitPrice);
      return {
        description: line.productName.trim() || staffOrderMessages.unknownProduct,
        quantity: line.quantity.toLocaleString('en-AU'),
        unitPrice: formatCents(unit),
        amount: formatCents(unit * line.quantity),
      };
    }),
    totals,
    footer: `Adjusts tax invoice ${note.invoiceNumber} dated ${invoiceDate}. All amounts are in Australian dollars (AUD) and include GST.`,
  });
}
