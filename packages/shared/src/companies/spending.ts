import { formatCents } from '../orders/pricing.ts';
/**
 * Spending limits (docs/product/company-accounts.md, "Spending limits"): whether a member's order
 * goes to an approver. Limits are optional; an order over the order limit, or one that takes the
 * month over the monthly limit, waits for approval. Exactly the limit is within it. All amounts in
 * cents; `spentCents` is what the member's orders of this Sydney month already count.
 */
export interface SpendingLimits {
  orderLimitCents: number | null;
  monthlyLimitCents: number | null;
}

export type SpendingCheck =
  | { needsApproval: false }
  | { needsApproval: true; reason: 'order_limit'; limitCents: number }
  | { needsApproval: true; reason: 'monthly_limit'; limitCents: number; monthTotalCents: number };

export const approvalReasons = ['order_limit', 'monthly_limit'] as const;
export type ApprovalReason = (typeof approvalReasons)[number];

export function spendingCheck(
  limits: SpendingLimits,
  order: { totalCents: number; spentCents: number },
): SpendingCheck {
  const { orderLimitCents, monthlyLimitCents } = limits;
  if (orderLimitCents !== null && order.totalCents > orderLimitCents)
    return { needsApproval: true, reason: 'order_limit', limitCents: orderLimitCents };
  const monthTotalCents = order.spentCents + order.totalCents;
  if (monthlyLimitCents !== null && monthTotalCents > monthlyLimitCents)
    return { needsApproval: true, reason: 'monthly_limit', limitCents: monthlyLimitCents, monthTotalCents };
  return { needsApproval: false };
}

/** How long an order awaiting approval holds its stock before it expires. */
export const APPROVAL_HOLD_HOURS = 72;

/**
 * The sentence checkout shows before the button (docs/product/company-accounts.md, "Spending
 * limits"); amounts in cents.
 */
export function approvalNotice(notice: {
  reason: ApprovalReason;
  limitCents: number;
  monthTotalCents: number | null;
  company: string;
}): string {
  const waits = `It will wait for approval by an approver in ${notice.company}.`;
  return notice.reason === 'order_limit'
    ? `This order is over your order limit of ${formatCents(notice.limitCents)}. ${waits}`
    : `This order takes your spending this month to ${formatCents(notice.monthTotalCents ?? 0)}, over your monthly limit of ${formatCents(notice.limitCents)}. ${waits}`;
}

/** How the approvals list and email name the limit: 'Order limit $500.00' / 'Monthly limit $2,000.00, $1,800.00 this month'. */
export function limitText(reason: ApprovalReason, limitCents: number, spentCents: number | null): string {
  return reason === 'order_limit'
    ? `Order limit ${formatCents(limitCents)}`
    : `Monthly limit ${formatCents(limitCents)}, ${formatCents(spentCents ?? 0)} this month`;
}

/** The approvals list's "time left": 'Expires in 2 days', 'Expires in 5 hours', 'Expires in under an hour'. */
export function approvalTimeLeft(expiresAt: string | Date, now: Date = new Date()): string {
  const hours = Math.floor((new Date(expiresAt).getTime() - now.getTime()) / 3_600_000);
  if (hours < 1) return 'Expires in under an hour';
  if (hours < 48) return `Expires in ${hours} hour${hours === 1 ? '' : 's'}`;
  return `Expires in ${Math.floor(hours / 24)} days`;
}

/** Checkout's refusal when nobody else in the company may approve (a 409 from the server, the same words). */
export const nobodyToApproveMessage = (company: string) =>
  `This order is over your spending limit and nobody else in ${company} can approve it. Ask your owner or an admin to change your limit.`;
