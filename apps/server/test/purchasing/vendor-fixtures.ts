import { eq } from 'drizzle-orm';
import {
  products,
  purchaseOrderItems,
  purchaseOrders,
  shipments,
  vendorPayments,
} from '../../src/db/schema/index.ts';
import type { SignedIn } from '../helpers/factories.ts';
import type { TestContext } from '../helpers/test-app.ts';

/** Test data for the vendor's side of purchasing, written straight into the database. */

/** A pending PO of `lines` (product, quantity, unit price) to the vendor, raised by `raisedBy`. */
export async function createPendingPo(
  ctx: TestContext,
  vendorId: string,
  raisedBy: SignedIn | null,
  lines: { productId: string; productName: string; quantity: number; unitPrice: string }[],
  values: Partial<typeof purchaseOrders.$inferInsert> = {},
) {
  const total = lines.reduce((sum, l) => sum + l.quantity * Math.round(Number(l.unitPrice) * 100), 0);
  const [po] = await ctx.database.db
    .insert(purchaseOrders)
    .values({
      vendorId,
      createdBy: raisedBy?.user.id ?? null,
      totalAmount: (total / 100).toFixed(2),
      notes: 'Before the wedding season please',
      ...values,
    })
    .returning({ id: purchaseOrders.id, poNumber: purchaseOrders.poNumber });
  await ctx.database.db
    .insert(purchaseOrderItems)
    .values(lines.map((l) => ({ purchaseOrderId: po!.id, ...l })));
  return po!;
}

export async function stockOf(ctx: TestContext, productId: string) {
  const [row] = await ctx.database.db
    .select({ stock: products.stockQuantity })
    .from(products)
    .where(eq(products.id, productId));
  return row!.stock;
}

export async function shipmentOf(ctx: TestContext, purchaseOrderId: string) {
  const [row] = await ctx.database.db
    .select()
    .from(shipments)
    .where(eq(shipments.purchaseOrderId, purchaseOrderId));
  return row ?? null;
}

export async function paymentOf(ctx: TestContext, purchaseOrderId: string) {
  const [row] = await ctx.database.db
    .select()
    .from(vendorPayments)
    .where(eq(vendorPayments.purchaseOrderId, purchaseOrderId));
  return row ?? null;
}

export async function poRow(ctx: TestContext, id: string) {
  const [row] = await ctx.database.db.select().from(purchaseOrders).where(eq(purchaseOrders.id, id));
  return row!;
}
