import type pg from 'pg';
import type { Sizes } from './sizes.ts';

/**
 * What sales and purchasing work through at this size: quotes with their lines, leads, and the
 * vendors' purchase orders with theirs — the staff lists issue 32 times besides orders and tickets.
 * Spread over three years like the orders; the recent ones still open.
 */

/** The first staff user is also an administrator: the admin area's lists and reports sign in as them. */
export async function seedAdministrator(client: pg.Client): Promise<number> {
  const { rowCount } = await client.query(
    `insert into admin_roles (user_id, role) values (pg_temp.seed_uuid('staff', 1), 'admin')`,
  );
  return rowCount ?? 0;
}

/** Quotes asked by members (two lines each), the older ones settled one way or another. */
export async function seedQuotes(client: pg.Client, sizes: Sizes): Promise<number> {
  const quotes = await client.query(
    `insert into quotes (id, quote_number, title, partner_id, company_id, customer_name, customer_email, company_name,
       created_by, status, total_amount, valid_until, created_at, updated_at)
     select pg_temp.seed_uuid('quote', n), 'QT-' || lpad(n::text, 6, '0'),
       'Party supplies for ' || pg_temp.company_name(c), pg_temp.seed_uuid('member', m), pg_temp.seed_uuid('company', c),
       u.name, u.email, pg_temp.company_name(c), pg_temp.seed_uuid('staff', 1 + n % $3),
       case when x.age > 60 then (array['converted', 'declined', 'expired', 'converted'])[1 + (n % 4)::int]
         else (array['requested', 'draft', 'sent', 'accepted'])[1 + (n % 4)::int] end,
       24 * (pg_temp.product_price(x.p) + pg_temp.product_price(1 + x.p % $4)),
       (x.at + interval '30 days')::date, x.at, x.at + interval '1 day'
     from generate_series(1, $1::bigint) n
     cross join lateral (select 1 + pg_temp.seed_hash(n * 11) % $2 as m,
       ($1 - n)::float8 / $1 * 1095 as age) y
     cross join lateral (select pg_temp.member_company(y.m) as c, y.age, 1 + pg_temp.seed_hash(n * 5) % $4 as p,
       pg_temp.seed_now() - make_interval(secs => y.age * 86400) as at) x
     join users u on u.id = pg_temp.seed_uuid('member', y.m)`,
    [sizes.quotes, sizes.members, sizes.staff, sizes.products],
  );
  const lines = await client.query(
    `insert into quote_items (quote_id, product_id, product_name, quantity, price_per_unit)
     select pg_temp.seed_uuid('quote', n), pg_temp.seed_uuid('product', p), pg_temp.product_name(p), 24,
       pg_temp.product_price(p)
     from generate_series(1, $1::bigint) n
     cross join lateral (select 1 + pg_temp.seed_hash(n * 5) % $2 as first) f
     cross join lateral (values (f.first), (1 + f.first % $2)) l(p)`,
    [sizes.quotes, sizes.products],
  );
  await client.query(`select setval('quote_number_seq', $1::bigint)`, [Math.min(sizes.quotes, 999_998)]);
  return (quotes.rowCount ?? 0) + (lines.rowCount ?? 0);
}

/** Leads from quote requests and sign-ups, worked by sales; the older ones won or lost. */
export async function seedLeads(client: pg.Client, sizes: Sizes): Promise<number> {
  const { rowCount } = await client.query(
    `insert into leads (source, stage, name, email, company_name, phone, location, assigned_to, estimated_value,
       created_at, updated_at)
     select (array['quote', 'signup'])[1 + (n % 2)::int],
       case when x.age > 60 then (array['won', 'lost', 'lost'])[1 + (n % 3)::int]
         else (array['new', 'contacted', 'qualified'])[1 + (n % 3)::int] end,
       pg_temp.person_first(n * 3) || ' ' || pg_temp.person_last(n * 7),
       'lead.' || n || '@example.com.au', pg_temp.company_name(n + 500000),
       '04' || lpad((pg_temp.seed_hash(n) % 100000000)::text, 8, '0'),
       pg_temp.company_city(n), case when n % 3 > 0 then pg_temp.seed_uuid('staff', 1 + n % $2) end,
       (200 + pg_temp.seed_hash(n * 13) % 20000)::numeric(12, 2), x.at, x.at + interval '2 days'
     from generate_series(1, $1::bigint) n
     cross join lateral (select ($1 - n)::float8 / $1 * 1095 as age) y
     cross join lateral (select y.age, pg_temp.seed_now() - make_interval(secs => y.age * 86400) as at) x`,
    [sizes.leads, sizes.staff],
  );
  return rowCount ?? 0;
}

