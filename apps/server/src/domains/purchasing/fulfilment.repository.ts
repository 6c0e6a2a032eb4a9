import type { PurchaseOrderStatus, ShipmentStatus } from '@party/shared';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import {
  purchaseOrderItems,
  purchaseOrders,
  shipments,
  users,
  vendorPayments,
  vendors,
} from '../../db/schema/index.ts';

// The vendor's side of purchasing and what follows an acceptance: shipments, invoices, completion.
// Every vendor query is narrowed to the vendor whose account is `vendorUserId`, in SQL, so a
// vendor can never read or change another vendor's row whatever id they send.

const ownedBy = (vendorUserId: string) =>
  sql`(select ${vendors.id} from ${vendors} where ${vendors.userId} = ${vendorUserId})`;

/** The start of the month `today` (YYYY-MM-DD, Sydney) falls in, as an instant. */
const monthStart = (today: string) =>
  sql`(${`${today.slice(0, 8)}01`}::date::timestamp at time zone 'Australia/Sydney')`;
/** An AUD total as text ('0.00' when nothing matches), of the rows `where` picks when given. */
const sumOf = (amount: AnyPgColumn, where?: SQL) =>
  where
    ? sql<string>`coalesce(sum(${amount}) filter (where ${where}), 0)::numeric(14, 2)::text`
    : sql<string>`coalesce(sum(${amount}), 0)::numeric(14, 2)::text`;

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
    .offset((filter.page - 1) * filter.pageSize);
  const [counted] = await tx.select({ n: count() }).from(purchaseOrders).where(where);
  return { items, total: counted?.n ?? 0 };
}

export async function findLinesOf(tx: Tx, purchaseOrderIds: string[]) {
  if (purchaseOrderIds.length === 0) return [];
  return tx
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
    .orderBy(asc(purchaseOrderItems.createdAt), asc(purchaseOrderItems.id));
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
 * PRODUCT.md: a PO is completed once its shipment is delivered and its invoice paid. One guarded
 * statement, called after either step, so whichever comes second completes it (and only once).
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

// ---------------------------------------------------------------- shipments

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
    .offset((filter.page - 1) * filter.pageSize);
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

// ---------------------------------------------------------------- payments

const paymentColumns = {
  id: vendorPayments.id,
  purchaseOrderId: vendorPayments.purchaseOrderId,
  poNumber: purchaseOrders.poNumber,
  poTotalAmount: purchaseOrders.totalAmount,
  invoiceNumber: vendorPayments.invoiceNumber,
  amount: vendorPayments.amount,
  currency: vendorPayments.currency,
  status: vendorPayments.status,
  dueDate: vendorPayments.dueDate,
  paidDate: vendorPayments.paidDate,
  paymentMethod: vendorPayments.paymentMethod,
  notes: vendorPayments.notes,
  createdAt: vendorPayments.createdAt,
};

export async function findVendorPayments(
  tx: Tx,
  vendorUserId: string,
  filter: { page: number; pageSize: number },
) {
  const mine = eq(vendorPayments.vendorId, ownedBy(vendorUserId));
  const items = await tx
    .select(paymentColumns)
    .from(vendorPayments)
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, vendorPayments.purchaseOrderId))
    .where(mine)
    .orderBy(desc(vendorPayments.createdAt), desc(vendorPayments.invoiceNumber))
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize);
  const [counted] = await tx.select({ n: count() }).from(vendorPayments).where(mine);
  return { items, total: counted?.n ?? 0 };
}

export async function findVendorPaymentStats(tx: Tx, vendorUserId: string, today: string) {
  const overdue = sql`${vendorPayments.status} = 'pending' and ${vendorPayments.dueDate} < ${today}::date`;
  const [row] = await tx
    .select({
      totalOutstanding: sumOf(vendorPayments.amount, sql`${vendorPayments.status} <> 'paid'`),
      overdue: sumOf(vendorPayments.amount, overdue),
      overdueCount: sql<number>`count(*) filter (where ${overdue})`.mapWith(Number),
      paidThisMonth: sumOf(
        vendorPayments.amount,
        sql`${vendorPayments.status} = 'paid' and ${vendorPayments.paidDate} >= ${`${today.slice(0, 8)}01`}::date`,
      ),
      totalVolume: sumOf(vendorPayments.amount),
    })
    .from(vendorPayments)
    .where(eq(vendorPayments.vendorId, ownedBy(vendorUserId)));
  return row!;
}

/** One invoice with what its PDF shows; `vendorUserId` narrows it to that vendor's own. */
export async function findInvoice(tx: Tx, id: string, vendorUserId: string | null) {
  const where = vendorUserId
    ? and(eq(vendorPayments.id, id), eq(vendorPayments.vendorId, ownedBy(vendorUserId)))
    : eq(vendorPayments.id, id);
  const [row] = await tx
    .select({
      ...paymentColumns,
      acceptedAt: purchaseOrders.acceptedAt,
      vendorName: vendors.companyName,
      vendorAbn: vendors.abn,
      vendorAddress: vendors.businessAddress,
      vendorEmail: vendors.contactEmail,
      vendorPhone: vendors.contactPhone,
      paymentTermsDays: vendors.paymentTermsDays,
    })
    .from(vendorPayments)
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, vendorPayments.purchaseOrderId))
    .innerJoin(vendors, eq(vendors.id, vendorPayments.vendorId))
    .where(where);
  return row ?? null;
}

/** A payment locked for marking it paid, with whom to tell. */
export async function lockPayment(tx: Tx, id: string) {
  const [row] = await tx
    .select({
      id: vendorPayments.id,
      purchaseOrderId: vendorPayments.purchaseOrderId,
      invoiceNumber: vendorPayments.invoiceNumber,
      amount: vendorPayments.amount,
      status: vendorPayments.status,
    })
    .from(vendorPayments)
    .where(eq(vendorPayments.id, id))
    .for('update');
  return row ?? null;
}

export async function markPaymentRowPaid(
  tx: Tx,
  id: string,
  values: { paidDate: string; paymentMethod: string | null; notes: string | null },
) {
  await tx
    .update(vendorPayments)
    .set({
      status: 'paid',
      paidDate: values.paidDate,
      ...(values.paymentMethod ? { paymentMethod: values.paymentMethod } : {}),
      ...(values.notes ? { notes: values.notes } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(vendorPayments.id, id));
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
