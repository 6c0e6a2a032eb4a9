import { absoluteUrl, longDate, money, text } from './format.ts';
import type { EmailContent } from './layout.ts';

// docs/product/receivables.md, "Statements" and "Reminders": to a company's owner and admins.

/**
 * account_statement: { name, companyName, month (its label, 'October 2026'), openingBalance,
 * closingBalance (AUD), actionUrl? } — the monthly statement, its PDF attached.
 */
export function accountStatement(v: Record<string, unknown>, publicUrl: string): EmailContent {
  const month = text(v.month, 'last month');
  const url = absoluteUrl(v.actionUrl, publicUrl);
  const summary: [string, string][] = [];
  if (money(v.openingBalance)) summary.push(['Opening balance (AUD)', money(v.openingBalance)]);
  if (money(v.closingBalance)) summary.push(['Closing balance (AUD)', money(v.closingBalance)]);
  return {
    subject: `Your statement of account for ${month}`,
    heading: `Statement of account: ${month}`,
    paragraphs: [
      `Hi ${text(v.name, 'there')},`,
      `The statement of ${text(v.companyName, 'your company')}'s account for ${month} is attached as a PDF.`,
      'Please pay by the due dates shown.',
    ],
    summary,
    action: url ? { label: 'View your statements', url } : null,
  };
}

function invoiceSummary(v: Record<string, unknown>): [string, string][] {
  const summary: [string, string][] = [['Invoice', text(v.invoiceNumber)]];
  if (money(v.total)) summary.push(['Invoice total (AUD)', money(v.total)]);
  if (money(v.openAmount)) summary.push(['Still owed (AUD)', money(v.openAmount)]);
  if (longDate(v.dueOn)) summary.push(['Due', longDate(v.dueOn)]);
  return summary;
}

/**
 * invoice_due_soon: { name, companyName, invoiceNumber, total, openAmount (AUD), dueOn, actionUrl? }
 * — a reminder before an invoice on account falls due, its tax invoice attached.
 */
export function invoiceDueSoon(v: Record<string, unknown>, publicUrl: string): EmailContent {
  const number = text(v.invoiceNumber, 'Your invoice');
  const due = longDate(v.dueOn);
  const url = absoluteUrl(v.actionUrl, publicUrl);
  return {
    subject: `Invoice ${number} is due${due ? ` on ${due}` : ' soon'}`,
    heading: 'Invoice due soon',
    paragraphs: [
      `Hi ${text(v.name, 'there')},`,
      `Invoice ${number} for ${text(v.companyName, 'your company')} falls due${due ? ` on ${due}` : ' soon'}. The tax invoice is attached.`,
      'If you have already paid, thank you: please ignore this reminder.',
    ],
    summary: invoiceSummary(v),
    action: url ? { label: 'View your statement', url } : null,
  };
}

/**
 * invoice_overdue: { name, companyName, invoiceNumber, total, openAmount (AUD), dueOn, daysOverdue,
 * actionUrl? } — an overdue notice, its tax invoice attached; it goes whatever the member's switches.
 */
export function invoiceOverdue(v: Record<string, unknown>, publicUrl: string): EmailContent {
  const number = text(v.invoiceNumber, 'Your invoice');
  const days = text(v.daysOverdue);
  const url = absoluteUrl(v.actionUrl, publicUrl);
  return {
    subject: `Invoice ${number} is overdue`,
    heading: 'Invoice overdue',
    paragraphs: [
      `Hi ${text(v.name, 'there')},`,
      `Invoice ${number} for ${text(v.companyName, 'your company')} is ${days ? `${days} days ` : ''}past its due day and still owed. The tax invoice is attached.`,
      'Please pay it now, or contact our accounts team if something is not right.',
    ],
    summary: invoiceSummary(v),
    action: url ? { label: 'View your statement', url } : null,
  };
}
