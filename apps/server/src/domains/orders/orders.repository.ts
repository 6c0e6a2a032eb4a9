import type { PartnerBusinessType } from '@party/shared';
import { type Counted, LIST_COUNT_CAP, pageOffset } from '@party/shared/paging/paging';
import { and, asc, count, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { countUpTo } from '../../db/count-up-to.ts';
import { containsPattern, uuidPrefixRange } from '../../db/like.ts';
import { namedStatement } from '../../db/named-statement.ts';
import { type EntryJson, entrySql, type TiersJson, tiersSql } from '../../db/prices.ts';
import { rowsInsert } from '../../db/rows-insert.ts';
import {
  companies,
  deliveryMethods,
  orderItems,
  orders,
  products,
  profiles,
  users,
} from '../../db/schema/index.ts';
import { anyMatch, matchIdsUpTo, newestMatchIds, type SearchBranches } from '../../db/search-branches.ts';
import type { CompanyScope } from '../../lib/row-policy.ts';
import { companyIdOf } from '../companies/company-membership.ts';
import { addOrderSales, withOrderSales } from './sales-roll-up.repository.ts';

/** An order as stored. */
export type OrderRecord = typeof orders.$inferSelect;
export type OrderRow = OrderRecord & { deliveryMethod: string | null; placedByName: string };
export type OrderItemRow = {
  id: string;
  orderId: string;
  productId: string | null;
  productName: string;
  imageUrl: string | null;
  quantity: number;
  pricePerUnit: string;
  listPricePerUnit: string | null;
};

export async function findActiveDeliveryMethods(tx: Tx) {
  return tx
    .select()
    .from(deliveryMethods)
    .where(eq(deliveryMethods.isActive, true))
    .orderBy(asc(deliveryMethods.sortOrder), asc(deliveryMethods.name));
}

const activeDeliveryMethod = namedStatement<{
  id: string;
  name: string;
  estimated_days: string;
  base_cost: string;
}>(
  'delivery_method_active',
  'select id, name, estimated_days, base_cost::text as base_cost from delivery_methods where id = $1::uuid and is_active',
);

/** What an order takes from its delivery method: name, estimate and cost (numeric(12,2) as text). */
export async function findActiveDeliveryMethod(
  tx: Tx,
  id: string,
): Promise<{ id: string; name: string; estimatedDays: string; baseCost: string } | null> {
  const [row] = await activeDeliveryMethod(tx, [id]);
  return row
    ? { id: row.id, name: row.name, estimatedDays: row.estimated_days, baseCost: row.base_cost }
    : null;
}

export interface CheckoutLine {
  id: string;
  productId: string;
  quantity: number;
  name: string;
  category: (typeof products.category.enumValues)[number];
  /** The list price, numeric(12,2) as PostgreSQL writes it. */
  price: string;
  packSize: number;
  minOrderQty: number;
  priceTiers: TiersJson;
  priceEntry: EntryJson;
}

const checkoutStart = namedStatement<{
  method_id: string | null;
  method_name: string | null;
  estimated_days: string | null;
  base_cost: string | null;
  id: string | null;
  product_id: string;
  quantity: number;
  name: string;
  category: CheckoutLine['category'];
  price: string;
  pack_size: number;
  min_order_qty: number;
  price_tiers: TiersJson;
  price_entry: EntryJson;
}>(
  'checkout_start',
  `with lines as (
    select c.id, c.product_id, c.quantity, c.created_at, p.name, p.category, p.price::text as price,
      p.pack_size, p.min_order_qty, ${tiersSql('p')} as price_tiers, ${entrySql('p', '$3::uuid')} as price_entry
    from cart_items c join products p on p.id = c.product_id
    where c.user_id = $1::uuid
    order by c.created_at, c.id
    for update of c
  )
  select m.id as method_id, m.name as method_name, m.estimated_days, m.base_cost::text as base_cost,
    l.id, l.product_id, l.quantity, l.name, l.category, l.price, l.pack_size, l.min_order_qty,
    l.price_tiers, l.price_entry
  from (select 1) as one
  left join delivery_methods m on m.id = $2::uuid and m.is_active
  left join lines l on true
  order by l.created_at, l.id`,
);

/**
 * A checkout's first statement: the partner's cart lines with each product's current name,
 * category, quantity rules and price inputs at their company's prices (db/prices.ts), the lines locked (not the products) so a second checkout of the same cart
 * waits and then finds it empty; and the delivery method (null when it is not an active one).
 */
export async function lockCheckout(tx: Tx, partnerId: string, companyId: string, deliveryMethodId: string) {
  const rows = await checkoutStart(tx, [partnerId, deliveryMethodId, companyId]);
  const first = rows[0];
  // The method's columns are NOT NULL: with its id found, they all are.
  const method = first?.method_id
    ? {
        id: first.method_id,
        name: first.method_name!,
        estimatedDays: first.estimated_days!,
        baseCost: first.base_cost!,
      }
    : null;
  const lines: CheckoutLine[] = rows.flatMap((r) =>
    r.id === null
      ? []
      : [
          {
            id: r.id,
            productId: r.product_id,
            quantity: Number(r.quantity),
            name: r.name,
            category: r.category,
            price: r.price,
            packSize: Number(r.pack_size),
            minOrderQty: Number(r.min_order_qty),
            priceTiers: r.price_tiers,
            priceEntry: r.price_entry,
          },
        ],
  );
  return { lines, method };
}

/**
 * True when the company has an order that was not cancelled (PARTY20 is a company's first order:
 * docs/product/company-accounts.md, so inviting members cannot multiply it).
 */
export async function hasEarlierOrder(tx: Tx, companyId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.companyId, companyId), ne(orders.status, 'cancelled')))
    .limit(1);
  return row !== undefined;
}

