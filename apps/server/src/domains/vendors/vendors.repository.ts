import { pageOffset } from '@party/shared/paging/paging';
import { and, asc, count, countDistinct, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { products, vendorProducts, vendors } from '../../db/schema/index.ts';

/** The company tied to a vendor account, or null when none was set up yet. */
export async function findVendorByUser(tx: Tx, userId: string) {
  const [row] = await tx.select().from(vendors).where(eq(vendors.userId, userId));
  return row ?? null;
}

export async function findVendorById(tx: Tx, vendorId: string) {
  const [row] = await tx.select().from(vendors).where(eq(vendors.id, vendorId));
  return row ?? null;
}

/** The company an offer belongs to, or null when there is no such offer. */
export async function findVendorIdOfOffer(tx: Tx, offerId: string) {
  const [row] = await tx
    .select({ vendorId: vendorProducts.vendorId })
    .from(vendorProducts)
    .where(eq(vendorProducts.id, offerId));
  return row?.vendorId ?? null;
}

/** The account's first company row; two first saves racing end as one row (the later one's values). */
export async function insertVendor(tx: Tx, values: typeof vendors.$inferInsert) {
  const { userId: _user, ...changes } = values;
  const [row] = await tx
    .insert(vendors)
    .values(values)
    .onConflictDoUpdate({ target: vendors.userId, set: { ...changes, updatedAt: new Date() } })
    .returning();
  return row!;
}

/** A company row for an account that has none; an existing one is left as it is (null). */
export async function insertVendorIfAbsent(tx: Tx, values: typeof vendors.$inferInsert) {
  const [row] = await tx
    .insert(vendors)
    .values(values)
    .onConflictDoNothing({ target: vendors.userId })
    .returning();
  return row ?? null;
}

export async function updateVendor(
  tx: Tx,
  vendorId: string,
  values: Partial<Omit<typeof vendors.$inferInsert, 'id' | 'userId' | 'qualityRating'>>,
) {
  const [row] = await tx
    .update(vendors)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(vendors.id, vendorId))
    .returning();
  return row!;
}

const offerColumns = {
  id: vendorProducts.id,
  productId: vendorProducts.productId,
  vendorPrice: vendorProducts.vendorPrice,
  vendorSku: vendorProducts.vendorSku,
  minimumOrderQuantity: vendorProducts.minimumOrderQuantity,
  leadTimeDays: vendorProducts.leadTimeDays,
  specifications: vendorProducts.specifications,
  qualityNotes: vendorProducts.qualityNotes,
  isAvailable: vendorProducts.isAvailable,
  createdAt: vendorProducts.createdAt,
  updatedAt: vendorProducts.updatedAt,
  productName: products.name,
  productDescription: products.description,
  productCategory: products.category,
  productPrice: products.price,
};
export type VendorProductRow = Awaited<ReturnType<typeof findVendorProducts>>[number];

/** The vendor's offers with their catalogue product, newest first (docs/product/vendor-portal.md). */
export async function findVendorProducts(tx: Tx, vendorId: string) {
  return tx
    .select(offerColumns)
    .from(vendorProducts)
    .innerJoin(products, eq(products.id, vendorProducts.productId))
    .where(eq(vendorProducts.vendorId, vendorId))
    .orderBy(desc(vendorProducts.createdAt), desc(vendorProducts.id));
}

/** One offer, only when it is this vendor's: another vendor's id reads as absent. */
export async function findVendorProduct(tx: Tx, vendorId: string, id: string) {
  const [row] = await tx
    .select(offerColumns)
    .from(vendorProducts)
    .innerJoin(products, eq(products.id, vendorProducts.productId))
    .where(and(eq(vendorProducts.id, id), eq(vendorProducts.vendorId, vendorId)));
  return row ?? null;
}

/** Total, available and categories of docs/product/vendor-portal.md in one read; the mean is the shared rule's, over the rows. */
export async function findVendorProductStats(tx: Tx, vendorId: string) {
  const [row] = await tx
    .select({
      totalProducts: count(),
      available: sql<number>`count(*) filter (where ${vendorProducts.isAvailable})`.mapWith(Number),
      categories: countDistinct(products.category),
    })
    .from(vendorProducts)
    .innerJoin(products, eq(products.id, vendorProducts.productId))
    .where(eq(vendorProducts.vendorId, vendorId));
  return row!;
}

