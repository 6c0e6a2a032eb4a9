import { APPROVAL_HOLD_HOURS, amountOf, formatCents, limitText } from '@party/shared';
import type { WriteBatch } from '../../lib/write-batch.ts';
import { queueEmail } from '../email/enqueue-email.ts';
import { queueNotification } from '../notifications/create-notification.ts';
import type { ApprovalDecision } from './decide-approval.ts';

const HOLD_MS = APPROVAL_HOLD_HOURS * 60 * 60 * 1000;
const approvalsUrl = '/partner/approvals';

/** The approval columns of an order that goes to approval; none for one within its limits. */
export function awaitingFields(approval: ApprovalDecision, now = Date.now()) {
  if (!approval.needsApproval) return {};
  return {
    approvalStatus: 'awaiting' as const,
    approvalReason: approval.reason,
    approvalLimit: amountOf(approval.limitCents),
    approvalMonthSpent: approval.reason === 'monthly_limit' ? amountOf(approval.spentCents) : null,
    approvalExpiresAt: new Date(now + HOLD_MS),
  };
}

/**
 * Every approver of the company but the buyer gets a bell (its live toast), the
 * `order_approval_requested` email and a refreshed approvals list; the buyer's Track Orders and staff lists refresh (docs/product/company-accounts.md,
 * "Approval", "On sending").
 */
export function queueApprovalRequested(
  batch: WriteBatch,
  sent: {
    orderId: string;
    orderNumber: string;
    buyer: { userId: string; name: string };
    totalCents: number;
    approval: Extract<ApprovalDecision, { needsApproval: true }>;
  },
): void {
  const { orderId, orderNumber, buyer, totalCents, approval } = sent;
  const spent = approval.reason === 'monthly_limit' ? approval.spentCents : null;
  for (const approver of approval.approvers) {
    queueNotification(batch, {
      userId: approver.id,
      title: `Order ${orderNumber} needs your approval`,
      message: `${buyer.name} needs approval for order ${orderNumber} (${formatCents(totalCents)}).`,
      type: 'warning',
      actionUrl: approvalsUrl,
    });
    queueEmail(batch, {
      to: approver.email,
      userId: approver.id,
      template: 'order_approval_requested',
      variables: {
        name: approver.name,
        buyer: buyer.name,
        company: approval.companyName,
        orderNumber,
        total: amountOf(totalCents),
        limitText: limitText(approval.reason, approval.limitCents, spent),
        actionUrl: approvalsUrl,
      },
    });
  }
  batch.publish({
    userIds: approval.approvers.map((a) => a.id),
    type: 'order.approval',
    data: { orderId, status: 'awaiting' },
  });
  batch.publish({
    userIds: [buyer.userId],
    roles: ['associate'],
    admins: true,
    type: 'order.changed',
    data: { orderId, status: 'awaiting_approval' },
  });
}
