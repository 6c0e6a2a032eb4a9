import {
  businessDay,
  centsOf,
  orderNumberOf,
  type Principal,
  type ReturnableOrder,
  returnableQuantity,
  returnMessages,
  returnWindowLastDay,
  staffOrderMessages,
} from '@party/shared';
import type { Db, Tx } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { scopeCovers } from '../../lib/row-policy.ts';
import { getSettings } from '../settings/get-settings.ts';
import { partnerReach } from './return-guards.ts';
import {
  findAskedByLine,
  findOrderLines,
  findReturnOrder,
  type ReturnOrderRow,
} from './returns.repository.ts';

export interface ReturnableLine {
  orderItemId: string;
  productId: string | null;
  productName: string;
  quantity: number;
  unitCents: number;
  returnable: number;
}

export interface Returnable {
  order: ReturnOrderRow & { deliveredAt: Date };
  lastDay: string | null;
  open: boolean;
  lines: ReturnableLine[];
}

/**
 * The order a member may return goods of (docs/product/returns.md): theirs to see (another
 * company's, or for a buyer another member's, is "Order not found"), delivered, with each line's
 * units that may still come back and the window's last day on Sydney's calendar. With `lock` the
 * order's row is locked, so concurrent requests for it count each other's lines.
 */
export async function readReturnable(
  tx: Tx,
  principal: Principal,
  orderId: string,
  lock = false,
): Promise<Returnable> {
  const scope = partnerReach(principal);
  const order = await findReturnOrder(tx, orderId, lock);
  if (!order || !scopeCovers(scope, order.partnerId, order.companyId)) throw notFound('Order');
  if (order.status !== 'delivered' || !order.deliveredAt) throw badRequest(returnMessages.notDelivered);
  const { returnWindowDays } = await getSettings(tx);
  const lastDay = returnWindowLastDay(businessDay(order.deliveredAt), returnWindowDays);
  const asked = await findAskedByLine(tx, orderId);
  const lines = (await findOrderLines(tx, orderId)).map((line) => ({
    orderItemId: line.id,
    productId: line.productId,
    productName: line.productName.trim() || staffOrderMessages.unknownProduct,
    quantity: line.quantity,
    unitCents: centsOf(line.pricePerUnit),
    returnable: returnableQuantity({ quantity: line.quantity, askedBefore: asked.get(line.id) ?? 0 }),
  }));
  return {
    order: { ...order, deliveredAt: order.deliveredAt },
    lastDay,
    open: lastDay !== null && businessDay() <= lastDay,
    lines,
  };
}

/** GET /api/partner/orders/:id/returnable: what the Request a Return form offers. */
export async function getReturnableOrder(
  db: Db,
  principal: Principal,
  orderId: string,
): Promise<ReturnableOrder> {
  const { order, lastDay, open, lines } = await readReturnable(db, principal, orderId);
  return {
    orderId: order.id,
    orderNumber: orderNumberOf(order.id),
    deliveredAt: order.deliveredAt.toISOString(),
    lastDay,
    open,
    lines: lines.map((l) => ({
      orderItemId: l.orderItemId,
      productName: l.productName,
      quantity: l.quantity,
      unitPrice: l.unitCents / 100,
      returnable: open ? l.returnable : 0,
    })),
  };
}
