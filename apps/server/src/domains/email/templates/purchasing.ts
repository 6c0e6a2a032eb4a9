import { absoluteUrl, lineItems, longDate, money, text } from './format.ts';
import type { EmailContent } from './layout.ts';

/**
 * purchase_order_raised: { name, companyName, poNumber, items: [{ productName, quantity, price }],
 * total, requestedBy?, requestedDeliveryDate?, notes?, actionUrl? } — sent to the vendor's account
 * when staff raise a purchase order to them (PRODUCT.md: the vendor accepts or rejects it).
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
