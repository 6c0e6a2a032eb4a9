import type { PurchaseOrderStatus } from '@party/shared';
import { pageOffset } from '@party/shared/paging/paging';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import {
  purchaseOrderItems,
  purchaseOrders,
  shipments,
  users,
  vendorPayments,
  vendors,
} from '../../db/schema/index.ts';
import { monthStart, ownedBy, sumOf } from './vendor-scope.repository.ts';

export async function findVendorOfUser(tx: Tx, vendorUserId: string) {
  const [row] = await tx
    .select({
      id: vendors.id,
      companyName: vendors.companyName,
      contactEmail: vendors.contactEmail,
      contactPhone: vendors.contactPhone,
      businessAddress: vendors.businessAddress,
      abn: vendors.abn,
      paymentTermsDays: vendors.paymentTermsDays,
      userId: vendors.userId,
    })
    .from(vendors)
    .where(eq(vendors.userId, vendorUserId));
  return row ?? null;
}

// ---------------------------------------------------------------- purchase orders

export async function findVendorPurchaseOrders(
  tx: Tx,
  vendorUserId: string,
  filter: { status: PurchaseOrderStatus | 'all'; page: number; pageSize: number },
) {
  const mine = eq(purchaseOrders.vendorId, ownedBy(vendorUserId));
  const where = filter.status === 'all' ? mine : and(mine, eq(purchaseOrders.status, filter.status));
  const items = await tx
    .select({
      id: purchaseOrders.id,
      poNumber: purchaseOrders.poNumber,
      status: purchaseOrders.status,
      totalAmount: purchaseOrders.totalAmount,
      currency: purchaseOrders.currency,
      requestedDeliveryDate: purchaseOrders.requestedDeliveryDate,
      estimatedDeliveryDate: purchaseOrders.estimatedDeliveryDate,
      notes: purchaseOrders.notes,
      vendorNotes: purchaseOrders.vendorNotes,
      rejectionReason: purchaseOrders.rejectionReason,
      acceptedAt: purchaseOrders.acceptedAt,
      rejectedAt: purchaseOrders.rejectedAt,
      createdAt: purchaseOrders.createdAt,
      updatedAt: purchaseOrders.updatedAt,
    })
    .from(purchaseOrders)
    .where(where)
    .orderBy(desc(purchaseOrders.createdAt), desc(purchaseOrders.poNumber))
    .limit(filter.pageSize)
    .offset(pageOffset(filter));
  const [counted] = await tx.select({ n: count() }).from(purchaseOrders).where(where);
  return { items, total: counted?.n ?? 0 };
}

export async function findLinesOf(tx: Tx, purchaseOrderIds: string[]) {
  if (purchaseOrderIds.length === 0) return [];
  return (
    tx
      .select({
        id: purchaseOrderItems.id,
        purchaseOrderId: purchaseOrderItems.purchaseOrderId,
        productId: purchaseOrderItems.productId,
        productName: purchaseOrderItems.productName,
        quantity: purchaseOrderItems.quantity,
        unitPrice: purchaseOrderItems.unitPrice,
        totalPrice: sql<string>`${purchaseOrderItems.totalPrice}::text`,
        specifications: purchaseOrderItems.specifications,
      })
      .from(purchaseOrderItems)
      .where(inArray(purchaseOrderItems.purchaseOrderId, purchaseOrderIds))
      // Lines written together share a created_at: by name then, so the order never shuffles.
      .orderBy(
        asc(purchaseOrderItems.createdAt),
        asc(purchaseOrderItems.productName),
        asc(purchaseOrderItems.id),
      )
  );
}

export async function findVendorPurchaseOrderStats(tx: Tx, vendorUserId: string, today: string) {
  const [row] = await tx
    .select({
      pending: sql<number>`count(*) filter (where ${purchaseOrders.status} = 'pending')`.mapWith(Number),
      accepted: sql<number>`count(*) filter (where ${purchaseOrders.status} = 'accepted')`.mapWith(Number),
      totalValue: sumOf(purchaseOrders.totalAmount, sql`${purchaseOrders.status} <> 'rejected'`),
      thisMonth:
        sql<number>`count(*) filter (where ${purchaseOrders.createdAt} >= ${monthStart(today)})`.mapWith(
          Number,
        ),
    })
    .from(purchaseOrders)
    .where(eq(purchaseOrders.vendorId, ownedBy(vendorUserId)));
  return row ?? { pending: 0, accepted: 0, totalValue: '0.00', thisMonth: 0 };
}

/**
 * The vendor's PO, locked until the transaction ends: two answers to one PO queue here and the
 * second reads the first one's status.
 */
