import type { PurchaseOrderStatus } from '@party/shared';
import { pageOffset } from '@party/shared/paging/paging';
import { and, asc, count, desc, eq, ilike, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { countUpTo } from '../../db/count-up-to.ts';
import { containsPattern } from '../../db/like.ts';
import {
  products,
  purchaseOrderItems,
  purchaseOrders,
  users,
  vendorProducts,
  vendors,
} from '../../db/schema/index.ts';

export interface PurchaseOrderFilter {
  search: string;
  status: PurchaseOrderStatus | 'all';
  page: number;
  pageSize: number;
}

const firstLine = sql<string | null>`(select ${purchaseOrderItems.productName} from ${purchaseOrderItems}
  where ${purchaseOrderItems.purchaseOrderId} = ${purchaseOrders.id}
  order by ${purchaseOrderItems.createdAt}, ${purchaseOrderItems.productName}, ${purchaseOrderItems.id} limit 1)`;
const lineCount = sql<number>`(select count(*) from ${purchaseOrderItems}
  where ${purchaseOrderItems.purchaseOrderId} = ${purchaseOrders.id})`.mapWith(Number);

const summaryColumns = {
  id: purchaseOrders.id,
  poNumber: purchaseOrders.poNumber,
  vendorId: purchaseOrders.vendorId,
  vendorName: vendors.companyName,
  status: purchaseOrders.status,
  totalAmount: purchaseOrders.totalAmount,
  productName: firstLine,
  lineCount,
  createdAt: purchaseOrders.createdAt,
};

/**
 * A page of purchase orders, newest first, with the vendor's name; search matches PO number or vendor.
 * The vendors matching come first (a small table) and the purchase orders by `vendor_id = any(...)`,
 * so each side of the OR is an index (po_number's trigram index, (vendor_id, created_at)) rather than
 * a scan of every purchase order joined to its vendor; the count stops at the cap (countUpTo).
 */
export async function findPurchaseOrders(tx: Tx, filter: PurchaseOrderFilter) {
  const conditions: SQL[] = [];
  if (filter.status !== 'all') conditions.push(eq(purchaseOrders.status, filter.status));
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    const vendorIds = tx.select({ id: vendors.id }).from(vendors).where(ilike(vendors.companyName, pattern));
    const matching = tx
      .select({ id: purchaseOrders.id })
      .from(purchaseOrders)
      .where(
        or(
          ilike(purchaseOrders.poNumber, pattern),
          sql`${purchaseOrders.vendorId} = any(array(${vendorIds}))`,
        ),
      );
    // The matches as a list of ids first: given the OR itself, the planner walks the newest-first
    // index hoping for an early 25 and reads every purchase order when few match.
    conditions.push(sql`${purchaseOrders.id} = any(array(${matching}))`);
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const items = await tx
    .select(summaryColumns)
    .from(purchaseOrders)
    .innerJoin(vendors, eq(vendors.id, purchaseOrders.vendorId))
    .where(where)
    .orderBy(desc(purchaseOrders.createdAt), desc(purchaseOrders.poNumber))
    .limit(filter.pageSize)
    .offset(pageOffset(filter));
  const counted = await countUpTo(
    tx,
    tx.select({ id: purchaseOrders.id }).from(purchaseOrders).where(where).$dynamic(),
    filter,
    items.length,
  );
  return { items, counted };
}

/** One purchase order with its vendor's name and who raised it. */
export async function findPurchaseOrder(tx: Tx, id: string) {
  const [row] = await tx
    .select({
      ...summaryColumns,
      notes: purchaseOrders.notes,
      vendorNotes: purchaseOrders.vendorNotes,
      rejectionReason: purchaseOrders.rejectionReason,
      requestedDeliveryDate: purchaseOrders.requestedDeliveryDate,
      estimatedDeliveryDate: purchaseOrders.estimatedDeliveryDate,
      createdByName: users.name,
    })
    .from(purchaseOrders)
    .innerJoin(vendors, eq(vendors.id, purchaseOrders.vendorId))
    .leftJoin(users, eq(users.id, purchaseOrders.createdBy))
    .where(eq(purchaseOrders.id, id));
  return row ?? null;
}

export async function findPurchaseOrderLines(tx: Tx, purchaseOrderId: string) {
  return tx
    .select({
      id: purchaseOrderItems.id,
      productId: purchaseOrderItems.productId,
      productName: purchaseOrderItems.productName,
      quantity: purchaseOrderItems.quantity,
      unitPrice: purchaseOrderItems.unitPrice,
      totalPrice: sql<string>`${purchaseOrderItems.totalPrice}::text`,
    })
    .from(purchaseOrderItems)
    .where(eq(purchaseOrderItems.purchaseOrderId, purchaseOrderId))
    .orderBy(
      asc(purchaseOrderItems.createdAt),
      asc(purchaseOrderItems.productName),
      asc(purchaseOrderItems.id),
    );
}

const offerColumns = {
  vendorProductId: vendorProducts.id,
  productId: products.id,
  productName: products.name,
  vendorId: vendors.id,
  vendorName: vendors.companyName,
  vendorUserId: vendors.userId,
  vendorSku: vendorProducts.vendorSku,
  vendorPrice: vendorProducts.vendorPrice,
  minimumOrderQuantity: vendorProducts.minimumOrderQuantity,
  leadTimeDays: vendorProducts.leadTimeDays,
  qualityRating: vendors.qualityRating,
};
// Only offers a PO may go to: available, from an active vendor.
const openOffer = and(eq(vendorProducts.isAvailable, true), eq(vendors.isActive, true));

function offers(tx: Tx) {
  return tx
    .select(offerColumns)
    .from(vendorProducts)
    .innerJoin(vendors, eq(vendors.id, vendorProducts.vendorId))
    .innerJoin(products, eq(products.id, vendorProducts.productId));
}

/** The open offers of one product, cheapest first. */
export async function findProductOffers(tx: Tx, productId: string) {
  return offers(tx)
    .where(and(eq(vendorProducts.productId, productId), openOffer))
    .orderBy(asc(vendorProducts.vendorPrice), asc(vendors.companyName));
}

/** The open offers of one vendor, by product name: what else a PO to that vendor may carry. */
export async function findVendorOffers(tx: Tx, vendorId: string) {
  return offers(tx)
    .where(and(eq(vendorProducts.vendorId, vendorId), openOffer))
    .orderBy(asc(sql`lower(${products.name})`), asc(products.id));
}

/** The open offers among these ids (an unknown, paused or inactive vendor's offer is simply absent). */
export async function findOpenOffers(tx: Tx, vendorProductIds: string[]) {
  if (vendorProductIds.length === 0) return [];
  return offers(tx).where(and(inArray(vendorProducts.id, vendorProductIds), openOffer));
}

export async function findVendor(tx: Tx, vendorId: string) {
  const [row] = await tx.select({ id: vendors.id }).from(vendors).where(eq(vendors.id, vendorId));
  return row ?? null;
}

export async function findProductName(tx: Tx, productId: string) {
  const [row] = await tx
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(eq(products.id, productId));
  return row ?? null;
}

export async function findVendorRecipient(tx: Tx, userId: string) {
  const [row] = await tx
    .select({ name: users.name, email: users.email, disabled: users.disabled })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/** Products at or below their low-stock level (out of stock included), least stock first. */
export async function findLowStockProducts(tx: Tx, page: number, pageSize: number) {
  const low = lte(products.stockQuantity, products.lowStockThreshold);
  // Written out qualified: inside a one-table select Drizzle names columns bare, and both tables have an id.
  const offerCount =
    sql<number>`(select count(*) from vendor_products vp join vendors v on v.id = vp.vendor_id
    where vp.product_id = products.id and vp.is_available and v.is_active)`.mapWith(Number);
  const items = await tx
    .select({
      id: products.id,
      name: products.name,
      category: products.category,
      stockQuantity: products.stockQuantity,
      lowStockThreshold: products.lowStockThreshold,
      offerCount,
    })
    .from(products)
    .where(low)
    .orderBy(asc(products.stockQuantity), asc(sql`lower(${products.name})`), asc(products.id))
    .limit(pageSize)
    .offset(pageOffset({ page, pageSize }));
  const [counted] = await tx.select({ n: count() }).from(products).where(low);
  return { items, total: counted?.n ?? 0 };
}

export async function insertPurchaseOrder(
  tx: Tx,
  values: {
    vendorId: string;
    createdBy: string;
    totalAmount: string;
    requestedDeliveryDate: string | null;
    notes: string | null;
  },
) {
  const [row] = await tx
    .insert(purchaseOrders)
    .values(values)
    .returning({ id: purchaseOrders.id, poNumber: purchaseOrders.poNumber, status: purchaseOrders.status });
  return row!;
}

/** The PO's lines in one statement (they share a createdAt, so they read back by product name). */
export async function insertPurchaseOrderLines(tx: Tx, lines: (typeof purchaseOrderItems.$inferInsert)[]) {
  await tx.insert(purchaseOrderItems).values(lines);
}
