import { z } from 'zod';
import { businessDay } from '../calendar/business-day.ts';

/** How an accepted purchase order is fulfilled: its shipment and its invoice (docs/product/vendor-portal.md). */

export const shipmentStatuses = ['preparing', 'shipped', 'in_transit', 'delivered'] as const;
export type ShipmentStatus = (typeof shipmentStatuses)[number];
export const vendorPaymentStatuses = ['pending', 'processing', 'paid'] as const;
export type VendorPaymentStatus = (typeof vendorPaymentStatuses)[number];

/** docs/product/vendor-portal.md: a pending payment past its due date shows as Overdue (never stored). */
export function isPaymentOverdue(
  payment: { status: VendorPaymentStatus; dueDate: string },
  today: string = businessDay(),
): boolean {
  return payment.status === 'pending' && payment.dueDate < today;
}

/** Staff's view of a PO's fulfilment: the shipment's progress and the invoice (associate PO detail). */
export const purchaseOrderFulfilmentSchema = z.object({
  acceptedAt: z.string().nullable(),
  rejectedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  shipment: z
    .object({
      status: z.enum(shipmentStatuses),
      trackingNumber: z.string().nullable(),
      carrier: z.string().nullable(),
      shippedDate: z.string().nullable(),
      estimatedDeliveryDate: z.string().nullable(),
      deliveredAt: z.string().nullable(),
      updatedAt: z.string(),
    })
    .nullable(),
  payment: z
    .object({
      id: z.string().uuid(),
      invoiceNumber: z.string(),
      amount: z.string(),
      status: z.enum(vendorPaymentStatuses),
      overdue: z.boolean(),
      dueDate: z.string(),
      paidDate: z.string().nullable(),
    })
    .nullable(),
});
export type PurchaseOrderFulfilment = z.infer<typeof purchaseOrderFulfilmentSchema>;

export const vendorPaymentStatusLabels: Record<VendorPaymentStatus, string> = {
  pending: 'Pending',
  processing: 'Processing',
  paid: 'Paid',
};
