import { absoluteUrl, money, text } from './format.ts';
import type { EmailContent } from './layout.ts';

/**
 * order_approval_requested: { name, buyer, company, orderNumber, total, limitText, actionUrl } — to
 * each approver of the company when a member's order goes over their spending limit
 * (docs/product/company-accounts.md, "Approval").
 */
export function orderApprovalRequested(v: Record<string, unknown>, publicUrl: string): EmailContent {
  const url = absoluteUrl(v.actionUrl, publicUrl);
  const orderNumber = text(v.orderNumber);
  const buyer = text(v.buyer, 'A member');
  return {
    subject: `Order ${orderNumber} from ${buyer} needs your approval`,
    heading: 'An order needs your approval',
    paragraphs: [
      `Hi ${text(v.name, 'there')},`,
      `${buyer} placed order ${orderNumber} for ${text(v.company, 'your company')}. It is over their spending limit, so it waits for an approver. Its stock is held for 72 hours.`,
    ],
    summary: [
      ['Order', orderNumber],
      ['Total (AUD)', money(v.total)],
      ['Limit', text(v.limitText)],
    ],
    action: url ? { label: 'Review the order', url } : null,
  };
}

/**
 * order_approval_decided: { name, orderNumber, decision: 'approved' | 'rejected' | 'expired',
 * decidedBy?, reason?, actionUrl } — to the buyer when their order is approved, rejected or expires.
 */
export function orderApprovalDecided(v: Record<string, unknown>, publicUrl: string): EmailContent {
  const url = absoluteUrl(v.actionUrl, publicUrl);
  const orderNumber = text(v.orderNumber);
  const decision = text(v.decision);
  const subject =
    decision === 'approved'
      ? `Your order ${orderNumber} was approved`
      : decision === 'expired'
        ? `Your order ${orderNumber} expired before it was approved`
        : `Your order ${orderNumber} was not approved`;
  const reason = text(v.reason);
  const paragraphs =
    decision === 'approved'
      ? [
          `${text(v.decidedBy, 'An approver')} approved it, and it is now placed: we will let you know when it ships.`,
        ]
      : decision === 'expired'
        ? ['Nobody approved it within 72 hours, so its stock has been released. You can place it again.']
        : [
            `${text(v.decidedBy, 'An approver')} did not approve it, and its stock has been released.`,
            ...(reason ? [`Reason: ${reason}`] : []),
          ];
  return {
    subject,
    heading: subject,
    paragraphs: [`Hi ${text(v.name, 'there')},`, ...paragraphs],
    summary: [['Order', orderNumber]],
    action: url ? { label: 'View the order', url } : null,
  };
}
