import { centsOf, type Order, orderNumberOf } from '@party/shared';
import type { OrderItemRow, OrderRow } from './orders.repository.ts';

const money = (amount: string) => centsOf(amount) / 100;
const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export function toOrder(row: OrderRow, items: OrderItemRow[]): Order {
  return {
    id: row.id,
    orderNumber: orderNumberOf(row.id),
    status: row.status,
    totalAmount: money(row.totalAmount),
    deliveryCost: money(row.deliveryCost),
    discountAmount: money(row.discountAmount),
    promoCode: row.promoCode,
    paymentMethod: row.paymentMethod,
    deliveryMethod: row.deliveryMethod,
    shippingName: row.shippingName,
    shippingAddress: row.shippingAddress,
    shippingCity: row.shippingCity,
    shippingState: row.shippingState,
    shippingPostalCode: row.shippingPostalCode,
    shippingCountry: row.shippingCountry,
    deliveryNotes: row.deliveryNotes,
    carrier: row.carrier,
    trackingNumber: row.trackingNumber,
    shippedAt: iso(row.shippedAt),
    deliveredAt: iso(row.deliveredAt),
    cancelledAt: iso(row.cancelledAt),
    createdAt: iso(row.createdAt)!,
    updatedAt: iso(row.updatedAt)!,
    placedBy: { id: row.partnerId, name: row.placedByName },
    approval:
      row.approvalStatus && row.approvalReason
        ? {
            status: row.approvalStatus,
            reason: row.approvalReason,
            expiresAt: iso(row.approvalExpiresAt),
            rejectionReason: row.rejectionReason,
          }
        : null,
    items: items.map((i) => ({
      id: i.id,
      productId: i.productId,
      productName: i.productName,
      imageUrl: i.imageUrl,
      quantity: i.quantity,
      pricePerUnit: money(i.pricePerUnit),
      listPricePerUnit: i.listPricePerUnit === null ? null : money(i.listPricePerUnit),
    })),
  };
}
