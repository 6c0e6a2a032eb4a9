import { centsOf, nobodyToApproveMessage, type SpendingCheck, spendingCheck } from '@party/shared';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { companyApprovers, memberLimits } from '../companies/member-spending.ts';
import { findMonthSpendCents } from './approvals.repository.ts';

export type Approver = { id: string; name: string; email: string };

export type ApprovalDecision =
  | { needsApproval: false }
  | (Extract<SpendingCheck, { needsApproval: true }> & {
      spentCents: number;
      companyName: string;
      approvers: Approver[];
    });

/**
 * Whether the member's order of `totalCents` must wait for approval (docs/product/company-accounts.md,
 * "Spending limits"), with who may approve it. The member's row is locked (`for update`) so one
 * member's checkouts queue and the month's sum cannot be raced; the checkout summary reads the same
 * answer with `preview`, unlocked and without refusing.
 */
export async function decideApproval(
  tx: Tx,
  partnerId: string,
  totalCents: number,
  options: { preview?: boolean; inCompany?: string | null } = {},
): Promise<ApprovalDecision> {
  const member = await memberLimits(tx, partnerId, { lock: !options.preview });
  // A quote's order is its company's: the requester's limits bind only while they are in it.
  if (!member || (options.inCompany !== undefined && member.companyId !== options.inCompany))
    return { needsApproval: false };
  const limits = {
    orderLimitCents: member.orderLimit === null ? null : centsOf(member.orderLimit),
    monthlyLimitCents: member.monthlyLimit === null ? null : centsOf(member.monthlyLimit),
  };
  if (limits.orderLimitCents === null && limits.monthlyLimitCents === null) return { needsApproval: false };
  const spentCents = limits.monthlyLimitCents === null ? 0 : await findMonthSpendCents(tx, partnerId);
  const check = spendingCheck(limits, { totalCents, spentCents });
  if (!check.needsApproval) return check;
  const approvers = await companyApprovers(tx, member.companyId, partnerId);
  if (approvers.length === 0 && !options.preview)
    throw new AppError('CONFLICT', nobodyToApproveMessage(member.companyName));
  return { ...check, spentCents, companyName: member.companyName, approvers };
}
