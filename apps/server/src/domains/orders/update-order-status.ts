import {
  BUSINESS_TIME_ZONE,
  centsOf,
  loyaltyPointsFor,
  orderNumberOf,
  orderStatusLabels,
  type Principal,
  type StaffOrder,
  type updateOrderStatusSchema,
} from '@party/shared';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { publishEvent } from '../../lib/events.ts';
import { assertAllowed } from '../../lib/row-policy.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { adjustLoyaltyPoints } from '../companies/adjust-loyalty-points.ts';
import { chargeAccount } from '../credit/charge-account.ts';
import { releaseAccountCharge } from '../credit/release-account-charge.ts';
import { enqueueEmail } from '../email/enqueue-email.ts';
import { returnOrderStock, takeOrderStock } from '../inventory/move-order-stock.ts';
import { createNotification } from '../notifications/create-notification.ts';
import { createTask } from '../tasks/create-task.ts';
import { orderScope } from './orders.policy.ts';
import { findOrderItems, findStaffOrder, lockOrder, saveOrderStatus } from './orders.repository.ts';
import { toStaffOrder } from './to-staff-order.ts';

const noteDate = new Intl.DateTimeFormat('en-AU', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: BUSINESS_TIME_ZONE,
});

/** The dated line a status change adds to delivery_notes: '[25 Nov 2026, 9:30 am] Shipped: notes'. */
export function datedNote(now: Date, status: string, notes: string): string {
  return `[${noteDate.format(now)}] ${status}: ${notes}`;
}

type LockedOrder = NonNullable<Awaited<ReturnType<typeof lockOrder>>>;
type StatusChange = {
  order: LockedOrder;
  from: LockedOrder['status'];
  to: StaffOrder['status'];
  label: string;
  notes: string | null;
  orderNumber: string;
};

/**
 * docs/product/associate-portal.md, Orders: staff set any status (no order enforced). In one
 * transaction: updated_at is stamped, a dated note appended when notes are given, a task created for
 * the associate, the audit entry written, and the partner told (bell, live Track Orders, email per
 * their preferences). An active order holds its units and, on account, its charge: cancelling gives
 * both back, and reopening (cancelled to any other status) takes them again, refused with a 409
 * naming the product short of stock or the credit available, nothing changed. Reaching delivered
 * adds 1 loyalty point per whole AUD, taken back if the order leaves delivered.
 */
export async function updateOrderStatus(
  db: Db,
  principal: Principal,
  id: string,
  input: z.infer<typeof updateOrderStatusSchema>,
  now: Date = new Date(),
): Promise<StaffOrder> {
  assertAllowed(orderScope(principal, 'update-status').rows === 'all');
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, id);
    if (!order) throw notFound('Order');
    // The company decides an order awaiting approval (docs/product/company-accounts.md, "What staff see").
    if (order.status === 'awaiting_approval')
      throw new AppError('CONFLICT', "This order is waiting for the partner's approval.");
    const to = input.status;
    const change: StatusChange = {
      order,
      from: order.status,
      to,
      label: orderStatusLabels[to],
      notes: input.notes?.trim() || null,
      orderNumber: orderNumberOf(order.id),
    };
    await saveStatusChange(tx, change, now);
    await moveHeldStockAndCredit(tx, principal, change);
    await adjustDeliveredLoyalty(tx, change);
    await recordStatusChangeForStaff(tx, principal, change);
    const row = (await findStaffOrder(tx, order.id))!;
    await tellPartnerOfStatus(tx, change, row);
    return toStaffOrder(row, await findOrderItems(tx, [order.id]));
  });
}

/** The new status, its dated note and the shipped, delivered and cancelled stamps. */
async function saveStatusChange(tx: Tx, { order, from, to, label, notes }: StatusChange, now: Date) {
  await saveOrderStatus(tx, order.id, {
    status: to,
    deliveryNotes: notes
      ? [order.deliveryNotes, datedNote(now, label, notes)].filter(Boolean).join('\n')
      : order.deliveryNotes,
    shippedAt: to === 'shipped' && !order.shippedAt ? now : order.shippedAt,
    deliveredAt: to === 'delivered' ? (from === 'delivered' ? order.deliveredAt : now) : null,
    cancelledAt: to === 'cancelled' ? (from === 'cancelled' ? order.cancelledAt : now) : null,
  });
}

