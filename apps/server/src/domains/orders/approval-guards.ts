import { orderNumberOf, type Principal } from '@party/shared';
import type { Tx } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { assertNotOwnWork } from '../../lib/row-policy.ts';
import { findPerson } from './approvals.repository.ts';
import { lockCompanyOrder } from './orders.repository.ts';

export const approvalExpiredMessage = (orderNumber: string) =>
  `Order ${orderNumber} expired before it was approved; its stock has been released.`;

/**
 * The company's order awaiting approval, locked for one decision (docs/decisions/0019-company-accounts.md
 * §6): another company's or one that never needed approval is "not found"; one already decided or
 * expired is a 409 naming who decided; the buyer may not decide their own. Two approvers at once: the
 * second waits on the lock, then sees the first's decision.
 */
export async function lockOrderToDecide(tx: Tx, companyId: string, id: string, principal: Principal) {
  const order = await lockCompanyOrder(tx, { rows: 'company', companyId }, id);
  if (!order || order.approvalStatus === null) throw notFound('Order');
  const orderNumber = orderNumberOf(order.id);
  if (order.approvalStatus === 'expired') throw new AppError('CONFLICT', approvalExpiredMessage(orderNumber));
  if (order.status !== 'awaiting_approval') {
    const name = order.decidedBy ? (await findPerson(tx, order.decidedBy)).name : 'another approver';
    throw new AppError('CONFLICT', `Order ${orderNumber} was already ${order.approvalStatus} by ${name}.`);
  }
  if (order.approvalExpiresAt && order.approvalExpiresAt.getTime() <= Date.now())
    throw new AppError('CONFLICT', approvalExpiredMessage(orderNumber));
  assertNotOwnWork('company_order', principal, [order.partnerId]);
  return order;
}
