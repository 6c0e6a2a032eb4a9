import { absoluteUrl, longDate, money, text } from './format.ts';
import type { EmailContent } from './layout.ts';

/**
 * vendor_payment_paid: { name, companyName, invoiceNumber, poNumber, amount, paidDate?, actionUrl? }
 * — sent to the vendor's account when finance marks its invoice paid; the vendor's payment switch
 * (Settings → Notifications) stops it.
 */
export function vendorPaymentPaid(v: Record<string, unknown>, publicUrl: string): EmailContent {
  const invoice = text(v.invoiceNumber);
  const summary: [string, string][] = [['Invoice', invoice]];
  if (text(v.poNumber)) summary.push(['Purchase order', text(v.poNumber)]);
  if (money(v.amount)) summary.push(['Amount (AUD)', money(v.amount)]);
  if (longDate(v.paidDate)) summary.push(['Paid on', longDate(v.paidDate)]);
  const url = absoluteUrl(v.actionUrl, publicUrl);
  return {
    subject: invoice ? `Invoice ${invoice} has been paid` : 'Your invoice has been paid',
    heading: 'Payment sent',
    paragraphs: [
      `Hi ${text(v.name, 'there')},`,
      `Party Central has paid invoice ${invoice} to ${text(v.companyName, 'you')}.`,
    ],
    summary,
    action: url ? { label: 'View payments', url } : null,
  };
}
