import { analyticsEventTypes, BUSINESS_TIME_ZONE } from '@party/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { countsAsSale } from '../../db/sales.ts';
import {
  analyticsEvents,
  companies,
  orderSalesDays,
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
 * of the lines) and discounts, summed from the sales roll-up's days (order_sales_days, kept by the
 * orders' writers: docs/decisions/0023-sales-roll-up.md) rather than from every order and line of
 * the years. The company named is the one of the partner's latest order there
 * (orders.company_id: docs/product/company-accounts.md): the company of their last day, and when
 * that day holds orders of two companies, the latest of that day's orders decides.
 */
export async function findSalesByPartner(tx: Tx, range: DayRange): Promise<PartnerSalesRow[]> {
  return rows<PartnerSalesRow>(
    tx,
    sql`with pc as (
        select s.partner_id, s.company_id, sum(s.orders)::int as orders, sum(s.discount_amount) as discount,
          sum(s.goods_amount) as sales, max(s.day) as last_day
        from ${orderSalesDays} s
        where ${countsAsSale(sql.raw('s.status'))} and s.day >= ${range.from} and s.day <= ${range.to}
          and s.orders <> 0
        group by s.partner_id, s.company_id
      ),
      heads as (
        select partner_id, sum(orders)::int as orders, sum(discount) as discount, sum(sales) as sales,
          max(last_day) as last_day
        from pc group by partner_id having sum(orders) > 0
      ),
      latest as (
        select heads.partner_id, case when count(*) = 1 then (array_agg(pc.company_id))[1]
          else (select o.company_id from ${orders} o
            where o.partner_id = heads.partner_id and ${countsAsSale(sql.raw('o.status'))}
              and o.created_at >= (heads.last_day::timestamp at time zone ${BUSINESS_TIME_ZONE})
              and o.created_at < ((heads.last_day + 1)::timestamp at time zone ${BUSINESS_TIME_ZONE})
            order by o.created_at desc limit 1) end as company_id
        from heads join pc on pc.partner_id = heads.partner_id and pc.last_day = heads.last_day
        group by heads.partner_id, heads.last_day
      )
      select heads.partner_id as "partnerId", coalesce(p.name, u.name) as name, u.email,
        c.name as "companyName", heads.orders, heads.discount::text as discount,
        heads.sales::text as sales
      from heads
      join ${users} u on u.id = heads.partner_id
      left join ${profiles} p on p.id = heads.partner_id
      left join latest on latest.partner_id = heads.partner_id
      left join ${companies} c on c.id = latest.company_id`,
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
