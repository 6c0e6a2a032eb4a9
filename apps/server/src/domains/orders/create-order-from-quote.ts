import { amountOf, formatCents, orderNumberOf } from '@party/shared';
import type { Tx } from '../../db/client.ts';
import { publishEvent } from '../../lib/events.ts';
import { WriteBatch } from '../../lib/write-batch.ts';
import { enqueueEmail } from '../email/enqueue-email.ts';
import { takeOrderStock } from '../inventory/move-order-stock.ts';
import { createNotification } from '../notifications/create-notification.ts';
import { decideApproval } from './decide-approval.ts';
import { awaitingFields, queueApprovalRequested } from './order-approval-messages.ts';
import { insertOrder, insertOrderItems } from './orders.repository.ts';

export interface QuoteOrder {
  partnerId: string;
  /** The quote's company; null (a visitor's quote) makes it the partner's company. */
  companyId: string | null;
  partnerEmail: string;
  customerName: string;
  quoteNumber: string;
  /** Who converted it (the stock history names them). */
  actorId: string;
  lines: { productId: string; productName: string; quantity: number; priceCents: number }[];
  discountCents: number;
  /** The quote's delivery method and its cost as quoted. */
  deliveryMethodId: string;
  deliveryCents: number;
  promoCode: string | null;
  shipping: {
    name: string;
    address: string;
    city: string;
    state: string;
    postalCode: string;
    country: string;
  };
}

/**
 * An approved quote becomes the partner's order, inside the quote's transaction (the caller holds
 * the quote's lock): the quote's prices, discount, delivery method and delivery cost, so its total
 * is the quote's; paid by invoice; stock is
 * taken like any order, and the partner gets the confirmation email, a notification and the live
 * event that refreshes Track Orders.
 */
export async function createOrderFromQuote(tx: Tx, quote: QuoteOrder): Promise<{ orderId: string }> {
  const subtotalCents = quote.lines.reduce((sum, l) => sum + l.priceCents * l.quantity, 0);
  const discountCents = Math.min(quote.discountCents, subtotalCents);
  const totalCents = subtotalCents - discountCents + quote.deliveryCents;
  const { shipping } = quote;
  // Limits apply on every door to an order (docs/product/company-accounts.md, "Spending limits").
  const approval = await decideApproval(tx, quote.partnerId, totalCents, {
    inCompany: quote.companyId ?? undefined,
  });
  const order = await insertOrder(tx, {
    partnerId: quote.partnerId,
    companyId: quote.companyId,
    status: approval.needsApproval ? 'awaiting_approval' : 'pending',
    ...awaitingFields(approval),
    totalAmount: amountOf(totalCents),
    deliveryMethodId: quote.deliveryMethodId,
    deliveryCost: amountOf(quote.deliveryCents),
    discountAmount: amountOf(discountCents),
    promoCode: quote.promoCode,
    paymentMethod: 'invoice',
    shippingName: shipping.name,
    shippingAddress: shipping.address,
    shippingCity: shipping.city,
    shippingState: shipping.state,
    shippingPostalCode: shipping.postalCode,
    shippingCountry: shipping.country,
    deliveryNotes: `Converted from quote ${quote.quoteNumber}`,
  });
  await insertOrderItems(
    tx,
    quote.lines.map((l) => ({
      orderId: order.id,
      productId: l.productId,
      productName: l.productName,
      quantity: l.quantity,
      pricePerUnit: amountOf(l.priceCents),
    })),
  );
  await takeOrderStock(
    tx,
    {
      orderId: order.id,
      actorId: quote.actorId,
      lines: quote.lines.map((l) => ({ productId: l.productId, quantity: l.quantity })),
    },
    'quote',
  );

  if (approval.needsApproval) {
    const batch = new WriteBatch();
    queueApprovalRequested(batch, {
      orderId: order.id,
      orderNumber: orderNumberOf(order.id),
      buyer: { userId: quote.partnerId, name: quote.customerName },
      totalCents,
      approval,
    });
    await batch.run(tx);
  } else
    await tellPartnerOfQuoteOrder(tx, quote, { orderId: order.id, subtotalCents, discountCents, totalCents });
  return { orderId: order.id };
}

/** The partner's confirmation email and bell, and the live event that refreshes Track Orders. */
async function tellPartnerOfQuoteOrder(
  tx: Tx,
  quote: QuoteOrder,
  {
    orderId,
    subtotalCents,
    discountCents,
    totalCents,
  }: { orderId: string; subtotalCents: number; discountCents: number; totalCents: number },
) {
  const { shipping } = quote;
  const orderNumber = orderNumberOf(orderId);
  const orderUrl = `/partner/orders?order=${orderId}`;
  await enqueueEmail(tx, {
    to: quote.partnerEmail,
    userId: quote.partnerId,
    template: 'order_confirmation',
    variables: {
      customerName: shipping.name || quote.customerName,
      orderNumber,
      items: quote.lines.map((l) => ({
        productName: l.productName,
        quantity: l.quantity,
        price: amountOf(l.priceCents),
      })),
      subtotal: amountOf(subtotalCents),
      deliveryCost: amountOf(quote.deliveryCents),
      discount: discountCents > 0 ? amountOf(discountCents) : null,
      total: amountOf(totalCents),
      shippingAddress: `${shipping.address}, ${shipping.city} ${shipping.state} ${shipping.postalCode}`,
      orderUrl,
    },
  });
  await createNotification(tx, {
    userId: quote.partnerId,
    title: 'Order placed',
    message: `Your quote ${quote.quoteNumber} is now order ${orderNumber} for ${formatCents(totalCents)}.`,
    type: 'success',
    actionUrl: orderUrl,
  });
  await publishEvent(tx, {
    userIds: [quote.partnerId],
    roles: ['associate'],
    admins: true,
    type: 'order.changed',
    data: { orderId, status: 'pending' },
  });
}
