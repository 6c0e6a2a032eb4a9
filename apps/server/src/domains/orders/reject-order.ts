import { type OrderDecision, orderNumberOf, type Principal, type RejectOrderInput } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { companyOf } from '../../lib/row-policy.ts';
import { WriteBatch } from '../../lib/write-batch.ts';
import { lockOrderToDecide } from './approval-guards.ts';
import { findPerson } from './approvals.repository.ts';
import { publishDecision } from './approve-order.ts';
import { orderScope } from './orders.policy.ts';
import { queueBuyerDecision, releaseAwaitingOrder } from './release-awaiting-order.ts';

/**
 * An approver rejects a member's order with a reason (docs/product/company-accounts.md, "Approval"):
 * its stock and promo use return, and the buyer is told by bell and email, with the reason.
 */
export async function rejectOrder(
  db: Db,
  principal: Principal,
  id: string,
  input: RejectOrderInput,
): Promise<OrderDecision> {
  const { companyId } = companyOf(orderScope(principal, 'approve'));
  const reason = input.reason.trim();
  return db.transaction(async (tx) => {
    const order = await lockOrderToDecide(tx, companyId, id, principal);
    await releaseAwaitingOrder(tx, order, { kind: 'rejected', by: principal, reason });
    const batch = new WriteBatch();
    queueBuyerDecision(batch, {
      order,
      buyer: await findPerson(tx, order.partnerId),
      decision: 'rejected',
      decidedBy: principal.name,
      reason,
    });
    await publishDecision(tx, batch, {
      companyId,
      orderId: order.id,
      buyerId: order.partnerId,
      status: 'rejected',
    });
    await batch.run(tx);
    return { orderId: order.id, orderNumber: orderNumberOf(order.id), status: 'rejected' };
  });
}
