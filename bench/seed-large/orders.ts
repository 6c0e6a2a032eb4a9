import type pg from 'pg';
import { LINES_PER_ORDER_SQL, type Sizes } from './sizes.ts';

const DELIVERY_METHODS = [
  { name: 'Standard Delivery', days: '3-5 business days', cost: '14.95' },
  { name: 'Express Delivery', days: '1-2 business days', cost: '29.95' },
  { name: 'Same-Day Metro', days: 'Same day', cost: '39.95' },
  { name: 'Click & Collect', days: 'Ready in 2 hours', cost: '0.00' },
];
const DAYS_OF_HISTORY = 1095;

/**
 * Order o's company, placing member, time and lines as functions of o. Companies are drawn with
 * density ∝ 1/√c, so company 1 holds about 0.7 % of all orders (a worst case for a company's lists).
 * Order 1 is three years old, the last one minutes old. Line l of order o is product
 * 1 + (h(o) + 7919·l) mod P: nine steps of 7919 never meet again modulo P, so no order repeats a product.
 */
export async function createOrderFunctions(client: pg.Client, sizes: Sizes, seedNow: Date): Promise<void> {
  const { orders, companies, products } = sizes;
  const statements = [
    `create function pg_temp.seed_now() returns timestamptz language sql stable as
     $$ select '${seedNow.toISOString()}'::timestamptz $$`,
    `create function pg_temp.order_company(o bigint) returns bigint language sql stable as
     $$ select case when pg_temp.seed_hash(o * 5 + 3) % 100 = 0 then 1
       else least(${companies}, 1 + floor(${companies} * power((pg_temp.seed_hash(o * 5 + 1) % 1000000) / 1000000.0, 2)))::bigint end $$`,
    `create function pg_temp.order_age_days(o bigint) returns float8 language sql stable as
     $$ select (${orders} - o)::float8 / ${orders} * ${DAYS_OF_HISTORY} $$`,
    `create function pg_temp.order_placed_at(o bigint) returns timestamptz language sql stable as
     $$ select pg_temp.seed_now() - make_interval(secs => pg_temp.order_age_days(o) * 86400 + pg_temp.seed_hash(o) % 1800) $$`,
    `create function pg_temp.line_product(o bigint, l int) returns bigint language sql stable as
     $$ select 1 + (pg_temp.seed_hash(o * 31) + l * 7919) % ${products} $$`,
    `create function pg_temp.line_quantity(p bigint, o bigint, l int) returns int language sql stable as
     $$ select pg_temp.product_min_order(p) + pg_temp.product_pack(p) * (pg_temp.seed_hash(o * 16 + l) % 4)::int $$`,
    // Weighted towards delivered: anything older than a fortnight is delivered or (6 %) cancelled.
    `create function pg_temp.status_for(age float8, r bigint) returns text language sql stable as
     $$ select case
       when age > 14 then case when r < 6 then 'cancelled' else 'delivered' end
       when age > 7 then case when r < 5 then 'cancelled' when r < 40 then 'shipped' else 'delivered' end
       when age > 2 then case when r < 5 then 'cancelled' when r < 50 then 'processing' else 'shipped' end
       else case when r < 50 then 'pending' else 'processing' end end $$`,
    `create function pg_temp.order_status(o bigint) returns text language sql stable as
     $$ select pg_temp.status_for(pg_temp.order_age_days(o), pg_temp.seed_hash(o * 11) % 100) $$`,
  ];
  for (const statement of statements) await client.query(statement);
}

export async function seedDeliveryMethods(client: pg.Client): Promise<number> {
  for (const [i, m] of DELIVERY_METHODS.entries())
    await client.query(
      `insert into delivery_methods (id, name, description, estimated_days, base_cost, is_active, sort_order)
       values (pg_temp.seed_uuid('delivery', $1), $2, $2, $3, $4, true, $1)`,
      [i + 1, m.name, m.days, m.cost],
    );
  return DELIVERY_METHODS.length;
}

/**
 * Order o's lines l with their product p and quantity q. OFFSET 0 keeps each subquery whole, so p and
 * q are computed once per line rather than pasted into every expression that reads them.
 */
