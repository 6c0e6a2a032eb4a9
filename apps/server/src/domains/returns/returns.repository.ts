import type { ReturnDisposition, ReturnReason, ReturnStatus } from '@party/shared';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import {
  adjustmentNotes,
  files,
  orderItems,
  orders,
  returnLines,
  returnPhotos,
  returnRequests,
} from '../../db/schema/index.ts';

// Returns, their lines and photos, and what of the order they read (docs/product/returns.md).

export interface ReturnOrderRow {
  id: string;
  partnerId: string;
  companyId: string;
  status: string;
  paymentMethod: string;
  discountAmount: string;
  deliveredAt: Date | null;
  createdAt: Date;
}

const orderColumns = {
  id: orders.id,
  partnerId: orders.partnerId,
  companyId: orders.companyId,
  status: orders.status,
  paymentMethod: orders.paymentMethod,
  discountAmount: orders.discountAmount,
  deliveredAt: orders.deliveredAt,
  createdAt: orders.createdAt,
};

/**
 * The order a return is asked of; with `lock`, its row is locked so two requests for the same order
 * queue and the second counts what the first asked (no key update: its lines' foreign keys pass).
 */
export async function findReturnOrder(tx: Tx, orderId: string, lock = false): Promise<ReturnOrderRow | null> {
  const query = tx.select(orderColumns).from(orders).where(eq(orders.id, orderId));
  const [row] = lock ? await query.for('no key update') : await query;
  return row ?? null;
}

export interface OrderLineRow {
  id: string;
  productId: string | null;
  productName: string;
  quantity: number;
  pricePerUnit: string;
}

export async function findOrderLines(tx: Tx, orderId: string): Promise<OrderLineRow[]> {
  return tx
    .select({
      id: orderItems.id,
      productId: orderItems.productId,
      productName: orderItems.productName,
      quantity: orderItems.quantity,
      pricePerUnit: orderItems.pricePerUnit,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.createdAt), asc(orderItems.id));
}

/** Units of each order line that returns not rejected asked for. */
export async function findAskedByLine(tx: Tx, orderId: string): Promise<Map<string, number>> {
  const rows = await tx
    .select({
      orderItemId: returnLines.orderItemId,
      asked: sql<number>`sum(${returnLines.quantity})::int`,
    })
    .from(returnLines)
    .innerJoin(returnRequests, eq(returnRequests.id, returnLines.returnId))
    .where(and(eq(returnRequests.orderId, orderId), ne(returnRequests.status, 'rejected')))
    .groupBy(returnLines.orderItemId);
  return new Map(rows.map((r) => [r.orderItemId, r.asked]));
}

export interface NewReturn {
  orderId: string;
  companyId: string;
  requestedBy: string;
  reason: ReturnReason;
  notes: string;
  lines: { orderItemId: string; productId: string | null; quantity: number; unitPrice: string }[];
}

export async function insertReturn(tx: Tx, input: NewReturn): Promise<{ id: string; number: string }> {
  const [row] = await tx
    .insert(returnRequests)
    .values({
      orderId: input.orderId,
      companyId: input.companyId,
      requestedBy: input.requestedBy,
      reason: input.reason,
      notes: input.notes,
    })
    .returning({ id: returnRequests.id, number: returnRequests.number });
  await tx.insert(returnLines).values(input.lines.map((line) => ({ ...line, returnId: row!.id })));
  return row!;
}

export interface LockedReturn {
  id: string;
  number: string;
  orderId: string;
  companyId: string;
  status: ReturnStatus;
  requestedBy: string | null;
}

/** The return's row, locked for a decision or its receipt: a second caller waits, then sees the first's status. */
export async function lockReturn(tx: Tx, id: string): Promise<LockedReturn | null> {
  const [row] = await tx
    .select({
      id: returnRequests.id,
      number: returnRequests.number,
      orderId: returnRequests.orderId,
      companyId: returnRequests.companyId,
      status: returnRequests.status,
      requestedBy: returnRequests.requestedBy,
    })
    .from(returnRequests)
    .where(eq(returnRequests.id, id))
    .for('update');
  return row ?? null;
}

