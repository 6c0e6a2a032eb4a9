import {
  type ApprovalListQuery,
  centsOf,
  type OrderApproval,
  type OrderApprovalList,
  orderNumberOf,
  ownWorkRefusal,
  type Principal,
} from '@party/shared';
import type { Db } from '../../db/client.ts';
import { companyOf } from '../../lib/row-policy.ts';
import { type ApprovalRow, findCompanyApprovals } from './approvals.repository.ts';
import { orderScope } from './orders.policy.ts';

const iso = (value: Date | null) => (value ? value.toISOString() : null);
const dollars = (amount: string | null) => (amount === null ? null : centsOf(amount) / 100);

/** /partner/approvals (docs/product/company-accounts.md, "Approval"): the company's awaiting or decided orders. */
export async function listApprovals(
  db: Db,
  principal: Principal,
  query: Required<ApprovalListQuery>,
): Promise<OrderApprovalList> {
  const { companyId } = companyOf(orderScope(principal, 'approve'));
  const rows = await findCompanyApprovals(db, companyId, query.tab);
  return { items: rows.map((row) => toApproval(row, principal)) };
}

function toApproval({ order, placedBy, decidedByName }: ApprovalRow, principal: Principal): OrderApproval {
  return {
    orderId: order.id,
    orderNumber: orderNumberOf(order.id),
    placedBy,
    placedAt: order.createdAt.toISOString(),
    total: centsOf(order.totalAmount) / 100,
    status: order.approvalStatus ?? 'awaiting',
    reason: order.approvalReason ?? 'order_limit',
    limit: dollars(order.approvalLimit) ?? 0,
    spentThisMonth: dollars(order.approvalMonthSpent),
    expiresAt: order.status === 'awaiting_approval' ? iso(order.approvalExpiresAt) : null,
    decidedBy: order.decidedBy && decidedByName ? { id: order.decidedBy, name: decidedByName } : null,
    decidedAt: iso(order.decidedAt),
    rejectionReason: order.rejectionReason,
    ownOrderRefusal: ownWorkRefusal('company_order', principal.userId, [order.partnerId]),
  };
}
