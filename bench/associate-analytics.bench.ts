/**
 * Staff analytics load: the four GET /api/associate/analytics/* routes and the CSV report for a
 * finance associate, at 50,000 orders of ten partners over two years (with their lines, a stock move
 * per line, campaigns and promo codes) and 200,000 storefront events, on a fresh PostgreSQL
 * database. Run: npm run bench:associate-analytics
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { createAccount } from '../apps/server/src/domains/accounts/create-account.ts';
import { createMigratedDatabase } from './lib/database.ts';
import { measureLoad, percentile, round, runFacts, writeResult } from './lib/measure.ts';
import { signInBench } from './lib/session.ts';

const ORDERS = 50_000;
const PARTNERS = 10;
const EVENTS = 200_000;
const CONNECTIONS = 10;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const PASSWORD = 'bench-finance-pass-1';

/** Orders over the last two years, 1 to 4 lines each; one in ten from a campaign, one in twenty PARTY20. */
async function seed(url: string, partnerIds: string[]) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(
    `insert into products (name, slug, price, cost, category, stock_quantity)
     select 'Bench Product ' || i, 'bench-product-' || i, round((1 + (i * 37 % 4900) / 100.0)::numeric, 2),
       round(((1 + (i * 37 % 4900) / 100.0) * 0.55)::numeric, 2),
       (array['balloons','decorations','party-essentials','tableware','cake-supplies'])[1 + i % 5], 50 + i % 400
     from generate_series(1, 200) as i`,
  );
  await client.query(
    `insert into campaigns (name, promo_code, status, discount_value, start_date, end_date)
     select 'Bench Campaign ' || i, 'BENCH' || i, 'active', 10, now() - interval '800 days', now() + interval '30 days'
     from generate_series(1, 5) as i`,
  );
  await client.query(
    `with o as (
       insert into orders (partner_id, company_id, status, total_amount, delivery_cost, discount_amount, promo_code, campaign_id, created_at)
       select p.id, (select m.company_id from company_members m where m.user_id = p.id),
         (array['delivered','delivered','delivered','shipped','processing','pending','cancelled'])[1 + (i * 31) % 7],
         round((20 + (i::bigint * 7919 % 50000) / 100.0)::numeric, 2), 14.95,
         case when i % 10 = 0 or i % 20 = 1 then 5 else 0 end,
         case when i % 20 = 1 then 'PARTY20' end,
         case when i % 10 = 0 then (select id from campaigns order by name offset (i / 10) % 5 limit 1) end,
         now() - ((i::bigint * 7919) % 730) * interval '1 day' - ((i::bigint * 104729) % 86400) * interval '1 second'
       from generate_series(1, $2::int) as i, lateral (select ($1::uuid[])[1 + i % ${PARTNERS}] as id) p
       returning id, created_at)
     , l as (
       insert into order_items (order_id, product_id, product_name, quantity, price_per_unit)
       select o.id, p.id, p.name, 1 + (n * 3 + ascii(substr(o.id::text, 1, 1))) % 12, p.price
       from o, generate_series(1, 1 + ascii(substr(o.id::text, 2, 1)) % 4) as n,
         lateral (select id, name, price from products
                  order by id offset (ascii(substr(o.id::text, 3, 1)) * 7 + n * 13) % 200 limit 1) as p
       returning order_id, product_id, quantity)
     insert into inventory_history (product_id, change_type, quantity_change, previous_quantity, new_quantity, created_at)
     select l.product_id, 'sale', -l.quantity, 100, 100 - l.quantity, o.created_at from l join o on o.id = l.order_id`,
    [partnerIds, ORDERS],
  );
  await client.query(
    `insert into analytics_events (event_type, page_path, session_id, metadata, created_at, occurred_at)
     select t.type, (array['/','/shop','/shop/balloons','/faq','/partner/cart'])[1 + i % 5], 's' || (i / 7),
       case t.type
         when 'search' then jsonb_build_object('query', (array['balloons','gold balloons','napkins','unicorn','cake topper','Balloons '])[1 + i % 6], 'resultCount', i % 9)
         when 'conversion' then jsonb_build_object('type', 'order', 'value', 50 + i % 300)
         else '{}'::jsonb end,
       now() - ((i::bigint * 7919) % 730) * interval '1 day' - ((i::bigint * 104729) % 86400) * interval '1 second' as at,
       now() - ((i::bigint * 7919) % 730) * interval '1 day' - ((i::bigint * 104729) % 86400) * interval '1 second'
     from generate_series(1, $1::int) as i,
       lateral (select (array['page_view','page_view','page_view','page_view','search','search','click','conversion'])[1 + i % 8] as type) t`,
    [EVENTS],
  );
  await client.query('vacuum analyze');
  const counts = await client.query(
    `select (select count(*) from orders)::int as orders, (select count(*) from order_items)::int as lines,
       (select count(*) from inventory_history)::int as "stockMoves", (select count(*) from analytics_events)::int as events`,
  );
  await client.end();
  return counts.rows[0] as { orders: number; lines: number; stockMoves: number; events: number };
}

