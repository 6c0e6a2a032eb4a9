import {
  centsOf,
  formatCents,
  formatLongDate,
  gstIncludedIn,
  type Principal,
  storeBusiness,
  vendorPaymentStatusLabels,
} from '@party/shared';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { ownerOf, scopeCovers } from '../../lib/row-policy.ts';
import { abnLine, renderTaxInvoicePdf } from '../../lib/tax-invoice-pdf.ts';
import { findLinesOf } from './fulfilment.repository.ts';
import { purchasingScope } from './purchasing.policy.ts';
import { findInvoice } from './vendor-payments.repository.ts';

export interface InvoicePdf {
  filename: string;
  body: Buffer;
}

/**
 * A vendor's invoice to Party Central as a GST tax invoice PDF: the vendor is the supplier (their
 * ABN), Party Central the buyer, one line per PO line, GST 1/11 of the GST-inclusive amount. A vendor
 * gets only their own ("Invoice not found" otherwise); finance staff and admins any.
 */
export async function getVendorInvoice(
  db: Db,
  principal: Principal,
  id: string,
  now: Date = new Date(),
): Promise<InvoicePdf> {
  const asVendor = purchasingScope(principal, 'fulfil');
  const vendorUserId = asVendor.rows === 'own' ? ownerOf(asVendor) : null;
  if (!vendorUserId && !scopeCovers(purchasingScope(principal, 'pay'), null)) throw notFound('Invoice');
  const invoice = await findInvoice(db, id, vendorUserId);
  if (!invoice) throw notFound('Invoice');
  const lines = await findLinesOf(db, [invoice.purchaseOrderId]);
  const totalCents = centsOf(invoice.amount);
  const body = await renderTaxInvoicePdf({
    invoiceNumber: invoice.invoiceNumber,
    issuedAt: now,
    seller: {
      name: invoice.vendorName,
      lines: [
        abnLine(invoice.vendorAbn),
        ...(invoice.vendorAddress ? [invoice.vendorAddress] : []),
        [invoice.vendorEmail, invoice.vendorPhone].filter(Boolean).join(' | '),
      ],
    },
    buyer: {
      heading: 'Bill to',
      name: storeBusiness.legalName,
      lines: [`ABN ${storeBusiness.abn}`, storeBusiness.address, storeBusiness.email],
    },
    details: [
      ['Invoice number', invoice.invoiceNumber],
      ['Invoice date', formatLongDate(invoice.createdAt)],
      ['Purchase order', invoice.poNumber],
      ['Payment terms', `${invoice.paymentTermsDays} days`],
      ['Due date', formatLongDate(invoice.dueDate)],
      ['Status', vendorPaymentStatusLabels[invoice.status]],
      ...(invoice.paidDate ? [['Paid on', formatLongDate(invoice.paidDate)] as [string, string]] : []),
    ],
    lines: lines.map((line) => {
      const unit = centsOf(line.unitPrice);
      return {
        description: line.productName,
        quantity: line.quantity.toLocaleString('en-AU'),
        unitPrice: formatCents(unit),
        amount: formatCents(unit * line.quantity),
      };
    }),
    totals: [
      ['Total (incl. GST)', formatCents(totalCents)],
      ['GST included (1/11 of total)', formatCents(gstIncludedIn(totalCents))],
    ],
    footer: 'All amounts are in Australian dollars (AUD) and include GST.',
  });
  return { filename: `tax-invoice-${invoice.invoiceNumber}.pdf`, body };
}
