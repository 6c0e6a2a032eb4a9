import { BUSINESS_TIME_ZONE } from '@party/shared';
import { and, desc, eq, gte, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { countsAsSale } from '../../db/sales.ts';
import { orderCategoryDays, orderItems, orderSalesDays, orders, products } from '../../db/schema/index.ts';
import type { CompanyScope } from '../../lib/row-policy.ts';

/** Calendar days (YYYY-MM-DD) of the business's time zone; `to` is included. */
export interface DayRange {
  from: string;
  to: string;
}

/** The first instant of a calendar day in the business's time zone (DST-safe, done by PostgreSQL). */
export const startOfDay = (date: string): SQL =>
  sql`((${date})::date::timestamp at time zone ${BUSINESS_TIME_ZONE})`;
/** The first instant after the range's last day. */
export const endOfRange = (range: DayRange): SQL =>
  sql`(((${range.to})::date + 1)::timestamp at time zone ${BUSINESS_TIME_ZONE})`;

const inRange = (range: DayRange) =>
  and(gte(orders.createdAt, sql`${startOfDay(range.from)}`), lt(orders.createdAt, endOfRange(range)));
const notCancelled = countsAsSale(orders.status);

/**
 * The analytics are the company's: its orders, or a buyer's own of them
 * (docs/product/company-accounts.md, Track Orders, analytics and dashboard).
 */
const ofCompany = (scope: CompanyScope) =>
  and(
    eq(orders.companyId, scope.companyId),
    scope.placedBy ? eq(orders.partnerId, scope.placedBy) : undefined,
  );
/** The same condition on the orders aliased `alias` in a hand-written statement. */
const ofCompanyAs = (alias: string, scope: CompanyScope) =>
  sql`${sql.raw(alias)}.company_id = ${scope.companyId}${
    scope.placedBy ? sql` and ${sql.raw(alias)}.partner_id = ${scope.placedBy}` : sql``
  }`;

/**
 * Lines of the company's orders from `from` to the range's end, found through the order_items
 * (order_id) index: `= any(array(...))` hands the planner the order ids as a list, so it looks the
 * lines up instead of hashing every line of every partner (a sequential scan of order_items).
 */
const linesOfCompany = (scope: CompanyScope, from: string, range: DayRange) =>
  sql`${orderItems.orderId} = any(array(select o2.id from ${orders} o2 where ${ofCompanyAs('o2', scope)}
    and o2.created_at >= ${startOfDay(from)} and o2.created_at < ${endOfRange(range)}))`;

export interface OrderTotalsRow {
  period: 'current' | 'previous';
  month: string;
  status: string;
  orders: number;
  /** numeric as text */
  spending: string;
  /** Items on the orders' lines. */
  units: number;
}

/**
 * Orders of both periods grouped by period, month and status: the KPIs' orders, spending and items,
 * the monthly bars and the status pie all come from this one read of the company's days in the sales
 * roll-up (order_sales_days, kept by the orders' writers: docs/decisions/0023-sales-roll-up.md), a
 * range of its key however many orders the years hold. Its days are Sydney's, as the range's are.
 */
export async function findOrderTotals(
  tx: Tx,
  scope: CompanyScope,
  current: DayRange,
  previous: DayRange,
): Promise<OrderTotalsRow[]> {
  const r = orderSalesDays;
  return tx
    .select({
      period: sql<
        'current' | 'previous'
      >`case when ${r.day} >= ${current.from} then 'current' else 'previous' end`,
      month: sql<string>`to_char(${r.day}, 'YYYY-MM')`,
      status: r.status,
      orders: sql<number>`sum(${r.orders})::int`,
      spending: sql<string>`sum(${r.totalAmount})::text`,
      units: sql<number>`sum(${r.units})::int`,
    })
    .from(r)
    .where(
      and(
        eq(r.companyId, scope.companyId),
        scope.placedBy ? eq(r.partnerId, scope.placedBy) : undefined,
        gte(r.day, previous.from),
        lte(r.day, current.to),
      ),
    )
    .groupBy(sql`1`, sql`2`, sql`3`)
    .having(sql`sum(${r.orders}) > 0`);
}

export interface CategoryUnitsRow {
  /** 'other' for lines whose product is no longer in the catalogue */
  category: string;
  units: number;
}

/**
 * The range's items per category of their products (cancelled orders left out), read from the
 * units per category beside the sales roll-up (order_category_days, kept by the orders' writers
 * and the catalogue's triggers: docs/decisions/0023-sales-roll-up.md), a range of its key however
 * many products the years' lines hold.
 */
export async function findCategoryUnits(
  tx: Tx,
  scope: CompanyScope,
  range: DayRange,
): Promise<CategoryUnitsRow[]> {
  const r = orderCategoryDays;
  return tx
    .select({ category: r.category, units: sql<number>`sum(${r.units})::int` })
    .from(r)
    .where(
      and(
        eq(r.companyId, scope.companyId),
        scope.placedBy ? eq(r.partnerId, scope.placedBy) : undefined,
        gte(r.day, range.from),
        lte(r.day, range.to),
        countsAsSale(r.status),
      ),
    )
    .groupBy(r.category)
    .having(sql`sum(${r.units}) > 0`);
}

export interface TopProductRow {
  /** product id, or 'name:<snapshot name>' for a line whose product was deleted */
  key: string;
  name: string;
  units: number;
  /** numeric as text */
  spending: string;
}

/**
 * The range's leading products (cancelled orders left out), summed in SQL so a handful of rows
 * reach Node however many products the years hold: the first `top` by units, then spending, and
 * every product tied with the last of them (the caller orders those by name). The last place is
 * found by a top-N sort (`limit`; `fetch … with ties` would sort every product). The company's sale
 * orders of the range come from their (company_id, created_at, id, status) index alone, and each
 * order's lines from the covering order_items_order_id_lines_idx (index-only scans); `offset 0`
 * keeps the planner from flattening that lookup into a hash join over every partner's lines, a
 * sequential scan of order_items. Only the leading products are looked up in the catalogue, for
 * their names.
 */
export async function findTopProducts(
  tx: Tx,
  scope: CompanyScope,
  range: DayRange,
  top: number,
): Promise<TopProductRow[]> {
  const result = await tx.execute(sql`with bought as materialized (
      select line.product_id,
        case when line.product_id is null then line.product_name end as product_name,
        sum(line.quantity)::int as units, sum(line.quantity * line.price_per_unit) as spending
      from ${orders} o
      cross join lateral (
        select i.product_id, i.product_name, i.quantity, i.price_per_unit
        from ${orderItems} i where i.order_id = o.id offset 0
      ) line
      where ${ofCompanyAs('o', scope)} and ${countsAsSale(sql.raw('o.status'))}
        and o.created_at >= ${startOfDay(range.from)} and o.created_at < ${endOfRange(range)}
      group by 1, 2
    ),
    last_place as (
      select units, spending from bought order by units desc, spending desc offset ${top - 1} limit 1
    )
    select coalesce(b.product_id::text, 'name:' || b.product_name) as "key",
      coalesce(p.name, b.product_name) as "name", b.units, b.spending::text as spending
    from bought b
    left join ${products} p on p.id = b.product_id
    where not exists (select 1 from last_place)
      or (b.units, b.spending) >= (select units, spending from last_place)`);
  // node-postgres and PGlite both answer with { rows }.
  return (result as unknown as { rows: TopProductRow[] }).rows;
}

export interface ProductStatsRow {
  /** product id, or 'name:<snapshot name>' for a line whose product was deleted */
  key: string;
  name: string;
  category: string | null;
  units: number;
  orders: number;
  spending: string;
}

/** Per product bought in the range (cancelled left out), most units first (the products report). */
export async function findProductStats(
  tx: Tx,
  scope: CompanyScope,
  range: DayRange,
): Promise<ProductStatsRow[]> {
  const units = sql<number>`sum(${orderItems.quantity})::int`;
  const spending = sql<string>`sum(${orderItems.quantity} * ${orderItems.pricePerUnit})`;
  return tx
    .select({
      key: sql<string>`coalesce(${orderItems.productId}::text, 'name:' || ${orderItems.productName})`,
      name: sql<string>`coalesce(max(${products.name}), max(${orderItems.productName}))`,
      category: sql<string | null>`max(${products.category})`,
      units,
      orders: sql<number>`count(distinct ${orderItems.orderId})::int`,
      spending: sql<string>`${spending}::text`,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .leftJoin(products, eq(products.id, orderItems.productId))
    .where(and(linesOfCompany(scope, range.from, range), ofCompany(scope), notCancelled, inRange(range)))
    .groupBy(sql`1`)
    .orderBy(desc(units), desc(spending), sql`2`);
}

export interface PurchaseLineRow {
  orderId: string;
  createdAt: Date;
  status: string;
  productName: string;
  category: string | null;
  quantity: number;
  pricePerUnit: string;
}

/** Every order line of the range, newest order first (the purchase-history report). */
export async function findPurchaseLines(
  tx: Tx,
  scope: CompanyScope,
  range: DayRange,
): Promise<PurchaseLineRow[]> {
  return tx
    .select({
      orderId: orders.id,
      createdAt: orders.createdAt,
      status: sql<string>`coalesce(${orders.status}, 'pending')`,
      productName: orderItems.productName,
      category: products.category,
      quantity: orderItems.quantity,
      pricePerUnit: orderItems.pricePerUnit,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .leftJoin(products, eq(products.id, orderItems.productId))
    .where(and(ofCompany(scope), inRange(range)))
    .orderBy(desc(orders.createdAt), orders.id, orderItems.createdAt, orderItems.id);
}

export interface OrderRow {
  id: string;
  createdAt: Date;
  status: string;
  totalAmount: string;
  deliveryCost: string;
  discountAmount: string;
  units: number;
}

/** Every order of the range with its unit count, newest first (the order-summary report). */
export async function findOrders(tx: Tx, scope: CompanyScope, range: DayRange): Promise<OrderRow[]> {
  return tx
    .select({
      id: orders.id,
      createdAt: orders.createdAt,
      status: sql<string>`coalesce(${orders.status}, 'pending')`,
      totalAmount: orders.totalAmount,
      deliveryCost: orders.deliveryCost,
      discountAmount: orders.discountAmount,
      units: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int`,
    })
    .from(orders)
    .leftJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(and(ofCompany(scope), inRange(range)))
    .groupBy(orders.id)
    .orderBy(desc(orders.createdAt), orders.id);
}
