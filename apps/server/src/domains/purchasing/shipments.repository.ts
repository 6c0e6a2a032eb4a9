import type { ShipmentStatus } from '@party/shared';
import { pageOffset } from '@party/shared/paging/paging';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { purchaseOrders, shipments } from '../../db/schema/index.ts';
import { ownedBy } from './vendor-scope.repository.ts';

// The vendor's shipments, narrowed in SQL to the vendor row of the caller's account.

const shipmentColumns = {
  id: shipments.id,
  purchaseOrderId: shipments.purchaseOrderId,
  poNumber: purchaseOrders.poNumber,
  poTotalAmount: purchaseOrders.totalAmount,
  trackingNumber: shipments.trackingNumber,
  carrier: shipments.carrier,
  status: shipments.status,
  notes: shipments.notes,
  shippedDate: shipments.shippedDate,
  estimatedDeliveryDate: shipments.estimatedDeliveryDate,
  deliveredAt: shipments.deliveredAt,
  createdAt: shipments.createdAt,
  updatedAt: shipments.updatedAt,
};

export async function findVendorShipments(
  tx: Tx,
  vendorUserId: string,
  filter: { status: ShipmentStatus | 'all'; page: number; pageSize: number },
) {
  const mine = eq(shipments.vendorId, ownedBy(vendorUserId));
  const where = filter.status === 'all' ? mine : and(mine, eq(shipments.status, filter.status));
  const items = await tx
    .select(shipmentColumns)
    .from(shipments)
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, shipments.purchaseOrderId))
    .where(where)
    .orderBy(desc(shipments.createdAt), desc(shipments.id))
    .limit(filter.pageSize)
    .offset(pageOffset(filter));
  const [counted] = await tx.select({ n: count() }).from(shipments).where(where);
  const perStatus = await tx
    .select({ status: shipments.status, n: count() })
    .from(shipments)
    .where(mine)
    .groupBy(shipments.status);
  return { items, total: counted?.n ?? 0, perStatus };
}

export async function findVendorShipment(tx: Tx, vendorUserId: string, id: string) {
  const [row] = await tx
    .select(shipmentColumns)
    .from(shipments)
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, shipments.purchaseOrderId))
    .where(and(eq(shipments.id, id), eq(shipments.vendorId, ownedBy(vendorUserId))));
  return row ?? null;
}

/** The vendor's shipment, locked for its update (two updates queue; delivery restocks once). */
export async function lockVendorShipment(tx: Tx, vendorUserId: string, id: string) {
  const [row] = await tx
    .select({
      id: shipments.id,
      purchaseOrderId: shipments.purchaseOrderId,
      status: shipments.status,
      shippedDate: shipments.shippedDate,
      deliveredAt: shipments.deliveredAt,
    })
    .from(shipments)
    .where(and(eq(shipments.id, id), eq(shipments.vendorId, ownedBy(vendorUserId))))
    .for('update');
  return row ?? null;
}

export async function updateShipmentRow(tx: Tx, id: string, values: Partial<typeof shipments.$inferInsert>) {
  await tx
    .update(shipments)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(shipments.id, id));
}
