import { absoluteUrl, money, text } from './format.ts';
import type { EmailContent } from './layout.ts';

/**
 * credit_decision: { name, decision: 'approved' | 'rejected', requestedLimit?, approvedLimit?,
 * paymentTerms? (a label such as 'Net 45'), reason?, actionUrl? } — sent to the partner when finance
 * or an admin approves or rejects their credit limit request (docs/product/admin-area.md, Credit Limit Requests).
 */
export function creditDecision(v: Record<string, unknown>, publicUrl: string): EmailContent {
  const approved = text(v.decision) === 'approved';
  const url = absoluteUrl(v.actionUrl, publicUrl);
  const summary: [string, string][] = [];
  if (money(v.requestedLimit)) summary.push(['Requested limit (AUD)', money(v.requestedLimit)]);
  if (approved && money(v.approvedLimit)) summary.push(['Approved limit (AUD)', money(v.approvedLimit)]);
  if (approved && text(v.paymentTerms)) summary.push(['Payment terms', text(v.paymentTerms)]);
  const reason = text(v.reason);
  return {
    subject: approved
      ? 'Your credit limit request has been approved'
      : 'Your credit limit request was not approved',
    heading: approved ? 'Credit limit approved' : 'Credit limit request not approved',
    paragraphs: [
      `Hi ${text(v.name, 'there')},`,
      approved
        ? 'Your credit limit is ready to use: you can now pay on account at checkout, within your limit.'
        : 'We have reviewed your credit limit request and cannot approve it at this time.',
      ...(!approved && reason ? [`Reason: ${reason}`] : []),
      ...(approved ? [] : ['You are welcome to send a new request when your circumstances change.']),
    ],
    summary,
    action: url ? { label: 'View your credit limit', url } : null,
  };
}