const started = Date.now();
const created = await createMigratedDatabase('associate_analytics');
const { url } = created;
const dataDir = mkdtempSync(join(tmpdir(), 'bench-associate-analytics-'));
try {
  const database = await openDatabase({ url });
  const email = 'bench-finance@example.com.au';
  await database.db.transaction((tx) =>
    createAccount(tx, {
      email,
      password: PASSWORD,
      name: 'Bench Finance',
      role: 'associate',
      associateRole: 'finance',
      isAdmin: false,
      emailVerified: true,
    }),
  );
  const partnerIds: string[] = [];
  for (let i = 0; i < PARTNERS; i++) {
    partnerIds.push(
      await database.db.transaction((tx) =>
        createAccount(tx, {
          email: `partner-${i}@example.com.au`,
          password: PASSWORD,
          name: `Bench Partner ${i}`,
          role: 'partner',
          associateRole: null,
          isAdmin: false,
          emailVerified: true,
        }),
      ),
    );
  }
  console.log(
    `Creating ${ORDERS.toLocaleString('en-AU')} orders and ${EVENTS.toLocaleString('en-AU')} storefront events…`,
  );
  const counts = await seed(url, partnerIds);

  const config = loadConfig({
    NODE_ENV: 'production',
    DATABASE_URL: url,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
  });
  const app = await buildApp({ config, database });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const { cookie } = await signInBench(base, { email, password: PASSWORD }, { origin: config.PUBLIC_URL });

  const today = new Date().toISOString().slice(0, 10);
  const twoYearsAgo = new Date(Date.now() - 729 * 86_400_000).toISOString().slice(0, 10);
  const twoYears = `from=${twoYearsAgo}&to=${today}`;
  const scenarios = [
    ...['sales', 'stock-turns', 'campaigns', 'storefront'].map((part) => ({
      name: `${part} (last 6 months)`,
      path: `/api/associate/analytics/${part}`,
    })),
    ...['sales', 'stock-turns', 'campaigns', 'storefront'].map((part) => ({
      name: `${part} (two years, all orders)`,
      path: `/api/associate/analytics/${part}?${twoYears}`,
    })),
    { name: 'sales by day (two years)', path: `/api/associate/analytics/sales?${twoYears}&granularity=day` },
    { name: 'report CSV (last 6 months)', path: '/api/associate/analytics/report?format=csv' },
  ];
  const results: Record<string, unknown> = {};
  const rows: Record<string, string | number>[] = [];
  for (const scenario of scenarios) {
    const check = await fetch(base + scenario.path, { headers: { cookie } });
    if (!check.ok) throw new Error(`${scenario.path}: ${check.status} ${await check.text()}`);
    await check.arrayBuffer();
    await measureLoad(base + scenario.path, { connections: CONNECTIONS, seconds: 2, headers: { cookie } });
    // One request at a time: the cost of a request without the queue of 10 connections.
    const single: number[] = [];
    for (let i = 0; i < 20; i++) {
      const t0 = performance.now();
      await (await fetch(base + scenario.path, { headers: { cookie } })).arrayBuffer();
      single.push(performance.now() - t0);
    }
    single.sort((a, b) => a - b);
    const sequential = { p50: round(percentile(single, 50)), p95: round(percentile(single, 95)) };
    const r = await measureLoad(base + scenario.path, {
      connections: CONNECTIONS,
      seconds: DURATION_S,
      headers: { cookie },
    });
    results[scenario.name] = { path: scenario.path, sequential, ...r };
    rows.push({
      scenario: scenario.name,
      'req/s': r.reqPerSec,
      'p50 ms': r.p50,
      'p95 ms': r.p95,
      'one at a time p50/p95 ms': `${sequential.p50} / ${sequential.p95}`,
      'non-2xx/errors': r.non2xx + r.errors,
    });
  }
  await app.close();
  await database.close();

  const report = {
    ...runFacts('associate-analytics'),
    database: 'postgres',
    ...counts,
    connections: CONNECTIONS,
    durationSeconds: DURATION_S,
    scenarios: results,
  };
  const file = writeResult(report);
  console.table(rows);
  console.log(`Load average during the run: ${report.loadAverage.join(', ')} (${report.cpus} CPUs, shared).`);
  console.log(`Written ${file} in ${Math.round((Date.now() - started) / 1000)} s`);
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await created.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