/** What the campaign segments read of a company: its orders, last order and kind of business. */
export async function findOrderHistory(tx: Tx, companyId: string) {
  const [row] = await tx
    .select({
      orders: sql<number>`count(${orders.id})::int`,
      lastOrderAt: sql<string | null>`max(${orders.createdAt})`,
      // The company's Business details say its kind of business (docs/product/company-accounts.md).
      businessType: sql<PartnerBusinessType | null>`(select ${companies.businessType} from ${companies} where ${companies.id} = ${companyId})`,
    })
    .from(orders)
    .where(and(eq(orders.companyId, companyId), ne(orders.status, 'cancelled')));
  return {
    orders: Number(row?.orders ?? 0),
    lastOrderAt: row?.lastOrderAt ? new Date(row.lastOrderAt) : null,
    businessType: row?.businessType ?? null,
  };
}

/** The order's insert unsent (its id chosen by the caller), for a WriteBatch. */
export function orderInsert(values: typeof orders.$inferInsert & { id: string }) {
  return rowsInsert(orders, [values]);
}

/** Its lines' insert unsent, for the same WriteBatch (foreign keys are checked at the statement's end). */
export function orderItemsInsert(rows: (typeof orderItems.$inferInsert)[]) {
  return rowsInsert(orderItems, rows);
}

/**
 * An order of the company its placer belongs to, unless the caller names the company (a converted
 * quote's order is the quote's company's: docs/decisions/0019-company-accounts.md §4).
 */
export async function insertOrder(
  tx: Tx,
  values: Omit<typeof orders.$inferInsert, 'companyId'> & { companyId?: string | null },
) {
  const [row] = await tx
    .insert(orders)
    .values({ ...values, companyId: values.companyId ?? companyIdOf(values.partnerId) })
    .returning({ id: orders.id });
  return row!;
}

/** An order's lines; with them in, the order counts in the sales roll-up (a quote's order: created-order-from-quote). */
export async function insertOrderItems(tx: Tx, rows: (typeof orderItems.$inferInsert)[]) {
  await tx.insert(orderItems).values(rows);
  for (const orderId of new Set(rows.map((row) => row.orderId))) await addOrderSales(tx, orderId, 1);
}

function selectOrders(tx: Tx) {
  return tx
    .select({ order: orders, deliveryMethod: deliveryMethods.name, placedByName: users.name })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.partnerId))
    .leftJoin(deliveryMethods, eq(deliveryMethods.id, orders.deliveryMethodId));
}

/** The company's orders, or one member's of them (docs/decisions/0019-company-accounts.md §4). */
function ofCompany(scope: CompanyScope) {
  return and(
    eq(orders.companyId, scope.companyId),
    scope.placedBy ? eq(orders.partnerId, scope.placedBy) : undefined,
  );
}

