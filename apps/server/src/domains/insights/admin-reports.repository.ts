import { analyticsEventTypes, BUSINESS_TIME_ZONE } from '@party/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { countsAsSale } from '../../db/sales.ts';
import {
  analyticsEvents,
  companies,
  orderSalesDays,
  orderSalesPeriods,
  orders,
  productStats,
  profiles,
  users,
} from '../../db/schema/index.ts';
import { type DayRange, endOfRange, startOfDay } from './insights.repository.ts';
import type { SalesPart } from './sales-periods.ts';

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

export interface PartnerSalesTotals {
  partners: number;
  orders: number;
  sales: string;
  discount: string;
}

/** The first day of the sales roll-up (null when it is empty): how far back the sales go. */
export async function findFirstSalesDay(tx: Tx): Promise<string | null> {
  const [first] = await rows<{ day: string | null }>(
    tx,
    sql`select min(s.day)::text as day from ${orderSalesDays} s`,
  );
  return first?.day ?? null;
}

/** One part of a range as rows of the roll-ups: partner, status and the part's figures, signed. */
function partRows(part: SalesPart): SQL {
  const sign = sql.raw(String(part.sign));
  const figures = sql`s.partner_id, s.status, ${sign} * s.orders, ${sign} * s.discount_amount, ${sign} * s.goods_amount`;
  if (part.grain === 'day')
    return sql`select ${figures} from ${orderSalesDays} s where s.day >= ${part.from} and s.day <= ${part.to}`;
  if (part.grain === 'all') return sql`select ${figures} from ${orderSalesPeriods} s where s.grain = 'all'`;
  return sql`select ${figures} from ${orderSalesPeriods} s
    where s.grain = ${part.grain} and s.starts >= ${part.from} and s.starts <= ${part.to}`;
}

/**
 * Per partner, the orders of the range (cancelled left out), their goods sold (quantity × unit price
 * of the lines) and discounts, summed from the sales roll-ups (docs/decisions/0023-sales-roll-up.md,
 * docs/decisions/0024-admin-report-roll-ups.md): `parts` are the range's whole years and months
 * (order_sales_periods) and edge days (order_sales_days), or all time less the outside of the range.
 * Answers the totals over every partner, and the partners with the most net sales: at least `shown`
 * of them (those tied with the last one too, so the caller's order by name decides), or all with
 * `shown` null. The company named is the one of the partner's latest order of the range
 * (orders.company_id: docs/product/company-accounts.md), looked up for the partners answered only.
 */
export async function findSalesByPartner(
  tx: Tx,
  range: DayRange,
  parts: SalesPart[],
  shown: number | null,
): Promise<{ totals: PartnerSalesTotals; partners: PartnerSalesRow[] }> {
  const changes = parts.length
    ? sql.join(parts.map(partRows), sql` union all `)
    : sql`select null::uuid, null::text, 0, 0::numeric, 0::numeric where false`;
  const answered =
    shown === null
      ? sql`select * from heads`
      : sql`select * from heads where not exists (select 1 from (select net from heads order by net desc
          offset ${shown - 1} limit 1) cut where cut.net > heads.net)`;
  const found = await rows<
    PartnerSalesRow & { [K in keyof PartnerSalesTotals as `total_${K}`]: PartnerSalesTotals[K] }
  >(
    tx,
    sql`with changes (partner_id, status, orders, discount, sales) as (${changes}),
      heads as (
        select partner_id, sum(orders)::int as orders, sum(discount) as discount, sum(sales) as sales,
          sum(sales) - sum(discount) as net
        from changes where ${countsAsSale(sql.raw('status'))}
        group by partner_id having sum(orders) > 0
      ),
      totals as (
        select count(*)::int as partners, coalesce(sum(orders), 0)::int as orders,
          coalesce(sum(discount), 0)::text as discount, coalesce(sum(sales), 0)::text as sales
        from heads
      ),
      answered as (${answered})
      select totals.partners as total_partners, totals.orders as total_orders,
        totals.discount as total_discount, totals.sales as total_sales,
        answered.partner_id as "partnerId", coalesce(p.name, u.name) as name, u.email,
        company.name as "companyName", answered.orders, answered.discount::text as discount,
        answered.sales::text as sales
      from totals
      left join (answered join ${users} u on u.id = answered.partner_id) on true
      left join ${profiles} p on p.id = answered.partner_id
      left join lateral (
        select c.name from ${orders} o join ${companies} c on c.id = o.company_id
        where o.partner_id = answered.partner_id and ${countsAsSale(sql.raw('o.status'))}
          and o.created_at >= ${startOfDay(range.from)} and o.created_at < ${endOfRange(range)}
        order by o.created_at desc limit 1
      ) company on answered.partner_id is not null`,
  );
  const first = found[0]!;
  return {
    totals: {
      partners: first.total_partners,
      orders: first.total_orders,
      sales: first.total_sales,
      discount: first.total_discount,
    },
    partners: found
      .filter((row) => row.partnerId !== null)
      .map(({ partnerId, name, email, companyName, orders, sales, discount }) => ({
        partnerId,
        name,
        email,
        companyName,
        orders,
        sales,
        discount,
      })),
  };
}

export interface ValuationRow {
  category: string;
  products: number;
  units: number;
  costValue: string;
  retailValue: string;
}

/**
 * Per category: products, units in stock, and stock × cost and × price, as they are now: the sums of
 * the product statistics' roll-up (product_stats, kept by the products' triggers;
 * docs/decisions/0024-admin-report-roll-ups.md), a few hundred rows rather than every product.
 * Categories left without products are skipped, as the live count had none.
 */
export async function findInventoryValuation(tx: Tx): Promise<ValuationRow[]> {
  return rows<ValuationRow>(
    tx,
    sql`select s.category, sum(s.product_count)::int as products, sum(s.units)::int as units,
        sum(s.cost_value)::text as "costValue", sum(s.inventory_value)::text as "retailValue"
      from ${productStats} s group by s.category having sum(s.product_count) > 0`,
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
