import { centsOf, type OrderDecision, orderNumberOf, type Principal } from '@party/shared';
import type { Db, Tx } from '../../db/client.ts';
import { companyOf } from '../../lib/row-policy.ts';
import { WriteBatch } from '../../lib/write-batch.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { companyApprovers } from '../companies/member-spending.ts';
import { chargeAccount } from '../credit/charge-account.ts';
import { lockOrderToDecide } from './approval-guards.ts';
import { findOrderMethod, findPerson, markDecided } from './approvals.repository.ts';
import { type PlacedOrderMessage, queueOrderPlacedMessages } from './order-placed-messages.ts';
import { orderScope } from './orders.policy.ts';
import { findOrderItems, type OrderRecord } from './orders.repository.ts';
import type { CheckoutSettings } from './place-order.ts';
import { queueBuyerDecision } from './release-awaiting-order.ts';

/**
 * An approver approves a member's order (docs/product/company-accounts.md, "Approval"): it is placed
 * as checkout places it, at the prices the buyer sent; on account, the company's credit applies now
 * (a 409 leaves it waiting). The confirmation goes out as for any order, with the buyer's decision bell
 * and email, the approvers' lists refresh, and the audit log records who approved it.
 */
export async function approveOrder(
  db: Db,
  principal: Principal,
  id: string,
  settings?: CheckoutSettings,
): Promise<OrderDecision> {
  const { companyId } = companyOf(orderScope(principal, 'approve'));
  // As at checkout: with the System Settings switch on, an overdue invoice stops the charge on account
  // (docs/product/receivables.md); the order keeps waiting.
  const overdueBlocks = settings ? (await settings.get()).overdueBlocksAccountOrders : false;
  return db.transaction(async (tx) => {
    const order = await lockOrderToDecide(tx, companyId, id, principal);
    if (order.paymentMethod === 'account')
      await chargeAccount(tx, order, centsOf(order.totalAmount), 'approval', undefined, overdueBlocks);
    await markDecided(tx, order.id, {
      status: 'pending',
      approvalStatus: 'approved',
      decidedBy: principal.userId,
    });
    const orderNumber = orderNumberOf(order.id);
    await recordAudit(tx, principal, {
      action: 'order.approved',
      entity: { id: order.id, label: orderNumber },
      oldValues: { status: 'awaiting_approval' },
      newValues: { status: 'pending' },
    });
    const batch = new WriteBatch();
    const placed = await placedMessageOf(tx, order);
    queueOrderPlacedMessages(batch, placed);
    queueBuyerDecision(batch, {
      order,
      buyer: placed.buyer,
      decision: 'approved',
      decidedBy: principal.name,
      reason: null,
    });
    await publishDecision(tx, batch, {
      companyId,
      orderId: order.id,
      buyerId: order.partnerId,
      status: 'approved',
    });
    await batch.run(tx);
    return { orderId: order.id, orderNumber, status: 'approved' };
  });
}

/** The confirmation's content, read back from the order the buyer sent. */
async function placedMessageOf(tx: Tx, order: OrderRecord): Promise<PlacedOrderMessage> {
  const items = await findOrderItems(tx, [order.id]);
  const totalCents = centsOf(order.totalAmount);
  const deliveryCents = centsOf(order.deliveryCost);
  const discountCents = centsOf(order.discountAmount);
  return {
    orderId: order.id,
    orderNumber: orderNumberOf(order.id),
    buyer: await findPerson(tx, order.partnerId),
    shipping: {
      name: order.shippingName,
      address: order.shippingAddress,
      city: order.shippingCity,
      state: order.shippingState,
      postalCode: order.shippingPostalCode,
    },
    method: await findOrderMethod(tx, order.deliveryMethodId),
    lines: items.map((i) => ({
      name: i.productName,
      quantity: i.quantity,
      priceCents: centsOf(i.pricePerUnit),
    })),
    priced: {
      subtotalCents: totalCents - deliveryCents + discountCents,
      deliveryCents,
      discountCents,
      totalCents,
    },
  };
}

/**
 * The company's approvers' lists refresh; a released order's buyer and staff see it cancelled (an
 * approved one's order.changed goes with its confirmation).
 */
export async function publishDecision(
  tx: Tx,
  batch: WriteBatch,
  decided: {
    companyId: string;
    orderId: string;
    buyerId: string;
    status: 'approved' | 'rejected' | 'expired';
  },
): Promise<void> {
  const approvers = await companyApprovers(tx, decided.companyId);
  batch.publish({
    userIds: approvers.map((a) => a.id),
    type: 'order.approval',
    data: { orderId: decided.orderId, status: decided.status },
  });
  if (decided.status !== 'approved')
    batch.publish({
      userIds: [decided.buyerId],
      roles: ['associate'],
      admins: true,
      type: 'order.changed',
      data: { orderId: decided.orderId, status: 'cancelled' },
    });
}
