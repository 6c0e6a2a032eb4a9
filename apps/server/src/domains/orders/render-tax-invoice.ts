import {
  centsOf,
  formatCents,
  formatLongDate,
  gstIncludedIn,
  invoiceNumberOf,
  orderNumberOf,
  orderStatusLabels,
  staffOrderMessages,
} from '@party/shared';
import { abnLine, renderTaxInvoicePdf, storeAsSeller } from '../../lib/tax-invoice-pdf.ts';
import type { OrderItemRow, StaffOrderRow } from './orders.repository.ts';

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

  const shipTo = [
    order.shippingName,
    order.shippingAddress,
    [order.shippingCity, order.shippingState, order.shippingPostalCode].filter(Boolean).join(' '),
    order.shippingCountry,
  ].filter((line): line is string => Boolean(line));
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

  return renderTaxInvoicePdf({
    invoiceNumber,
    issuedAt,
    seller: storeAsSeller,
    buyer: {
      heading: 'Bill to',
      name: buyerName,
      lines: [
        abnLine(order.partnerAbn),
        ...(order.partnerName && order.partnerName !== buyerName ? [order.partnerName] : []),
        order.partnerEmail,
      ],
    },
    extraParties: shipTo.length > 0 ? [{ heading: 'Ship to', name: '', lines: shipTo }] : [],
    details: [
      ['Invoice number', invoiceNumber],
      ['Invoice date', formatLongDate(order.createdAt)],
      ['Order number', orderNumberOf(order.id)],
      ['Order status', orderStatusLabels[order.status]],
      ['Payment', order.paymentMethod === 'account' ? 'On account' : 'By invoice'],
      ['Issued', formatLongDate(issuedAt)],
    ],
    lines: items.map((item) => {
      const unit = centsOf(item.pricePerUnit);
      const list = item.listPricePerUnit === null ? unit : centsOf(item.listPricePerUnit);
      const name = item.productName.trim() || staffOrderMessages.unknownProduct;
      return {
        // A price list or quantity break names the list price it came down from (docs/product/wholesale-buying.md).
        description: list > unit ? `${name} (list ${formatCents(list)})` : name,
        quantity: item.quantity.toLocaleString('en-AU'),
        unitPrice: formatCents(unit),
        amount: formatCents(unit * item.quantity),
      };
    }),
    totals,
    footer: 'All amounts are in Australian dollars (AUD) and include GST.',
  });
}
