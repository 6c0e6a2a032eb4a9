import { asc, eq } from 'drizzle-orm';
import { adjustmentNotes, orderItems, returnRequests } from '../db/schema/index.ts';
import { issueAdjustmentNote } from '../domains/returns/issue-adjustment-note.ts';
import {
  findReturnLines,
  insertReturn,
  setDisposition,
  updateReturn,
} from '../domains/returns/returns.repository.ts';
import type { Partner, Person, SeedContext } from './context.ts';
import { daysAgo, isoDate } from './random.ts';
import type { SeededOrder } from './seed-orders.ts';

/**
 * The demo partner's returns (docs/product/returns.md), on its latest delivered order, inside the
 * window: a burst carton received and written off, its adjustment note credited to the order's
 * invoice; a wrong item waiting for staff; and one rejected. Written through the returns domain's
 * own writers.
 */
export async function seedReturns(
  ctx: SeedContext,
  partner: Partner,
  orders: SeededOrder[],
  staff: Person,
): Promise<void> {
  const { tx, now } = ctx;
  const order = orders
    .filter((o) => o.partnerId === partner.id && o.status === 'delivered')
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
  if (!order) return;
  const items = await tx
    .select({
      id: orderItems.id,
      productId: orderItems.productId,
      quantity: orderItems.quantity,
      price: orderItems.pricePerUnit,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.id));
  const [first, second = items[0]!] = items;
  if (!first) return;
  const line = (item: typeof first, quantity: number) => ({
    orderItemId: item.id,
    productId: item.productId,
    quantity: Math.min(quantity, item.quantity),
    unitPrice: item.price,
  });
  const ask = (
    reason: 'damaged_in_transit' | 'wrong_item' | 'ordered_too_many',
    notes: string,
    lines: ReturnType<typeof line>[],
  ) =>
    insertReturn(tx, {
      orderId: order.id,
      companyId: partner.companyId,
      requestedBy: partner.id,
      reason,
      notes,
      lines,
    });

  const burst = await ask('damaged_in_transit', 'The carton arrived burst: two packs were crushed.', [
    line(first, 2),
  ]);
  await updateReturn(tx, burst.id, {
    status: 'received',
    decidedBy: staff.id,
    decidedAt: daysAgo(now, 16),
    receivedBy: staff.id,
    receivedAt: daysAgo(now, 12),
    createdAt: daysAgo(now, 17),
  });
  await setDisposition(tx, burst.id, first.id, 'write_off');
  const lines = await findReturnLines(tx, [burst.id]);
  await issueAdjustmentNote(tx, { returnId: burst.id, orderId: order.id, lines });
  await tx
    .update(adjustmentNotes)
    .set({ issuedOn: isoDate(daysAgo(now, 12)), createdAt: daysAgo(now, 12) })
    .where(eq(adjustmentNotes.returnId, burst.id));

  const rejected = await ask('ordered_too_many', 'We over-ordered for the Henderson wedding.', [
    line(first, 1),
  ]);
  await updateReturn(tx, rejected.id, {
    status: 'rejected',
    decisionReason: 'Goods ordered in error can be returned unopened only; these were opened at the event.',
    decidedBy: staff.id,
    decidedAt: daysAgo(now, 8),
    createdAt: daysAgo(now, 10),
  });

  const waiting = await ask('wrong_item', 'We ordered silver and received gold.', [line(second, 1)]);
  await tx
    .update(returnRequests)
    .set({ createdAt: daysAgo(now, 0.3) })
    .where(eq(returnRequests.id, waiting.id));
}
