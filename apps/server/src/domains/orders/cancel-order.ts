import { centsOf, isOrderCancellable, type Order, orderNumberOf, type Principal } from '@party/shared';
import type { Db, Tx } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { publishEvent } from '../../lib/events.ts';
import { companyOf } from '../../lib/row-policy.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { releaseAccountCharge } from '../credit/release-account-charge.ts';
import { returnOrderStock } from '../inventory/move-order-stock.ts';
import { createNotification } from '../notifications/create-notification.ts';
import { orderScope } from './orders.policy.ts';
import {
  findCompanyOrder,
  findOrderItems,
  lockCompanyOrder,
  markCancelled,
  type OrderRecord,
} from './orders.repository.ts';
import { releaseAwaitingOrder } from './release-awaiting-order.ts';
import { toOrder } from './to-order.ts';

/**
 * docs/product/partner-portal.md, Orders: the partner's one transition, pending to cancelled (a member their own order,
 * owners and admins any of the company's). In one transaction the
 * stock goes back, credit used on account is released, and the audit entry (old and new status),
 * notification and live event are written. Another partner's order is "not found".
 */
export async function cancelOrder(db: Db, principal: Principal, id: string): Promise<Order> {
  const scope = companyOf(orderScope(principal, 'cancel'));
  const actor = principal.userId;
  return db.transaction(async (tx) => {
    const order = await lockCompanyOrder(tx, scope, id);
    if (!order) throw notFound('Order');
    if (!isOrderCancellable(order))
      throw new AppError(
        'CONFLICT',
        `Only pending orders can be cancelled; order ${orderNumberOf(order.id)} is ${order.status}. Contact us through Get Help for changes.`,
      );
    if (order.status === 'awaiting_approval')
      // Withdrawn before approval: released as a rejection without a reason; nothing was charged.
      await releaseAwaitingOrder(tx, order, { kind: 'withdrawn', by: principal });
    else await cancelPlacedOrder(tx, order, actor);
    const items = await findOrderItems(tx, [order.id]);
    await createNotification(tx, {
      userId: order.partnerId,
      title: 'Order cancelled',
      message: `Your order ${orderNumberOf(order.id)} has been cancelled.`,
      type: 'info',
      actionUrl: `/partner/orders?order=${order.id}`,
    });
    await publishEvent(tx, {
      userIds: [order.partnerId],
      roles: ['associate'],
      admins: true,
      type: 'order.changed',
      data: { orderId: order.id, status: 'cancelled' },
    });
    const row = await findCompanyOrder(tx, scope, order.id);
    return toOrder(row!, items);
  });
}

/** A pending order cancelled: its stock back, its charge on account released, the change audited. */
async function cancelPlacedOrder(tx: Tx, order: OrderRecord, actor: string): Promise<void> {
  await markCancelled(tx, order.id);
  const items = await findOrderItems(tx, [order.id]);
  await returnOrderStock(tx, {
    orderId: order.id,
    actorId: actor,
    lines: items.flatMap((i) => (i.productId ? [{ productId: i.productId, quantity: i.quantity }] : [])),
  });
  if (order.paymentMethod === 'account') await releaseAccountCharge(tx, order, centsOf(order.totalAmount));
  await recordAudit(
    tx,
    { userId: actor },
    {
      action: 'order.status_changed',
      entity: { id: order.id, label: orderNumberOf(order.id) },
      oldValues: { status: order.status },
      newValues: { status: 'cancelled' },
    },
  );
}
