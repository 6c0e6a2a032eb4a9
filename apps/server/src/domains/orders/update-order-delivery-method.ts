import {
  amountOf,
  centsOf,
  formatCents,
  loyaltyPointsFor,
  orderNumberOf,
  type Principal,
  type StaffOrder,
  type updateDeliveryMethodSchema,
} from '@party/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { publishEvent } from '../../lib/events.ts';
import { assertAllowed } from '../../lib/row-policy.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { adjustLoyaltyPoints } from '../companies/adjust-loyalty-points.ts';
import { chargeAccount } from '../credit/charge-account.ts';
import { releaseAccountCharge } from '../credit/release-account-charge.ts';
import { createNotification } from '../notifications/create-notification.ts';
import { orderScope } from './orders.policy.ts';
import {
  findActiveDeliveryMethod,
  findOrderItems,
  findStaffOrder,
  lockOrder,
  saveDeliveryMethod,
} from './orders.repository.ts';
import { toStaffOrder } from './to-staff-order.ts';

/**
 * docs/product/associate-portal.md, Orders: staff move an order to another active delivery method.
 * delivery_cost becomes the method's cost and the total follows (total = goods − discount + delivery, so the
 * subtotal stays); an order on account is charged or refunded the difference, and a delivered order's loyalty
 * points follow its new total. Audited; the partner is told on their bell and their open Track Orders
 * refreshes.
 */
export async function updateOrderDeliveryMethod(
  db: Db,
  principal: Principal,
  id: string,
  input: z.infer<typeof updateDeliveryMethodSchema>,
): Promise<StaffOrder> {
  assertAllowed(orderScope(principal, 'update-delivery').rows === 'all');
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, id);
    if (!order) throw notFound('Order');
    const method = await findActiveDeliveryMethod(tx, input.deliveryMethodId);
    if (!method)
      throw badRequest('Choose one of the active delivery methods.', {
        deliveryMethodId: 'Choose a delivery method',
      });
    const oldTotal = centsOf(order.totalAmount);
    const newDelivery = centsOf(method.baseCost);
    const newTotal = oldTotal - centsOf(order.deliveryCost) + newDelivery;
    const difference = newTotal - oldTotal;

    if (order.paymentMethod === 'account' && order.status !== 'cancelled') {
      if (difference > 0) await chargeAccount(tx, order, difference);
      if (difference < 0) await releaseAccountCharge(tx, order, -difference);
    }
    if (order.status === 'delivered')
      await adjustLoyaltyPoints(tx, order.companyId, loyaltyPointsFor(newTotal) - loyaltyPointsFor(oldTotal));

    await saveDeliveryMethod(tx, order.id, {
      deliveryMethodId: method.id,
      deliveryCost: amountOf(newDelivery),
      totalAmount: amountOf(newTotal),
    });
    await recordAudit(tx, principal, {
      action: 'order.delivery_method_changed',
      entity: { id: order.id, label: orderNumberOf(order.id) },
      oldValues: {
        deliveryMethodId: order.deliveryMethodId,
        deliveryCost: order.deliveryCost,
        totalAmount: order.totalAmount,
      },
      newValues: {
        deliveryMethodId: method.id,
        deliveryCost: amountOf(newDelivery),
        totalAmount: amountOf(newTotal),
      },
    });
    // The partner's total moved: their bell says by how much (Track Orders refreshes live).
    await createNotification(tx, {
      userId: order.partnerId,
      title: 'Delivery method changed',
      message: `Your order ${orderNumberOf(order.id)} now ships by ${method.name} (${formatCents(newDelivery)}). Its total is ${formatCents(newTotal)}.`,
      type: 'info',
      actionUrl: `/partner/orders?order=${order.id}`,
    });
    await publishEvent(tx, {
      userIds: [order.partnerId],
      roles: ['associate'],
      admins: true,
      type: 'order.changed',
      data: { orderId: order.id, status: order.status },
    });
    const row = (await findStaffOrder(tx, order.id))!;
    return toStaffOrder(row, await findOrderItems(tx, [order.id]));
  });
}
