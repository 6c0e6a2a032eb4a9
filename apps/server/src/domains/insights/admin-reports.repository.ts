import { analyticsEventTypes, BUSINESS_TIME_ZONE } from '@party/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { countsAsSale } from '../../db/sales.ts';
import {
  analyticsEvents,
  companies,
  orderItems,
  orders,
  products,
  profiles,
  users,
} from '../../db/schema/index.ts';
import { type DayRange, endOfRange, startOfDay } from './insights.repository.ts';

/**
 * The admin Reports that the staff analytics do not already answer: sales per partner, the stock's
 * value and the storefront events per type and day. One aggregate statement each, summed by PostgreSQL.
 */
async function rows<T>(tx: Tx, query: SQL): Promise<T[]> {
  // node-postgres and PGlite both answer with { rows }.
  const result = (await tx.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export interface PartnerSalesRow {
  partnerId: string;
  name: string;
  email: string;
  companyName: string | null;
  orders: number;
  sales: string;
  discount: string;
}

/**
 * Per partner, the orders of the range (cancelled left out), their goods sold (quantity × unit price
 * of the lines) and discounts: order heads and lines are summed apart, then joined per partner. The
 * company named is the one of the partner's latest order there (orders.company_id: docs/product/company-accounts.md).
 */
export async function findSalesByPartner(tx: Tx, range: DayRange): Promise<PartnerSalesRow[]> {
  return rows<PartnerSalesRow>(
    tx,
    sql`with o as (
        select r.id, r.partner_id, r.company_id, r.created_at, r.discount_amount from ${orders} r
        where ${countsAsSale(sql.raw('r.status'))} and r.created_at >= ${startOfDay(range.from)}
          and r.created_at < ${endOfRange(range)}
      ),
      heads as (
        select partner_id, count(*)::int as orders, sum(discount_amount) as discount,
          (array_agg(company_id order by created_at desc))[1] as company_id
        from o group by partner_id
      ),
      lines as (
        select o.partner_id, sum(oi.quantity * oi.price_per_unit) as sales
        from o join ${orderItems} oi on oi.order_id = o.id group by o.partner_id
      )
      select heads.partner_id as "partnerId", coalesce(p.name, u.name) as name, u.email,
        c.name as "companyName", heads.orders, heads.discount::text as discount,
        coalesce(lines.sales, 0)::text as sales
      from heads
      join ${users} u on u.id = heads.partner_id
      left join ${profiles} p on p.id = heads.partner_id
      left join ${companies} c on c.id = heads.company_id
      left join lines on lines.partner_id = heads.partner_id`,
  );
}

export interface ValuationRow {
  category: string;
  products: number;
  units: number;
  costValue: string;
  retailValue: string;
}

/** Per category: products, units in stock, and stock × cost and × price, as they are now. */
export async function findInventoryValuation(tx: Tx): Promise<ValuationRow[]> {
  return rows<ValuationRow>(
    tx,
    sql`select p.category, count(*)::int as products, sum(p.stock_quantity)::int as units,
        sum(p.stock_quantity * p.cost)::text as "costValue",
        sum(p.stock_quantity * p.price)::text as "retailValue"
      from ${products} p group by p.category`,
  );
}

export interface EventTypeDayRow {
  date: string;
  type: string;
  events: number;
}

/** Storefront events per Sydney day (by arrival) and event type. */
export async function findEventsByTypeAndDay(tx: Tx, range: DayRange): Promise<EventTypeDayRow[]> {
  const types = sql.join(
    analyticsEventTypes.map((type) => sql`${type}`),
    sql`, `,
  );
  return rows<EventTypeDayRow>(
    tx,
    sql`select to_char(e.created_at at time zone ${BUSINESS_TIME_ZONE}, 'YYYY-MM-DD') as date,
        e.event_type as type, count(*)::int as events
      from ${analyticsEvents} e
      where e.created_at >= ${startOfDay(range.from)} and e.created_at < ${endOfRange(range)}
        and e.event_type in (${types})
      group by 1, 2`,
  );
}
