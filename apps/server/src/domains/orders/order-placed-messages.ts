import { amountOf, formatCents } from '@party/shared';
import type { WriteBatch } from '../../lib/write-batch.ts';
import { queueActivity } from '../activity/record-activity.ts';
import { queueEmail } from '../email/enqueue-email.ts';
import { queueNotification } from '../notifications/create-notification.ts';

/** What the confirmation messages of a placed order say: from the cart at checkout, or from the order at approval. */
export interface PlacedOrderMessage {
  orderId: string;
  orderNumber: string;
  buyer: { id: string; name: string; email: string };
  shipping: {
    name: string | null;
    address: string | null;
    city: string | null;
    state: string | null;
    postalCode: string | null;
  };
  method: { name: string; estimatedDays: string };
  lines: { name: string; quantity: number; priceCents: number }[];
  priced: { subtotalCents: number; deliveryCents: number; discountCents: number; totalCents: number };
}

/**
 * The confirmation email, the bell notification, the recent-activity line and the live event of a
 * placed order: checkout writes them for an order within the buyer's limits, approval for one that
 * waited (docs/product/company-accounts.md, "Approval": "as for any order").
 */
export function queueOrderPlacedMessages(batch: WriteBatch, placed: PlacedOrderMessage): void {
  const { orderId, orderNumber, buyer, shipping, method, lines, priced } = placed;
  const orderUrl = `/partner/orders?order=${orderId}`;
  queueEmail(batch, {
    to: buyer.email,
    userId: buyer.id,
    template: 'order_confirmation',
    variables: {
      customerName: shipping.name || buyer.name,
      orderNumber,
      items: lines.map((l) => ({ productName: l.name, quantity: l.quantity, price: amountOf(l.priceCents) })),
      subtotal: amountOf(priced.subtotalCents),
      deliveryCost: amountOf(priced.deliveryCents),
      discount: priced.discountCents > 0 ? amountOf(priced.discountCents) : null,
      total: amountOf(priced.totalCents),
      deliveryMethod: method.name,
      shippingAddress: `${shipping.address}, ${shipping.city} ${shipping.state} ${shipping.postalCode}`,
      estimatedDelivery: method.estimatedDays,
      orderUrl,
    },
  });
  queueNotification(batch, {
    userId: buyer.id,
    title: 'Order placed',
    message: `Your order ${orderNumber} for ${formatCents(priced.totalCents)} has been placed and is pending.`,
    type: 'success',
    actionUrl: orderUrl,
  });
  queueActivity(batch, { activityType: 'order_placed', customerName: buyer.name, city: shipping.city ?? '' });
  batch.publish({
    userIds: [buyer.id],
    roles: ['associate'],
    admins: true,
    type: 'order.changed',
    data: { orderId, status: 'pending' },
  });
}