/** Cancelling gives back the units and an account's charge; reopening takes them again. */
async function moveHeldStockAndCredit(tx: Tx, principal: Principal, { order, from, to }: StatusChange) {
  // The status says whether the units (and an account's charge) are held: the row lock makes each
  // crossing between active and cancelled move them exactly once.
  const cancelling = to === 'cancelled' && from !== 'cancelled';
  const reopening = from === 'cancelled' && to !== 'cancelled';
  if (!cancelling && !reopening) return;
  const items = await findOrderItems(tx, [order.id]);
  const movement = {
    orderId: order.id,
    actorId: principal.userId,
    lines: items.flatMap((i) => (i.productId ? [{ productId: i.productId, quantity: i.quantity }] : [])),
  };
  const onAccount = order.paymentMethod === 'account';
  if (cancelling) {
    await returnOrderStock(tx, movement);
    if (onAccount) await releaseAccountCharge(tx, order, centsOf(order.totalAmount));
  } else {
    // As at checkout: the credit first, the stock last (same lock order, no deadlock).
    if (onAccount) await chargeAccount(tx, order, centsOf(order.totalAmount), 'reopen');
    await takeOrderStock(tx, movement, 'reopen');
  }
}

/** Reaching delivered adds the loyalty points; leaving delivered takes them back. */
async function adjustDeliveredLoyalty(tx: Tx, { order, from, to }: StatusChange) {
  const points = loyaltyPointsFor(centsOf(order.totalAmount));
  if (to === 'delivered' && from !== 'delivered') await adjustLoyaltyPoints(tx, order.companyId, points);
  if (from === 'delivered' && to !== 'delivered') await adjustLoyaltyPoints(tx, order.companyId, -points);
}

/** The follow-up task for the associate who made the change, and the audit entry. */
async function recordStatusChangeForStaff(
  tx: Tx,
  principal: Principal,
  { order, from, to, label, notes, orderNumber }: StatusChange,
) {
  await createTask(tx, {
    userId: principal.userId,
    type: 'order_status_change',
    title: `Order ${orderNumber} set to ${label}`,
    description: notes,
    relatedEntityType: 'order',
    relatedEntityId: order.id,
    metadata: { from, to },
  });
  await recordAudit(tx, principal, {
    action: 'order.status_changed',
    entity: { id: order.id, label: orderNumberOf(order.id) },
    oldValues: { status: from },
    newValues: { status: to, ...(notes ? { notes } : {}) },
  });
}

/** The partner's bell notification, status email and live Track Orders event. */
async function tellPartnerOfStatus(
  tx: Tx,
  { order, to, label, notes, orderNumber }: StatusChange,
  row: NonNullable<Awaited<ReturnType<typeof findStaffOrder>>>,
) {
  const orderUrl = `/partner/orders?order=${order.id}`;
  await createNotification(tx, {
    userId: order.partnerId,
    title: `Order ${label.toLowerCase()}`,
    message: `Your order ${orderNumber} is now ${label.toLowerCase()}.${notes ? ` ${notes}` : ''}`,
    type: to === 'cancelled' ? 'warning' : to === 'delivered' ? 'success' : 'info',
    actionUrl: orderUrl,
  });
  await enqueueEmail(tx, {
    to: row.partnerEmail,
    userId: order.partnerId,
    template: 'order_status_update',
    variables: {
      customerName: row.partnerName ?? row.shippingName,
      orderNumber,
      status: label,
      notes,
      total: order.totalAmount,
      orderUrl,
    },
  });
  await publishEvent(tx, {
    userIds: [order.partnerId],
    roles: ['associate'],
    admins: true,
    type: 'order.changed',
    data: { orderId: order.id, status: to },
  });
}