/**
 * One page of the company's orders (or one member's), newest first, with their count up to the cap:
 * the page walks (company_id | partner_id, created_at, id) backwards and stops after it.
 */
export async function findCompanyOrders(
  tx: Tx,
  scope: CompanyScope,
  status: (typeof orders.status.enumValues)[number] | null,
  paging: { page: number; pageSize: number },
): Promise<{ rows: OrderRow[]; counted: Counted }> {
  const where = and(ofCompany(scope), status ? eq(orders.status, status) : undefined);
  const rows = await selectOrders(tx)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(paging.pageSize)
    .offset(pageOffset(paging));
  const matches = tx.select({ id: orders.id }).from(orders).where(where).$dynamic();
  const counted = await countUpTo(tx, matches, paging, rows.length);
  return {
    rows: rows.map((r) => ({ ...r.order, deliveryMethod: r.deliveryMethod, placedByName: r.placedByName })),
    counted,
  };
}

export async function findCompanyOrder(tx: Tx, scope: CompanyScope, id: string): Promise<OrderRow | null> {
  const [row] = await selectOrders(tx).where(and(ofCompany(scope), eq(orders.id, id)));
  return row ? { ...row.order, deliveryMethod: row.deliveryMethod, placedByName: row.placedByName } : null;
}

export async function findOrderItems(tx: Tx, orderIds: string[]): Promise<OrderItemRow[]> {
  if (orderIds.length === 0) return [];
  return tx
    .select({
      id: orderItems.id,
      orderId: orderItems.orderId,
      productId: orderItems.productId,
      productName: orderItems.productName,
      imageUrl: products.imageUrl,
      quantity: orderItems.quantity,
      pricePerUnit: orderItems.pricePerUnit,
      listPricePerUnit: orderItems.listPricePerUnit,
    })
    .from(orderItems)
    .leftJoin(products, eq(products.id, orderItems.productId))
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.createdAt), asc(orderItems.productName), asc(orderItems.id));
}

/** The company's order, locked for a status change; null when the scope does not reach it. */
export async function lockCompanyOrder(tx: Tx, scope: CompanyScope, id: string) {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(ofCompany(scope), eq(orders.id, id)))
    .for('update');
  return row ?? null;
}