const LINES_OF_ORDER = `generate_series(1, ${LINES_PER_ORDER_SQL('o')}) l
  cross join lateral (select pp.p, pg_temp.line_quantity(pp.p, o, l) as q
    from (select pg_temp.line_product(o, l) as p offset 0) pp offset 0) x`;

/** The lines: 1–9 per order, at the product's unit price for the quantity (its quantity breaks). */
export async function seedOrderLines(client: pg.Client, sizes: Sizes): Promise<number> {
  const { rowCount } = await client.query(
    `insert into order_items (order_id, product_id, product_name, quantity, price_per_unit, list_price_per_unit, created_at)
     select pg_temp.seed_uuid('order', o), pg_temp.seed_uuid('product', x.p), pg_temp.product_name(x.p), x.q,
       pg_temp.unit_price(x.p, x.q), pg_temp.product_price(x.p), pg_temp.order_placed_at(o)
     from generate_series(1, $1::bigint) o
     cross join lateral ${LINES_OF_ORDER}`,
    [sizes.orders],
  );
  return rowCount ?? 0;
}

/**
 * The orders, each total computed from the same lines: goods − discount (10 % on every tenth order)
 * + delivery. Companies with a credit line (every twentieth) pay on account, the rest by invoice.
 */
export async function seedOrders(client: pg.Client, sizes: Sizes): Promise<number> {
  const { rowCount } = await client.query(
    `insert into orders (id, partner_id, company_id, status, total_amount, delivery_cost, discount_amount,
       promo_code, delivery_method_id, payment_method, shipping_name, shipping_address, shipping_city,
       shipping_state, shipping_postal_code, delivery_notes, carrier, tracking_number, shipped_at,
       delivered_at, cancelled_at, created_at, updated_at)
     select pg_temp.seed_uuid('order', o), pg_temp.seed_uuid('member', pg_temp.order_member(o, b.c)),
       pg_temp.seed_uuid('company', b.c), b.status, g.goods - d.discount + dm.cost, dm.cost, d.discount,
       case when d.discount > 0 then 'PARTY10' end, pg_temp.seed_uuid('delivery', dm.i),
       case when b.c % 20 = 1 then 'account' else 'invoice' end,
       pg_temp.company_name(b.c), pg_temp.company_street(b.c), pg_temp.company_city(b.c),
       pg_temp.company_state(b.c), pg_temp.company_postcode(b.c),
       case when o % 4 = 0 then pg_temp.pick(array['Please deliver to the loading dock at the rear.',
         'Call 30 minutes before arrival.', 'Event on Saturday: must arrive by Friday.'], o / 4) end,
       case when b.sent then pg_temp.pick(array['Australia Post', 'StarTrack', 'Couriers Please'], o) end,
       case when b.sent then 'PC' || lpad((pg_temp.seed_hash(o * 17) % 1000000000)::text, 9, '0') || 'AU' end,
       case when b.sent then b.at + interval '1 day' end,
       case when b.status = 'delivered' then b.at + interval '3 days' end,
       case when b.status = 'cancelled' then b.at + interval '4 hours' end,
       b.at,
       case b.status when 'delivered' then b.at + interval '3 days' when 'shipped' then b.at + interval '1 day'
         when 'cancelled' then b.at + interval '4 hours' else b.at end
     from generate_series(1, $1::bigint) o
     cross join lateral (select pg_temp.order_company(o) as c, pg_temp.order_placed_at(o) as at,
       pg_temp.order_status(o) as status, pg_temp.order_status(o) in ('shipped', 'delivered') as sent offset 0) b
     cross join lateral (select x.i, (array[${DELIVERY_METHODS.map((m) => m.cost).join(', ')}])[x.i]::numeric(12, 2) as cost
       from (select (array[1, 1, 1, 2, 2, 3, 4])[1 + (pg_temp.seed_hash(o * 3) % 7)::int] as i) x) dm
     cross join lateral (select sum(x.q * pg_temp.unit_price(x.p, x.q)) as goods
       from ${LINES_OF_ORDER}) g
     cross join lateral (select case when o % 10 = 0 then round(g.goods * 0.1, 2) else 0 end as discount) d`,
    [sizes.orders],
  );
  return rowCount ?? 0;
}
