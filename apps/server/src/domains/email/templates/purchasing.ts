import { absoluteUrl, lineItems, longDate, money, text } from './format.ts';
import type { EmailContent } from './layout.ts';

/**
 * purchase_order_raised: { name, companyName, poNumber, items: [{ productName, quantity, price }],
 * total, requestedBy?, requestedDeliveryDate?, notes?, actionUrl? } — sent to the vendor's account
 * when staff raise a purchase order to them (docs/product/vendor-portal.md: the vendor accepts or rejects it).
 */
export function purchaseOrderRaised(v: Record<string, unknown>, publicUrl: string): EmailContent {
  const poNumber = text(v.poNumber);
  const summary: [string, string][] = [['Purchase order', poNumber]];
  if (money(v.total)) summary.push(['Total (AUD)', money(v.total)]);
  if (longDate(v.requestedDeliveryDate)) summary.push(['Wanted by', longDate(v.requestedDeliveryDate)]);
  if (text(v.requestedBy)) summary.push(['Raised by', text(v.requestedBy)]);
  const notes = text(v.notes);
  const url = absoluteUrl(v.actionUrl, publicUrl);
  return {
    subject: poNumber
      ? `New purchase order ${poNumber} from Party Central`
      : 'New purchase order from Party Central',
    heading: 'New purchase order',
    paragraphs: [
      `Hi ${text(v.name, 'there')},`,
      `Party Central has raised purchase order ${poNumber} to ${text(v.companyName, 'you')}. Please accept or reject it in your vendor portal.`,
      ...(notes ? [`Notes: ${notes}`] : []),
    ],
    items: lineItems(v.items),
    summary,
    action: url ? { label: 'Review purchase order', url } : null,
  };
}

/**
 * purchase_order_answered: { name, companyName, poNumber, decision: 'accepted' | 'rejected', total?,
 * estimatedDeliveryDate?, notes?, invoiceNumber?, actionUrl? } — sent to the associate who raised a
 * purchase order when its vendor accepts or rejects it.
 */
export function purchaseOrderAnswered(v: Record<string, unknown>, publicUrl: string): EmailContent {
  const poNumber = text(v.poNumber);
  const vendor = text(v.companyName, 'The vendor');
  const accepted = text(v.decision) !== 'rejected';
  const word = accepted ? 'accepted' : 'rejected';
  const summary: [string, string][] = [['Purchase order', poNumber]];
  if (money(v.total)) summary.push(['Total (AUD)', money(v.total)]);
  if (accepted && longDate(v.estimatedDeliveryDate))
    summary.push(['Estimated delivery', longDate(v.estimatedDeliveryDate)]);
  if (text(v.invoiceNumber)) summary.push(['Invoice', text(v.invoiceNumber)]);
  const notes = text(v.notes);
  const url = absoluteUrl(v.actionUrl, publicUrl);
  return {
    subject: poNumber ? `Purchase order ${poNumber} ${word} by ${vendor}` : `Purchase order ${word}`,
    heading: accepted ? 'Purchase order accepted' : 'Purchase order rejected',
    paragraphs: [
      `Hi ${text(v.name, 'there')},`,
      accepted
        ? `${vendor} accepted purchase order ${poNumber}. A shipment is being prepared and their invoice is on file.`
        : `${vendor} rejected purchase order ${poNumber}.`,
      ...(notes ? [accepted ? `Vendor notes: ${notes}` : `Reason: ${notes}`] : []),
    ],
    summary,
    action: url ? { label: 'View purchase orders', url } : null,
  };
}

/**
 * shipment_delivered: { name, companyName, poNumber, items: [{ productName, quantity }], deliveredDate,
 * trackingNumber?, carrier?, actionUrl? } — the vendor's receipt when their shipment of a purchase
 * order is recorded delivered and its units go on Party Central's shelves (honours the vendor's
 * shipment email switch).
 */
export function shipmentDelivered(v: Record<string, unknown>, publicUrl: string): EmailContent {
  const poNumber = text(v.poNumber);
  const summary: [string, string][] = [['Purchase order', poNumber]];
  if (longDate(v.deliveredDate)) summary.push(['Delivered on', longDate(v.deliveredDate)]);
  if (text(v.carrier)) summary.push(['Carrier', text(v.carrier)]);
  if (text(v.trackingNumber)) summary.push(['Tracking number', text(v.trackingNumber)]);
  const url = absoluteUrl(v.actionUrl, publicUrl);
  return {
    subject: poNumber ? `Delivery of ${poNumber} received` : 'Your delivery has been received',
    heading: 'Delivery received',
    paragraphs: [
      `Hi ${text(v.name, 'there')},`,
      `Party Central has recorded the delivery of purchase order ${poNumber} from ${text(v.companyName, 'you')}, and its units are now in stock.`,
    ],
    items: lineItems(v.items),
    summary,
    action: url ? { label: 'View shipments', url } : null,
  };
}

/**
 * vendor_payment_paid: { name, companyName, invoiceNumber, poNumber, amount, paidDate?,
 * paymentMethod?, paymentReference?, actionUrl? } — sent to the vendor when Party Central's finance team pays their
 * invoice (honours the vendor's payment email switch).
 */
export function vendorPaymentPaid(v: Record<string, unknown>, publicUrl: string): EmailContent {
  const invoiceNumber = text(v.invoiceNumber);
  const summary: [string, string][] = [['Invoice', invoiceNumber]];
  if (text(v.poNumber)) summary.push(['Purchase order', text(v.poNumber)]);
  if (money(v.amount)) summary.push(['Amount (AUD)', money(v.amount)]);
  if (longDate(v.paidDate)) summary.push(['Paid on', longDate(v.paidDate)]);
  if (text(v.paymentMethod)) summary.push(['Method', text(v.paymentMethod)]);
  if (text(v.paymentReference)) summary.push(['Reference', text(v.paymentReference)]);
  const url = absoluteUrl(v.actionUrl, publicUrl);
  return {
    subject: invoiceNumber ? `Invoice ${invoiceNumber} has been paid` : 'Your invoice has been paid',
    heading: 'Invoice paid',
    paragraphs: [
      `Hi ${text(v.name, 'there')},`,
      `Party Central has paid invoice ${invoiceNumber} to ${text(v.companyName, 'you')}.`,
    ],
    summary,
    action: url ? { label: 'View payments', url } : null,
  };
}
