import type { Principal, PurchaseOrder } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { assertAllowed } from '../../lib/row-policy.ts';
import { purchasingScope } from './purchasing.policy.ts';
import { findPurchaseOrder, findPurchaseOrderLines } from './purchasing.repository.ts';
import { toPurchaseOrderSummary } from './to-purchase-order.ts';

/** One purchase order with its lines, for staff. */
export async function getPurchaseOrder(db: Db, principal: Principal, id: string): Promise<PurchaseOrder> {
  assertAllowed(purchasingScope(principal, 'read').rows === 'all');
  const row = await findPurchaseOrder(db, id);
  if (!row) throw notFound('Purchase order');
  const { notes, vendorNotes, rejectionReason, estimatedDeliveryDate, createdByName, ...summary } = row;
  const lines = await findPurchaseOrderLines(db, id);
  return {
    ...toPurchaseOrderSummary(summary),
    notes,
    vendorNotes,
    rejectionReason,
    estimatedDeliveryDate,
    createdByName,
    lines,
  };
}