export async function lockVendorPurchaseOrder(tx: Tx, vendorUserId: string, id: string) {
  const [row] = await tx
    .select({
      id: purchaseOrders.id,
      poNumber: purchaseOrders.poNumber,
      vendorId: purchaseOrders.vendorId,
      status: purchaseOrders.status,
      totalAmount: purchaseOrders.totalAmount,
      createdBy: purchaseOrders.createdBy,
    })
    .from(purchaseOrders)
    .where(and(eq(purchaseOrders.id, id), eq(purchaseOrders.vendorId, ownedBy(vendorUserId))))
    .for('update');
  return row ?? null;
}

/** Changes a PO only while it is still pending: the second of two racing answers changes nothing. */
export async function answerPendingPurchaseOrder(
  tx: Tx,
  id: string,
  values: Partial<typeof purchaseOrders.$inferInsert>,
) {
  const [row] = await tx
    .update(purchaseOrders)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(purchaseOrders.id, id), eq(purchaseOrders.status, 'pending')))
    .returning({ id: purchaseOrders.id, status: purchaseOrders.status });
  return row ?? null;
}

export async function insertShipment(tx: Tx, values: typeof shipments.$inferInsert) {
  await tx.insert(shipments).values(values);
}

export async function insertVendorPayment(tx: Tx, values: typeof vendorPayments.$inferInsert) {
  const [row] = await tx
    .insert(vendorPayments)
    .values(values)
    .returning({ invoiceNumber: vendorPayments.invoiceNumber });
  return row!;
}

/** A user to tell about a change: their name and address, unless their account is disabled. */
export async function findRecipient(tx: Tx, userId: string) {
  const [row] = await tx
    .select({ id: users.id, name: users.name, email: users.email, disabled: users.disabled })
    .from(users)
    .where(eq(users.id, userId));
  return row && !row.disabled ? row : null;
}

/**
 * docs/product/vendor-portal.md, Purchase orders: a PO is completed once its shipment is delivered and its
 * invoice paid. One guarded statement, called after either step, so whichever comes second completes it (and
 * only once).
 */
export async function completeIfSettled(tx: Tx, purchaseOrderId: string) {
  const [row] = await tx
    .update(purchaseOrders)
    .set({ status: 'completed', completedAt: sql`now()`, updatedAt: sql`now()` })
    .where(
      and(
        eq(purchaseOrders.id, purchaseOrderId),
        eq(purchaseOrders.status, 'accepted'),
        sql`exists (select 1 from ${shipments} where ${shipments.purchaseOrderId} = ${purchaseOrders.id} and ${shipments.status} = 'delivered')`,
        sql`exists (select 1 from ${vendorPayments} where ${vendorPayments.purchaseOrderId} = ${purchaseOrders.id} and ${vendorPayments.status} = 'paid')`,
      ),
    )
    .returning({ id: purchaseOrders.id });
  return row !== undefined;
}

export async function findPurchaseOrderHeader(tx: Tx, id: string) {
  const [row] = await tx
    .select({
      id: purchaseOrders.id,
      poNumber: purchaseOrders.poNumber,
      status: purchaseOrders.status,
      createdBy: purchaseOrders.createdBy,
      vendorId: purchaseOrders.vendorId,
      vendorName: vendors.companyName,
      vendorUserId: vendors.userId,
    })
    .from(purchaseOrders)
    .innerJoin(vendors, eq(vendors.id, purchaseOrders.vendorId))
    .where(eq(purchaseOrders.id, id));
  return row ?? null;
}

// ---------------------------------------------------------------- staff's view of one PO

export async function findFulfilment(tx: Tx, purchaseOrderId: string) {
  const [po] = await tx
    .select({
      acceptedAt: purchaseOrders.acceptedAt,
      rejectedAt: purchaseOrders.rejectedAt,
      completedAt: purchaseOrders.completedAt,
    })
    .from(purchaseOrders)
    .where(eq(purchaseOrders.id, purchaseOrderId));
  const [shipment] = await tx
    .select({
      status: shipments.status,
      trackingNumber: shipments.trackingNumber,
      carrier: shipments.carrier,
      shippedDate: shipments.shippedDate,
      estimatedDeliveryDate: shipments.estimatedDeliveryDate,
      deliveredAt: shipments.deliveredAt,
      updatedAt: shipments.updatedAt,
    })
    .from(shipments)
    .where(eq(shipments.purchaseOrderId, purchaseOrderId))
    .orderBy(desc(shipments.createdAt))
    .limit(1);
  const [payment] = await tx
    .select({
      id: vendorPayments.id,
      invoiceNumber: vendorPayments.invoiceNumber,
      amount: vendorPayments.amount,
      status: vendorPayments.status,
      dueDate: vendorPayments.dueDate,
      paidDate: vendorPayments.paidDate,
    })
    .from(vendorPayments)
    .where(eq(vendorPayments.purchaseOrderId, purchaseOrderId))
    .orderBy(desc(vendorPayments.createdAt))
    .limit(1);
  return { po: po ?? null, shipment: shipment ?? null, payment: payment ?? null };
}
