import { BUSINESS_TIME_ZONE, type SalesGranularity, STAFF_ANALYTICS_TOP } from '@party/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { countsAsSale } from '../../db/sales.ts';
import {
  analyticsEvents,
  campaigns,
  inventoryHistory,
  orderItems,
  orders,
  products,
} from '../../db/schema/index.ts';
import { type DayRange, endOfRange, startOfDay } from './insights.repository.ts';

/**
 * The staff analytics (every partner's orders, the stock, the campaigns and the storefront events).
 * Every figure is summed by PostgreSQL: each function is one statement whatever the number of orders.
 * Numeric sums come back as text and are turned into cents by the use cases (to-cents.ts).
 */
async function rows<T>(tx: Tx, query: SQL): Promise<T[]> {
  // node-postgres and PGlite both answer with { rows }.
  const result = (await tx.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Orders of the range that count toward sales: every status but cancelled. */
const ordersInRange = (range: DayRange) => sql`select o.id, o.created_at, o.discount_amount, o.total_amount,
    o.delivery_cost, o.campaign_id, o.promo_code
  from ${orders} o
  where ${countsAsSale(sql.raw('o.status'))} and o.created_at >= ${startOfDay(range.from)}
    and o.created_at < ${endOfRange(range)}`;

export interface SalesPeriodRow {
  /** YYYY-MM-DD: the day, the Monday of the week or the first of the month */
  start: string;
  orders: number;
  sales: string;
  discount: string;
  cost: string;
}

/**
 * Orders, goods sold, discounts and cost of goods per day, week or month. The lines and the order
 * heads are summed apart (a discount is per order, sales and cost per line) and joined per period.
 */
export async function findSalesByPeriod(
  tx: Tx,
  range: DayRange,
  granularity: SalesGranularity,
): Promise<SalesPeriodRow[]> {
  return rows<SalesPeriodRow>(
    tx,
    sql`with o as (
        select r.id, r.discount_amount,
          to_char(date_trunc(${granularity}, r.created_at at time zone ${BUSINESS_TIME_ZONE}), 'YYYY-MM-DD') as start
        from (${ordersInRange(range)}) r
      ),
      heads as (select start, count(*)::int as orders, sum(discount_amount) as discount from o group by start),
      lines as (
        select o.start, sum(oi.quantity * oi.price_per_unit) as sales,
          sum(oi.quantity * coalesce(p.cost, 0)) as cost
        from o join ${orderItems} oi on oi.order_id = o.id left join ${products} p on p.id = oi.product_id
        group by o.start
      )
      select heads.start, heads.orders, heads.discount::text as discount,
        coalesce(lines.sales, 0)::text as sales, coalesce(lines.cost, 0)::text as cost
      from heads left join lines on lines.start = heads.start
      order by heads.start`,
  );
}

export interface SalesCategoryRow {
  /** null for lines whose product has left the catalogue */
  category: string | null;
  units: number;
  sales: string;
  cost: string;
}

/** Units, goods sold and cost per category of the lines of the range. */
export async function findSalesByCategory(tx: Tx, range: DayRange): Promise<SalesCategoryRow[]> {
  return rows<SalesCategoryRow>(
    tx,
    sql`select p.category, sum(oi.quantity)::int as units,
        sum(oi.quantity * oi.price_per_unit)::text as sales,
        sum(oi.quantity * coalesce(p.cost, 0))::text as cost
      from (${ordersInRange(range)}) o
      join ${orderItems} oi on oi.order_id = o.id
      left join ${products} p on p.id = oi.product_id
      group by p.category`,
  );
}

/**
 * Per catalogue product: units sold in the range and its stock at the start and the end of the range,
 * found by taking the stock moves since then off today's stock (a product's stock only changes with
 * a move in inventory_history). Floored at 0.
 */
const stockPerProduct = (range: DayRange) => sql`
  sold as (
    select oi.product_id, sum(oi.quantity)::int as units
    from (${ordersInRange(range)}) o join ${orderItems} oi on oi.order_id = o.id
    where oi.product_id is not null
    group by oi.product_id
  ),
  moves as (
    select m.product_id,
      sum(m.quantity_change) as since_start,
      coalesce(sum(m.quantity_change) filter (where m.created_at >= ${endOfRange(range)}), 0) as since_end
    from ${inventoryHistory} m
    where m.created_at >= ${startOfDay(range.from)}
    group by m.product_id
  ),
  stock as (
    select p.id, p.name, p.category, coalesce(sold.units, 0) as units,
      greatest(p.stock_quantity - coalesce(moves.since_start, 0), 0)::int as start_stock,
      greatest(p.stock_quantity - coalesce(moves.since_end, 0), 0)::int as end_stock
    from ${products} p
    left join sold on sold.product_id = p.id
    left join moves on moves.product_id = p.id
  )`;

export interface StockCategoryRow {
  category: string;
  units: number;
  /** sum of the products' average stock, numeric as text */
  averageStock: string;
}

/** Units sold and average stock per category, every catalogue product counted. */
export async function findStockByCategory(tx: Tx, range: DayRange): Promise<StockCategoryRow[]> {
  return rows<StockCategoryRow>(
    tx,
    sql`with ${stockPerProduct(range)}
      select category, sum(units)::int as units,
        (sum(start_stock + end_stock) / 2.0)::text as "averageStock"
      from stock group by category`,
  );
}

export interface StockProductRow {
  id: string;
  name: string;
  category: string;
  units: number;
  startStock: number;
  endStock: number;
}

/** The products that sold the most units in the range (then by name). */
export async function findTopStockProducts(tx: Tx, range: DayRange): Promise<StockProductRow[]> {
  return rows<StockProductRow>(
    tx,
    sql`with ${stockPerProduct(range)}
      select id, name, category, units, start_stock as "startStock", end_stock as "endStock"
      from stock where units > 0
      order by units desc, name, id
      limit ${STAFF_ANALYTICS_TOP}`,
  );
}

export interface CampaignRow {
  campaignId: string | null;
  name: string | null;
  promoCode: string | null;
  status: string | null;
  uses: number;
  revenue: string;
  discount: string;
}

/**
 * Orders of the range that used a campaign or a promo code, per campaign (or per code when the
 * code is not a campaign's, such as PARTY20), cancelled orders left out.
 */
export async function findCampaignPerformance(tx: Tx, range: DayRange): Promise<CampaignRow[]> {
  return rows<CampaignRow>(
    tx,
    sql`select o.campaign_id as "campaignId", max(c.name) as name,
        coalesce(max(c.promo_code), max(upper(o.promo_code))) as "promoCode", max(c.status) as status,
        count(*)::int as uses, sum(o.total_amount - o.delivery_cost)::text as revenue,
        sum(o.discount_amount)::text as discount
      from (${ordersInRange(range)}) o
      left join ${campaigns} c on c.id = o.campaign_id
      where o.campaign_id is not null or o.promo_code is not null
      group by o.campaign_id, case when o.campaign_id is null then upper(o.promo_code) end`,
  );
}

const eventsInRange = (range: DayRange) =>
  sql`e.created_at >= ${startOfDay(range.from)} and e.created_at < ${endOfRange(range)}`;

export interface EventDayRow {
  /** null on the row of the whole range */
  date: string | null;
  pageViews: number;
  searches: number;
  conversions: number;
  /** distinct sessions (on the whole range's row) */
  visitors: number;
  /** the conversions' value in dollars, numeric as text */
  conversionValue: string;
}

/**
 * Page views, searches and conversions per day (by arrival, in the business's time zone), and a row
 * for the whole range (date null) with its distinct sessions and the value of its conversions: one
 * read of the range's events.
 */
export async function findEventsByDay(tx: Tx, range: DayRange): Promise<EventDayRow[]> {
  return rows<EventDayRow>(
    tx,
    sql`select e.date,
        (count(*) filter (where e.event_type = 'page_view'))::int as "pageViews",
        (count(*) filter (where e.event_type = 'search'))::int as searches,
        (count(*) filter (where e.event_type = 'conversion'))::int as conversions,
        count(distinct e.session_id)::int as visitors,
        coalesce(sum(case when e.event_type = 'conversion' and jsonb_typeof(e.metadata -> 'value') = 'number'
          then (e.metadata ->> 'value')::numeric end), 0)::text as "conversionValue"
      from (
        select to_char(e.created_at at time zone ${BUSINESS_TIME_ZONE}, 'YYYY-MM-DD') as date,
          e.event_type, e.session_id, e.metadata
        from ${analyticsEvents} e where ${eventsInRange(range)}
      ) e
      group by grouping sets ((e.date), ())`,
  );
}

export interface TopQueryRow {
  query: string;
  searches: number;
  noResults: number;
}

/** The most searched queries (lower case, trimmed), with how many found nothing. */
export async function findTopQueries(tx: Tx, range: DayRange): Promise<TopQueryRow[]> {
  return rows<TopQueryRow>(
    tx,
    sql`select lower(trim(e.metadata ->> 'query')) as query, count(*)::int as searches,
        (count(*) filter (where e.metadata ->> 'resultCount' = '0'))::int as "noResults"
      from ${analyticsEvents} e
      where ${eventsInRange(range)} and e.event_type = 'search'
        and coalesce(trim(e.metadata ->> 'query'), '') <> ''
      group by 1 order by 2 desc, 1
      limit ${STAFF_ANALYTICS_TOP}`,
  );
}

export interface TopPageRow {
  path: string;
  views: number;
}

/** The most viewed pages. */
export async function findTopPages(tx: Tx, range: DayRange): Promise<TopPageRow[]> {
  return rows<TopPageRow>(
    tx,
    sql`select e.page_path as path, count(*)::int as views
      from ${analyticsEvents} e
      where ${eventsInRange(range)} and e.event_type = 'page_view' and e.page_path is not null
      group by 1 order by 2 desc, 1
      limit ${STAFF_ANALYTICS_TOP}`,
  );
}
