import { pageOffset } from '@party/shared/paging/paging';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { purchaseOrders, vendorPayments, vendors } from '../../db/schema/index.ts';
import { ownedBy, sumOf } from './vendor-scope.repository.ts';

// The vendor's invoices, narrowed in SQL to the vendor row of the caller's account (finance reads any).

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
  paymentReference: vendorPayments.paymentReference,
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
    .offset(pageOffset(filter));
  const [counted] = await tx.select({ n: count() }).from(vendorPayments).where(mine);
  return { items, total: counted?.n ?? 0 };
}

/** Every vendor's invoices, newest first, optionally one status (finance and admins pay them). */
export async function findStaffVendorPayments(
  tx: Tx,
  filter: { status?: 'pending' | 'processing' | 'paid'; page: number; pageSize: number },
) {
  const where = filter.status ? eq(vendorPayments.status, filter.status) : undefined;
  const items = await tx
    .select({ ...paymentColumns, vendorName: vendors.companyName })
    .from(vendorPayments)
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, vendorPayments.purchaseOrderId))
    .innerJoin(vendors, eq(vendors.id, vendorPayments.vendorId))
    .where(where)
    .orderBy(desc(vendorPayments.createdAt), desc(vendorPayments.invoiceNumber))
    .limit(filter.pageSize)
    .offset(pageOffset(filter));
  const [counted] = await tx.select({ n: count() }).from(vendorPayments).where(where);
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
  values: { paidDate: string; paymentMethod: string; paymentReference: string; notes: string | null },
) {
  await tx
    .update(vendorPayments)
    .set({
      status: 'paid',
      paidDate: values.paidDate,
      paymentMethod: values.paymentMethod,
      paymentReference: values.paymentReference,
      ...(values.notes ? { notes: values.notes } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(vendorPayments.id, id));
}