export async function updateReturn(
  tx: Tx,
  id: string,
  set: Partial<typeof returnRequests.$inferInsert>,
): Promise<void> {
  await tx
    .update(returnRequests)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(returnRequests.id, id));
}

export interface ReturnLineRow {
  orderItemId: string;
  productId: string | null;
  productName: string;
  quantity: number;
  unitPrice: string;
  disposition: ReturnDisposition | null;
}

export async function findReturnLines(
  tx: Tx,
  returnIds: string[],
): Promise<(ReturnLineRow & { returnId: string })[]> {
  if (returnIds.length === 0) return [];
  return tx
    .select({
      returnId: returnLines.returnId,
      orderItemId: returnLines.orderItemId,
      productId: returnLines.productId,
      productName: orderItems.productName,
      quantity: returnLines.quantity,
      unitPrice: returnLines.unitPrice,
      disposition: returnLines.disposition,
    })
    .from(returnLines)
    .innerJoin(orderItems, eq(orderItems.id, returnLines.orderItemId))
    .where(inArray(returnLines.returnId, returnIds))
    .orderBy(asc(orderItems.createdAt), asc(orderItems.id));
}

export async function setDisposition(
  tx: Tx,
  returnId: string,
  orderItemId: string,
  disposition: ReturnDisposition,
): Promise<void> {
  await tx
    .update(returnLines)
    .set({ disposition })
    .where(and(eq(returnLines.returnId, returnId), eq(returnLines.orderItemId, orderItemId)));
}

/** What earlier adjustment notes of the order credited, in total. */
export async function findCreditedBefore(tx: Tx, orderId: string): Promise<string> {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${adjustmentNotes.totalAmount}), 0)::text` })
    .from(adjustmentNotes)
    .where(eq(adjustmentNotes.orderId, orderId));
  return row?.total ?? '0';
}

export type NewAdjustmentNote = Omit<typeof adjustmentNotes.$inferInsert, 'id' | 'number' | 'createdAt'>;

export async function insertAdjustmentNote(tx: Tx, note: NewAdjustmentNote): Promise<string> {
  const [row] = await tx.insert(adjustmentNotes).values(note).returning({ number: adjustmentNotes.number });
  return row!.number;
}

export async function findAdjustmentNote(tx: Tx, returnId: string) {
  const [row] = await tx.select().from(adjustmentNotes).where(eq(adjustmentNotes.returnId, returnId));
  return row ?? null;
}

export interface ReturnPhotoRow {
  fileId: string;
  fileName: string;
  contentType: string;
  storageKey: string;
  sizeBytes: number;
  createdAt: Date;
}

export async function findReturnPhotos(tx: Tx, returnId: string): Promise<ReturnPhotoRow[]> {
  return tx
    .select({
      fileId: returnPhotos.fileId,
      fileName: files.originalName,
      contentType: files.mimeType,
      storageKey: files.storageKey,
      sizeBytes: files.sizeBytes,
      createdAt: returnPhotos.createdAt,
    })
    .from(returnPhotos)
    .innerJoin(files, eq(files.id, returnPhotos.fileId))
    .where(eq(returnPhotos.returnId, returnId))
    .orderBy(asc(returnPhotos.createdAt), asc(returnPhotos.fileId));
}

export async function countReturnPhotos(tx: Tx, returnId: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(returnPhotos)
    .where(eq(returnPhotos.returnId, returnId));
  return row?.n ?? 0;
}

export async function insertReturnPhoto(
  tx: Tx,
  returnId: string,
  ownerId: string,
  file: { originalName: string; mimeType: string; sizeBytes: number; storageKey: string },
): Promise<string> {
  const [row] = await tx
    .insert(files)
    .values({ ...file, ownerId, purpose: 'return_photo' })
    .returning({ id: files.id });
  await tx.insert(returnPhotos).values({ returnId, fileId: row!.id });
  return row!.id;
}
