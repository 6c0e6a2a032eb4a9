import { amountOf, BUSINESS_TIME_ZONE } from '@party/shared';
import type { Tx } from '../../db/client.ts';
import { sendStatement } from '../../db/named-statement.ts';
import type { PendingStatement } from '../../db/rows-insert.ts';

// The sales roll-up, order_sales_days (docs/decisions/0023-sales-roll-up.md): every writer of an
// order's status, amounts or lines adds the order to its day's row here, in its own transaction.
// A change is the order taken out as it was (-1) and put back as it is (+1); each is an upsert that
// adds to the row, so two orders of the same day written at once both count. Beside it, each write
// keeps order_category_days, the same orders' units per category of their lines' products ('other'
// for a product gone from the catalogue); the products' triggers keep it when a product changes
// category or is deleted (migration 0035).

const COLUMNS = `(company_id, day, partner_id, status, orders, total_amount, discount_amount, goods_amount, units)`;
const ADD_TO_ROW = `on conflict (company_id, day, partner_id, status) do update set
    orders = order_sales_days.orders + excluded.orders,
    total_amount = order_sales_days.total_amount + excluded.total_amount,
    discount_amount = order_sales_days.discount_amount + excluded.discount_amount,
    goods_amount = order_sales_days.goods_amount + excluded.goods_amount,
    units = order_sales_days.units + excluded.units`;

const CATEGORY_COLUMNS = `(company_id, day, partner_id, status, category, units)`;
const ADD_TO_CATEGORY_ROW = `on conflict (company_id, day, partner_id, status, category) do update set
    units = order_category_days.units + excluded.units`;

const PLACED_SQL = `insert into order_sales_days ${COLUMNS}
  values ($1::uuid, (now() at time zone '${BUSINESS_TIME_ZONE}')::date, $2::uuid, $3, 1, $4::numeric,
    $5::numeric, $6::numeric, $7::int)
  ${ADD_TO_ROW}`;

const PLACED_CATEGORIES_SQL = `insert into order_category_days ${CATEGORY_COLUMNS}
  select $1::uuid, (now() at time zone '${BUSINESS_TIME_ZONE}')::date, $2::uuid, $3, c.category, c.units
  from json_to_recordset($4::json) as c(category text, units int)
  ${ADD_TO_CATEGORY_ROW}`;

export interface PlacedSale {
  companyId: string;
  partnerId: string;
  status: string;
  totalCents: number;
  discountCents: number;
  /** Quantity × unit price of its lines. */
  goodsCents: number;
  units: number;
  /** Its lines' units per their products' category. */
  unitsByCategory: Map<string, number>;
}

/**
 * An order placed now, added to today's rows from the figures checkout wrote: as PendingStatements
 * (its totals, its units per category), so they travel in checkout's one batch (the order's own
 * insert is in the same statement and not yet visible to them). The order's created_at is the same
 * now() (its column default).
 */
export function orderSalesAdd(sale: PlacedSale): PendingStatement[] {
  const categories = [...sale.unitsByCategory].map(([category, units]) => ({ category, units }));
  const statements: PendingStatement[] = [
    {
      toSQL: () => ({
        sql: PLACED_SQL,
        params: [
          sale.companyId,
          sale.partnerId,
          sale.status,
          amountOf(sale.totalCents),
          amountOf(sale.discountCents),
          amountOf(sale.goodsCents),
          sale.units,
        ],
      }),
    },
  ];
  if (categories.length)
    statements.push({
      toSQL: () => ({
        sql: PLACED_CATEGORIES_SQL,
        params: [sale.companyId, sale.partnerId, sale.status, JSON.stringify(categories)],
      }),
    });
  return statements;
}

/** The order's lines' units per their products' category now, as one more row key. */
const ORDER_CATEGORIES_SELECT = `select o.company_id, (o.created_at at time zone '${BUSINESS_TIME_ZONE}')::date,
    o.partner_id, o.status, coalesce(p.category, 'other'), $2::int * sum(i.quantity)::int
  from orders o
  join order_items i on i.order_id = o.id
  left join products p on p.id = i.product_id
  where o.id = $1::uuid
  group by 1, 2, 3, 4, 5`;

// One statement for both roll-ups: the categories' upsert is a data-modifying CTE, run to completion.
const ORDER_SQL = `with categories as (
    insert into order_category_days ${CATEGORY_COLUMNS}
    ${ORDER_CATEGORIES_SELECT}
    ${ADD_TO_CATEGORY_ROW}
  )
  insert into order_sales_days ${COLUMNS}
  select o.company_id, (o.created_at at time zone '${BUSINESS_TIME_ZONE}')::date, o.partner_id, o.status,
    $2::int, $2::int * o.total_amount, $2::int * o.discount_amount, $2::int * coalesce(l.goods, 0),
    $2::int * coalesce(l.units, 0)
  from orders o
  left join lateral (
    select sum(i.quantity * i.price_per_unit) as goods, sum(i.quantity)::int as units
    from order_items i where i.order_id = o.id
  ) l on true
  where o.id = $1::uuid
  ${ADD_TO_ROW}`;

/**
 * Adds the order as it stands now (sign 1) or takes it out (sign -1) of its day's rows: a writer
 * takes it out before it changes the order and adds it back after.
 */
export async function addOrderSales(tx: Tx, orderId: string, sign: 1 | -1): Promise<void> {
  await sendStatement(tx, ORDER_SQL, [orderId, sign]);
}

/** A change to an order between taking it out of the roll-up and adding it back. */
export async function withOrderSales<T>(tx: Tx, orderId: string, change: () => Promise<T>): Promise<T> {
  await addOrderSales(tx, orderId, -1);
  const result = await change();
  await addOrderSales(tx, orderId, 1);
  return result;
}

/**
 * The roll-ups of every order, written afresh: for stores filled without the orders' writers (the
 * demo seed, bench:seed-large) and the migration that adds the table.
 */
export const REBUILD_SALES_SQL = `delete from order_sales_days;
insert into order_sales_days ${COLUMNS}
  select o.company_id, (o.created_at at time zone '${BUSINESS_TIME_ZONE}')::date, o.partner_id, o.status,
    count(*)::int, sum(o.total_amount), sum(o.discount_amount), coalesce(sum(l.goods), 0),
    coalesce(sum(l.units), 0)::int
  from orders o
  left join (
    select i.order_id, sum(i.quantity * i.price_per_unit) as goods, sum(i.quantity) as units
    from order_items i group by i.order_id
  ) l on l.order_id = o.id
  group by 1, 2, 3, 4;
delete from order_category_days;
insert into order_category_days ${CATEGORY_COLUMNS}
  select o.company_id, (o.created_at at time zone '${BUSINESS_TIME_ZONE}')::date, o.partner_id, o.status,
    coalesce(p.category, 'other'), sum(i.quantity)::int
  from orders o
  join order_items i on i.order_id = o.id
  left join products p on p.id = i.product_id
  group by 1, 2, 3, 4, 5;`;

export async function rebuildSalesRollUp(tx: Tx): Promise<void> {
  for (const statement of REBUILD_SALES_SQL.split(';').filter((s) => s.trim()))
    await sendStatement(tx, statement, []);
}
