import { absoluteUrl, longDate, money, text } from './format.ts';
import type { EmailContent } from './layout.ts';

/**
 * payment_received: { name, companyName, amount, receivedOn, reference?, invoices: string (the
 * invoice numbers it paid), actionUrl? } — sent to the company's owner when finance records a payment
 * received against its invoices on account (docs/product/receivables.md, "Payments received").
 */
export function paymentReceived(v: Record<string, unknown>, publicUrl: string): EmailContent {
  const url = absoluteUrl(v.actionUrl, publicUrl);
  const summary: [string, string][] = [
    ['Amount (AUD)', money(v.amount)],
    ['Received', longDate(v.receivedOn)],
    ['Invoices', text(v.invoices)],
  ];
  if (text(v.reference)) summary.push(['Reference', text(v.reference)]);
  return {
    subject: 'Payment received, thank you',
    heading: 'Payment received',
    paragraphs: [
      `Hi ${text(v.name, 'there')},`,
      `We received ${text(v.companyName, 'your company')}'s payment and applied it to the invoices below. Your available credit has gone up by the same amount.`,
    ],
    summary,
    action: url ? { label: 'View your credit limit', url } : null,
  };
}
