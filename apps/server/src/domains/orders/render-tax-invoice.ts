import {
  centsOf,
  formatAbn,
  formatCents,
  gstIncludedIn,
  invoiceNumberOf,
  orderNumberOf,
  orderStatusLabels,
  staffOrderMessages,
  storeBusiness,
} from '@party/shared';
import { PDF_BRAND, renderPdfDocument } from '../../lib/pdf.ts';
import type { OrderItemRow, StaffOrderRow } from './orders.repository.ts';

const day = new Intl.DateTimeFormat('en-AU', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Australia/Sydney',
});

/**
 * A GST tax invoice for one order (A New Tax System (Goods and Services Tax) Act: the words 'Tax
 * Invoice', the seller's name and ABN, the buyer's identity and ABN, the date, each line, and the
 * GST, here 1/11 of the GST-inclusive total). Amounts in AUD, dates en-AU.
 */
export function renderTaxInvoice(
  order: StaffOrderRow,
  items: OrderItemRow[],
  issuedAt: Date,
): Promise<Buffer> {
  const invoiceNumber = invoiceNumberOf(order.id);
  const totalCents = centsOf(order.totalAmount);
  const deliveryCents = centsOf(order.deliveryCost);
  const discountCents = centsOf(order.discountAmount);
  const goodsCents = items.reduce((sum, i) => sum + centsOf(i.pricePerUnit) * i.quantity, 0);
  const buyerName =
    order.partnerCompany?.trim() || order.partnerName?.trim() || staffOrderMessages.unknownPartner;

  return renderPdfDocument(
    {
      size: 'A4',
      margin: 48,
      info: {
        Title: `Tax Invoice ${invoiceNumber}`,
        Author: storeBusiness.legalName,
        CreationDate: issuedAt,
      },
    },
    (doc) => {
      const left = doc.page.margins.left;
      const width = doc.page.width - left - doc.page.margins.right;

      doc.font('Helvetica-Bold').fontSize(20).fillColor(PDF_BRAND).text(storeBusiness.tradingName);
      doc.fillColor('black').fontSize(16).text('Tax Invoice');
      doc.moveDown(0.5).font('Helvetica').fontSize(10);
      doc.text(storeBusiness.legalName);
      doc.text(`ABN ${storeBusiness.abn}`);
      doc.text(storeBusiness.address);
      doc.text(`${storeBusiness.email} | ${storeBusiness.phone}`);

      doc.moveDown(1);
      const top = doc.y;
      doc.font('Helvetica-Bold').text('Bill to', left, top);
      doc.font('Helvetica').text(buyerName);
      doc.text(order.partnerAbn ? `ABN ${formatAbn(order.partnerAbn)}` : 'ABN not provided');
      if (order.partnerName && order.partnerName !== buyerName) doc.text(order.partnerName);
      doc.text(order.partnerEmail);
      const shipTo = [
        order.shippingName,
        order.shippingAddress,
        [order.shippingCity, order.shippingState, order.shippingPostalCode].filter(Boolean).join(' '),
        order.shippingCountry,
      ].filter(Boolean);
      if (shipTo.length > 0) {
        doc.moveDown(0.5).font('Helvetica-Bold').text('Ship to');
        doc.font('Helvetica');
        for (const line of shipTo) doc.text(line as string);
      }
      const bottomOfParties = doc.y;

      const column = left + width / 2 + 20;
      doc.y = top;
      const detail = (label: string, value: string) => {
        doc.font('Helvetica-Bold').text(`${label}: `, column, doc.y, { continued: true });
        doc.font('Helvetica').text(value);
      };
      detail('Invoice number', invoiceNumber);
      detail('Invoice date', day.format(new Date(order.createdAt)));
      detail('Order number', orderNumberOf(order.id));
      detail('Order status', orderStatusLabels[order.status]);
      detail('Payment', order.paymentMethod === 'account' ? 'On account' : 'By invoice');
      detail('Issued', day.format(issuedAt));

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
      for (const item of items) {
        const unit = centsOf(item.pricePerUnit);
        table.row([
          item.productName.trim() || staffOrderMessages.unknownProduct,
          item.quantity.toLocaleString('en-AU'),
          formatCents(unit),
          formatCents(unit * item.quantity),
        ]);
      }
      table.end();

      doc.moveDown(1);
      const totals: [string, string][] = [['Goods', formatCents(goodsCents)]];
      if (discountCents > 0)
        totals.push([
          `Discount${order.promoCode ? ` (${order.promoCode})` : ''}`,
          `-${formatCents(discountCents)}`,
        ]);
      totals.push([
        `Delivery${order.deliveryMethod ? ` (${order.deliveryMethod})` : ''}`,
        formatCents(deliveryCents),
      ]);
      totals.push(['Total (incl. GST)', formatCents(totalCents)]);
      totals.push(['GST included (1/11 of total)', formatCents(gstIncludedIn(totalCents))]);
      for (const [label, value] of totals) {
        const y = doc.y;
        const bold = label.startsWith('Total');
        doc
          .font(bold ? 'Helvetica-Bold' : 'Helvetica')
          .text(label, left + width / 2, y, { width: width / 4 });
        doc.text(value, left + (3 * width) / 4, y, { width: width / 4, align: 'right' });
      }
      doc.moveDown(1.5).font('Helvetica').fontSize(9).fillColor('#555555');
      doc.text('All amounts are in Australian dollars (AUD) and include GST.', left, doc.y, { width });
    },
  );
}