/**
 * Vendors (each with its user) and the purchase orders staff raised with them, three lines each;
 * older orders completed or rejected, recent ones pending or accepted.
 */
export async function seedPurchaseOrders(
  client: pg.Client,
  sizes: Sizes,
  passwordHash: string,
): Promise<number> {
  // What the store pays a vendor: 60 % of the list price, in cents.
  await client.query(`create function pg_temp.vendor_price(p bigint) returns numeric language sql stable as
    $$ select round(pg_temp.product_price(p) * 0.6, 2) $$`);
  await client.query(
    `create temp table seed_vendor_users as
     select pg_temp.seed_uuid('vendor-user', v) as id, 'Supplier ' || v || ' ' || pg_temp.person_last(v * 17) as name,
       'vendor.' || v || '@supplier.example.com.au' as email
     from generate_series(1, $1::bigint) v`,
    [sizes.vendors],
  );
  await client.query(
    `insert into users (id, name, email, email_verified) select id, name, email, true from seed_vendor_users`,
  );
  await client.query(
    `insert into accounts (user_id, account_id, provider_id, password) select id, id::text, 'credential', $1 from seed_vendor_users`,
    [passwordHash],
  );
  await client.query('insert into profiles (id, name, email) select id, name, email from seed_vendor_users');
  await client.query('insert into email_preferences (user_id) select id from seed_vendor_users');
  await client.query(`insert into user_roles (user_id, role) select id, 'vendor' from seed_vendor_users`);
  const vendors = await client.query(
    `insert into vendors (id, user_id, company_name, contact_email, abn, capabilities, payment_terms_days)
     select pg_temp.seed_uuid('vendor', v), pg_temp.seed_uuid('vendor-user', v), pg_temp.company_name(v + 700000) || ' Supplies',
       'vendor.' || v || '@supplier.example.com.au', (20000000000 + pg_temp.seed_hash(v * 19))::text,
       array[pg_temp.product_category(v)], (array[14, 30, 30, 45])[1 + (v % 4)::int]
     from generate_series(1, $1::bigint) v`,
    [sizes.vendors],
  );
  await client.query('drop table seed_vendor_users');
  const orders = await client.query(
    `insert into purchase_orders (id, po_number, vendor_id, created_by, status, total_amount, requested_delivery_date,
       accepted_at, completed_at, created_at, updated_at)
     select pg_temp.seed_uuid('purchase-order', n), 'PO-' || lpad(n::text, 6, '0'),
       pg_temp.seed_uuid('vendor', 1 + n % $2), pg_temp.seed_uuid('staff', 1 + n % $3), x.status,
       (select sum(100 * pg_temp.vendor_price(1 + (x.first + k - 1) % $4)) from generate_series(0, 2) k),
       (x.at + interval '14 days')::date,
       case when x.status in ('accepted', 'completed') then x.at + interval '1 day' end,
       case when x.status = 'completed' then x.at + interval '12 days' end, x.at, x.at + interval '1 day'
     from generate_series(1, $1::bigint) n
     cross join lateral (select ($1 - n)::float8 / $1 * 1095 as age) y
     cross join lateral (select pg_temp.seed_now() - make_interval(secs => y.age * 86400) as at,
       1 + pg_temp.seed_hash(n * 23) % $4 as first,
       case when y.age > 30 then (array['completed', 'completed', 'completed', 'rejected'])[1 + (n % 4)::int]
         else (array['pending', 'accepted'])[1 + (n % 2)::int] end as status) x`,
    [sizes.purchaseOrders, sizes.vendors, sizes.staff, sizes.products],
  );
  const lines = await client.query(
    `insert into purchase_order_items (purchase_order_id, product_id, product_name, quantity, unit_price)
     select pg_temp.seed_uuid('purchase-order', n), pg_temp.seed_uuid('product', p), pg_temp.product_name(p), 100,
       pg_temp.vendor_price(p)
     from generate_series(1, $1::bigint) n
     cross join lateral (select 1 + (pg_temp.seed_hash(n * 23) + k) % $2 as p from generate_series(0, 2) k) l`,
    [sizes.purchaseOrders, sizes.products],
  );
  await client.query(`select setval('purchase_order_number_seq', $1::bigint)`, [
    Math.min(sizes.purchaseOrders, 999_998),
  ]);
  return (vendors.rowCount ?? 0) + (orders.rowCount ?? 0) + (lines.rowCount ?? 0);
}
