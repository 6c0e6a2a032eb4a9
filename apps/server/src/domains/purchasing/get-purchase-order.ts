import { isPaymentOverdue, type Principal, type PurchaseOrder } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { assertAllowed } from '../../lib/row-policy.ts';
import { findFulfilment } from './fulfilment.repository.ts';
import { purchasingScope } from './purchasing.policy.ts';
import { findPurchaseOrder, findPurchaseOrderLines } from './purchasing.repository.ts';
import { toPurchaseOrderSummary } from './to-purchase-order.ts';

/** One purchase order with its lines and how it is being fulfilled (shipment, invoice), for staff. */
export async function getPurchaseOrder(db: Db, principal: Principal, id: string): Promise<PurchaseOrder> {
  assertAllowed(purchasingScope(principal, 'read').rows === 'all');
  const row = await findPurchaseOrder(db, id);
  if (!row) throw notFound('Purchase order');
  const {
    notes,
    vendorNotes,
    rejectionReason,
    requestedDeliveryDate,
    estimatedDeliveryDate,
    createdByName,
    ...summary
  } = row;
  const lines = await findPurchaseOrderLines(db, id);
  const { po, shipment, payment } = await findFulfilment(db, id);
  const iso = (value: Date | null | undefined) => value?.toISOString() ?? null;
  return {
    ...toPurchaseOrderSummary(summary),
    notes,
    vendorNotes,
    rejectionReason,
    requestedDeliveryDate,
    estimatedDeliveryDate,
    createdByName,
    lines,
    fulfilment: {
      acceptedAt: iso(po?.acceptedAt),
      rejectedAt: iso(po?.rejectedAt),
      completedAt: iso(po?.completedAt),
      shipment: shipment && {
        ...shipment,
        shippedDate: iso(shipment.shippedDate),
        deliveredAt: iso(shipment.deliveredAt),
        updatedAt: shipment.updatedAt.toISOString(),
      },
      payment: payment && { ...payment, overdue: isPaymentOverdue(payment) },
    },
  };
}
