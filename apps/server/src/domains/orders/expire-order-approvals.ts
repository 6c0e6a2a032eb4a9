import { orderNumberOf } from '@party/shared';
import type { Tx } from '../../db/client.ts';
import { WriteBatch } from '../../lib/write-batch.ts';
import { companyApprovers } from '../companies/member-spending.ts';
import { queueNotification } from '../notifications/create-notification.ts';
import { findPerson, lockExpiredApprovals } from './approvals.repository.ts';
import { publishDecision } from './approve-order.ts';
import { queueBuyerDecision, releaseAwaitingOrder } from './release-awaiting-order.ts';

const BATCH = 100;

/**
 * The job behind "Reservations and their 72 hours" (docs/product/company-accounts.md): every order
 * still awaiting approval after its 72 hours is released (stock and promo use back), and the buyer
 * (bell and email) and the approvers (bell) are told. Orders an approver holds right now are skipped
 * (`skip locked`) and met on the next run; the job runs it on one instance at a time (runExclusive).
 * Returns how many expired.
 */
export async function expireOrderApprovals(tx: Tx): Promise<number> {
  const expired = await lockExpiredApprovals(tx, BATCH);
  const batch = new WriteBatch();
  for (const order of expired) {
    await releaseAwaitingOrder(tx, order, { kind: 'expired' });
    const buyer = await findPerson(tx, order.partnerId);
    queueBuyerDecision(batch, { order, buyer, decision: 'expired', decidedBy: null, reason: null });
    for (const approver of await companyApprovers(tx, order.companyId, order.partnerId))
      queueNotification(batch, {
        userId: approver.id,
        title: 'Order approval expired',
        message: `Order ${orderNumberOf(order.id)} from ${buyer.name} expired before it was approved; its stock has been released.`,
        type: 'warning',
        actionUrl: '/partner/approvals?tab=decided',
      });
    await publishDecision(tx, batch, {
      companyId: order.companyId,
      orderId: order.id,
      buyerId: order.partnerId,
      status: 'expired',
    });
  }
  await batch.run(tx);
  return expired.length;
}