/**
 * Adds an offer; null when the vendor already offers the product (the unique key decides, so two
 * adds racing still make one offer).
 */
export async function insertVendorProduct(tx: Tx, values: typeof vendorProducts.$inferInsert) {
  const [row] = await tx
    .insert(vendorProducts)
    .values(values)
    .onConflictDoNothing({ target: [vendorProducts.vendorId, vendorProducts.productId] })
    .returning({ id: vendorProducts.id });
  return row ?? null;
}

export async function updateVendorProduct(
  tx: Tx,
  vendorId: string,
  id: string,
  values: Partial<typeof vendorProducts.$inferInsert>,
) {
  const [row] = await tx
    .update(vendorProducts)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(vendorProducts.id, id), eq(vendorProducts.vendorId, vendorId)))
    .returning({ id: vendorProducts.id });
  return row ?? null;
}

export async function deleteVendorProduct(tx: Tx, vendorId: string, id: string) {
  const [row] = await tx
    .delete(vendorProducts)
    .where(and(eq(vendorProducts.id, id), eq(vendorProducts.vendorId, vendorId)))
    .returning({ id: vendorProducts.id, productId: vendorProducts.productId });
  return row ?? null;
}

export async function productExists(tx: Tx, productId: string) {
  const [row] = await tx.select({ id: products.id }).from(products).where(eq(products.id, productId));
  return row !== undefined;
}

/** Catalogue products by name for the Add dialog's picker, marking those the vendor already offers. */
export async function searchCatalogue(tx: Tx, vendorId: string, search: string, limit: number) {
  // Written out qualified: inside a one-table select Drizzle names columns bare, and vp has an id too.
  const offered = sql<boolean>`exists (select 1 from vendor_products vp
    where vp.vendor_id = ${vendorId} and vp.product_id = products.id)`;
  const pattern = containsPattern(search);
  return tx
    .select({
      id: products.id,
      name: products.name,
      category: products.category,
      price: products.price,
      offered,
    })
    .from(products)
    .where(search ? ilike(products.name, pattern) : undefined)
    .orderBy(asc(products.name), asc(products.id))
    .limit(limit);
}

export interface AllOffersFilter {
  search?: string;
  vendorId?: string;
  availability: 'all' | 'available' | 'unavailable';
  page: number;
  pageSize: number;
}

/**
 * Every vendor's offers for the admin's Vendor Products screen, newest first, with the company:
 * a search over product name, vendor SKU and company, one company, available or not.
 */
export async function findAllVendorProducts(tx: Tx, filter: AllOffersFilter) {
  const where: SQL[] = [];
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    where.push(
      or(
        ilike(products.name, pattern),
        ilike(vendorProducts.vendorSku, pattern),
        ilike(vendors.companyName, pattern),
      )!,
    );
  }
  if (filter.vendorId) where.push(eq(vendorProducts.vendorId, filter.vendorId));
  if (filter.availability !== 'all')
    where.push(eq(vendorProducts.isAvailable, filter.availability === 'available'));
  const condition = where.length ? and(...where) : undefined;
  const rows = await tx
    .select({ ...offerColumns, vendorId: vendors.id, vendorCompanyName: vendors.companyName })
    .from(vendorProducts)
    .innerJoin(products, eq(products.id, vendorProducts.productId))
    .innerJoin(vendors, eq(vendors.id, vendorProducts.vendorId))
    .where(condition)
    .orderBy(desc(vendorProducts.createdAt), desc(vendorProducts.id))
    .limit(filter.pageSize)
    .offset(pageOffset(filter));
  const [total] = await tx
    .select({ n: count() })
    .from(vendorProducts)
    .innerJoin(products, eq(products.id, vendorProducts.productId))
    .innerJoin(vendors, eq(vendors.id, vendorProducts.vendorId))
    .where(condition);
  return { rows, total: total?.n ?? 0 };
}

/** Every company, by name: the admin screen's vendor filter and the Add dialog's vendor choice. */
export async function findVendorNames(tx: Tx) {
  return tx
    .select({ id: vendors.id, companyName: vendors.companyName, isActive: vendors.isActive })
    .from(vendors)
    .orderBy(asc(vendors.companyName), asc(vendors.id));
}