export async function markCancelled(tx: Tx, id: string) {
  await withOrderSales(tx, id, () =>
    tx
      .update(orders)
      .set({ status: 'cancelled', cancelledAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(orders.id, id)),
  );
}

export type OrderStatusValue = (typeof orders.status.enumValues)[number];

/**
 * An order as staff read it: the name of the member who placed it (null when no profile), and the
 * order's company with its name and ABN (docs/product/company-accounts.md, What staff see).
 */
export type StaffOrderRow = OrderRow & {
  partnerName: string | null;
  partnerCompany: string | null;
  partnerAbn: string | null;
  partnerEmail: string;
  placedByName: string;
  companyName: string | null;
};

function selectStaffOrders(tx: Tx) {
  return tx
    .select({
      order: orders,
      deliveryMethod: deliveryMethods.name,
      partnerName: profiles.name,
      partnerCompany: companies.name,
      partnerAbn: companies.abn,
      partnerEmail: users.email,
      placedByName: users.name,
      companyName: companies.name,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.partnerId))
    .leftJoin(profiles, eq(profiles.id, orders.partnerId))
    .leftJoin(companies, eq(companies.id, orders.companyId))
    .leftJoin(deliveryMethods, eq(deliveryMethods.id, orders.deliveryMethodId));
}

type StaffSelect = Awaited<ReturnType<ReturnType<typeof selectStaffOrders>['execute']>>[number];
const toStaffRow = (r: StaffSelect): StaffOrderRow => ({
  ...r.order,
  deliveryMethod: r.deliveryMethod,
  partnerName: r.partnerName,
  partnerCompany: r.partnerCompany,
  partnerAbn: r.partnerAbn,
  partnerEmail: r.partnerEmail,
  placedByName: r.placedByName,
  companyName: r.companyName,
});

/**
 * What a staff search matches (docs/product/associate-portal.md, Orders: "Search by order id,
 * customer or item name", a case-insensitive substring), as the search kit's branches
 * (db/search-branches.ts): the order id's prefix as a primary-key range, the company's name, the
 * name or email of the member who placed it (users, profiles) and an item name on its lines, each by
 * its own index.
 */
function staffSearchBranches(search: string, status: OrderStatusValue | null): SearchBranches {
  const contains = containsPattern(search);
  const range = uuidPrefixRange(search);
  const st = status ? sql` and t.status = ${status}` : sql``;
  return (columns, tail) => {
    const of = (where: SQL) => sql`(select ${columns} from orders t where ${where}${st} ${tail})`;
    return [
      of(sql`t.company_id in (select id from companies where name ilike ${contains})`),
      of(sql`t.partner_id in (select id from users where name ilike ${contains} or email ilike ${contains}
        union select id from profiles where name ilike ${contains})`),
      of(sql`t.id in (select order_id from order_items where product_name ilike ${contains})`),
      ...(range ? [of(sql`t.id between ${range.from}::uuid and ${range.to}::uuid`)] : []),
    ];
  };
}

type StaffListQuery = {
  search?: string | undefined;
  status: OrderStatusValue | null;
  page: number;
  pageSize: number;
};

/**
 * One page of every partner's orders, newest first, with the count of all that match stopped at
 * LIST_COUNT_CAP past the page (db/count-up-to.ts). Unsearched, the page walks (created_at, id) or
 * (status, created_at, id) backwards and stops after it.
 */
export async function findStaffOrders(
  tx: Tx,
  query: StaffListQuery,
): Promise<{ rows: StaffOrderRow[]; counted: Counted }> {
  const offset = pageOffset(query);
  const search = query.search;
  const where = search
    ? sql`${orders.id} in (${newestMatchIds(staffSearchBranches(search, query.status), offset + query.pageSize)})`
    : query.status
      ? eq(orders.status, query.status)
      : undefined;
  const rows = await selectStaffOrders(tx)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(query.pageSize)
    .offset(offset);
  const matches = search
    ? tx
        .select({ id: sql`hits.id` })
        .from(matchIdsUpTo(staffSearchBranches(search, query.status), offset + LIST_COUNT_CAP + 1))
        .$dynamic()
    : tx.select({ id: orders.id }).from(orders).where(where).$dynamic();
  const counted = await countUpTo(tx, matches, query, rows.length);
  return { rows: rows.map(toStaffRow), counted };
}

/**
 * The staff list's search and status as one condition on orders, for the CSV export, which reads
 * every match a chunk at a time: the search's branches (staffSearchBranches) without a limit.
 */
export function staffFilter(search: string | undefined, status: OrderStatusValue | null): SQL | undefined {
  if (!search) return status ? eq(orders.status, status) : undefined;
  return anyMatch(orders.id, staffSearchBranches(search, status));
}

/** How many orders the staff list's filter (staffFilter) finds, exactly: the export's progress. */
export async function countStaffOrders(tx: Tx, where: SQL | undefined): Promise<number> {
  const [counted] = await tx.select({ n: count() }).from(orders).where(where);
  return counted?.n ?? 0;
}

export async function findStaffOrder(tx: Tx, id: string): Promise<StaffOrderRow | null> {
  const [row] = await selectStaffOrders(tx).where(eq(orders.id, id));
  return row ? toStaffRow(row) : null;
}

/** Any partner's order, locked for a staff change; null when there is none. */
export async function lockOrder(tx: Tx, id: string) {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  return row ?? null;
}

export async function saveOrderStatus(
  tx: Tx,
  id: string,
  changes: Pick<
    typeof orders.$inferInsert,
    'status' | 'deliveryNotes' | 'shippedAt' | 'deliveredAt' | 'cancelledAt'
  >,
) {
  await withOrderSales(tx, id, () =>
    tx
      .update(orders)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(orders.id, id)),
  );
}

export async function saveDeliveryMethod(
  tx: Tx,
  id: string,
  changes: { deliveryMethodId: string; deliveryCost: string; totalAmount: string },
) {
  await withOrderSales(tx, id, () =>
    tx
      .update(orders)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(orders.id, id)),
  );
}
