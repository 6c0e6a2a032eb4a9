/**
 * Partner analytics load: GET /api/partner/analytics for a partner with 5,000 orders (and 45,000
 * orders of nine other partners beside them) on a fresh PostgreSQL database. Run: npm run bench:analytics
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
import { cpuPerRequest, postgresCpuMs } from './lib/postgres-cpu.ts';
import { signInBench } from './lib/session.ts';

const ORDERS = 5_000;
const OTHER_PARTNERS = 9;
const CONNECTIONS = 10;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const PASSWORD = 'bench-partner-pass-1';

/** Orders over the last two years, 1 to 4 lines each, statuses spread like a real account. */
async function seedOrders(url: string, partnerIds: string[], perPartner: number[]) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(
    `insert into products (name, slug, price, category, stock_quantity)
     select 'Bench Product ' || i, 'bench-product-' || i, round((1 + (i * 37 % 4900) / 100.0)::numeric, 2),
       (array['balloons','decorations','party-essentials','tableware','cake-supplies'])[1 + i % 5], 100
     from generate_series(1, 200) as i`,
  );
  for (const [index, partnerId] of partnerIds.entries()) {
    await client.query(
      `with o as (
         insert into orders (partner_id, company_id, status, total_amount, delivery_cost, created_at)
         select $1::uuid, (select m.company_id from company_members m where m.user_id = $1::uuid),
           (array['delivered','delivered','delivered','shipped','processing','pending','cancelled'])[1 + (i * 31 + $3) % 7],
           round((20 + (i * 7919 % 50000) / 100.0)::numeric, 2), 14.95,
           now() - ((i * 7919 + $3) % 730) * interval '1 day' - ((i * 104729) % 86400) * interval '1 second'
         from generate_series(1, $2::int) as i
         returning id)
       insert into order_items (order_id, product_id, product_name, quantity, price_per_unit)
       select o.id, p.id, p.name, 1 + (n * 3 + ascii(substr(o.id::text, 1, 1))) % 12, p.price
       from o, generate_series(1, 1 + ascii(substr(o.id::text, 2, 1)) % 4) as n,
         lateral (select id, name, price from products
                  order by id offset (ascii(substr(o.id::text, 3, 1)) * 7 + n * 13) % 200 limit 1) as p`,
      [partnerId, perPartner[index], index],
    );
  }
  // VACUUM as well, as autovacuum has done for past orders in a database in use: it marks the pages
  // all-visible, which the index-only scan of order_items_order_id_lines_idx relies on.
  await client.query('vacuum analyze');
  const counts = await client.query(
    'select (select count(*) from orders)::int as orders, (select count(*) from order_items)::int as lines',
  );
  await client.end();
  return counts.rows[0] as { orders: number; lines: number };
}

/** EXPLAIN ANALYZE of the SQL the dashboard sends (insights.repository.ts), default window. */
async function explain(url: string, partnerId: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const tz = "'Australia/Sydney'";
  const start = `(date_trunc('month', now() at time zone ${tz}) - interval '5 months')::date`;
  const prevStart = `(${start} - ((now() at time zone ${tz})::date - ${start} + 1))`;
  const window = (alias: string) =>
    `${alias}created_at >= (${prevStart})::timestamp at time zone ${tz} and ${alias}created_at < now()`;
  // The dashboard reads the partner's company's orders (docs/decisions/0019-company-accounts.md §4).
  const member = await client.query('select company_id from company_members where user_id = $1', [partnerId]);
  const companyOf = `'${member.rows[0].company_id}'`;
  const queries: Record<string, string> = {
    'order totals': `select case when created_at >= (${start})::timestamp at time zone ${tz} then 'current' else 'previous' end,
        to_char(created_at at time zone ${tz}, 'YYYY-MM'), coalesce(status, 'pending'), count(*)::int, coalesce(sum(total_amount), 0)::text
      from orders where company_id = ${companyOf} and ${window('')} group by 1, 2, 3`,
    'line stats': `select bought.period, coalesce(bought.product_id::text, 'name:' || bought.product_name),
        coalesce(p.name, bought.product_name), p.category, bought.units::int, bought.spending::text
      from (select case when o.created_at >= (${start})::timestamp at time zone ${tz} then 'current' else 'previous' end as period,
          line.product_id, case when line.product_id is null then line.product_name end as product_name,
          sum(line.quantity) as units, sum(line.quantity * line.price_per_unit) as spending
        from orders o cross join lateral (select i.product_id, i.product_name, i.quantity, i.price_per_unit
          from order_items i where i.order_id = o.id offset 0) line
        where o.company_id = ${companyOf} and o.status <> 'cancelled' and ${window('o.')} group by 1, 2, 3) bought
      left join products p on p.id = bought.product_id`,
  };
  const plans: Record<string, string> = {};
  for (const [name, sql] of Object.entries(queries)) {
    const { rows } = await client.query(`explain (analyze, costs off) ${sql}`);
    plans[name] = rows.map((r) => r['QUERY PLAN']).join('\n');
  }
  await client.end();
  return plans;
}

const started = Date.now();
const created = await createMigratedDatabase('analytics');
const { url } = created;
const dataDir = mkdtempSync(join(tmpdir(), 'bench-analytics-'));
try {
  const database = await openDatabase({ url });
  const email = 'bench-partner@example.com.au';
  const partnerIds: string[] = [];
  for (let i = 0; i <= OTHER_PARTNERS; i++) {
    partnerIds.push(
      await database.db.transaction((tx) =>
        createAccount(tx, {
          email: i === 0 ? email : `other-${i}@example.com.au`,
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
    `Creating ${ORDERS.toLocaleString('en-AU')} orders for the partner and ${(OTHER_PARTNERS * ORDERS).toLocaleString('en-AU')} for others…`,
  );
  const counts = await seedOrders(
    url,
    partnerIds,
    partnerIds.map(() => ORDERS),
  );

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
  const scenarios = [
    { name: 'default (last 6 months)', path: '/api/partner/analytics' },
    { name: 'two years (all 5,000 orders)', path: `/api/partner/analytics?from=${twoYearsAgo}&to=${today}` },
  ];
  const databaseName = new URL(url).pathname.slice(1);
  const monitor = new pg.Client({ connectionString: url });
  await monitor.connect();
  const results: Record<string, unknown> = {};
  const rows: Record<string, string | number>[] = [];
  for (const scenario of scenarios) {
    const check = await fetch(base + scenario.path, { headers: { cookie } });
    const body = (await check.json()) as { kpis: { totalOrders: { value: number } } };
    await measureLoad(base + scenario.path, { connections: CONNECTIONS, seconds: 2, headers: { cookie } }); // warm the JIT, pools and caches
    // One request at a time: the cost of a request without the queue of 10 connections.
    const single: number[] = [];
    for (let i = 0; i < 30; i++) {
      const t0 = performance.now();
      await (await fetch(base + scenario.path, { headers: { cookie } })).arrayBuffer();
      single.push(performance.now() - t0);
    }
    single.sort((a, b) => a - b);
    const sequential = {
      p50: round(percentile(single, 50)),
      p95: round(percentile(single, 95)),
    };
    const cpuBefore = await postgresCpuMs(monitor, databaseName);
    const r = await measureLoad(base + scenario.path, {
      connections: CONNECTIONS,
      seconds: DURATION_S,
      headers: { cookie },
    });
    const postgresCpuMsPerRequest = cpuPerRequest(
      cpuBefore,
      await postgresCpuMs(monitor, databaseName),
      r.requests,
    );
    results[scenario.name] = {
      path: scenario.path,
      ordersInRange: body.kpis.totalOrders.value,
      sequential,
      ...r,
      postgresCpuMsPerRequest,
      meetsP95: r.p95 < 150,
    };
    rows.push({
      scenario: scenario.name,
      'req/s': r.reqPerSec,
      'p50 ms': r.p50,
      'p95 ms': r.p95,
      'p99 ms': r.p99,
      'one at a time p50/p95 ms': `${sequential.p50} / ${sequential.p95}`,
      'PostgreSQL CPU ms/req': postgresCpuMsPerRequest ?? 'n/a',
      'non-2xx/errors': r.non2xx + r.errors,
    });
  }
  await monitor.end();
  await app.close();
  const plans = await explain(url, partnerIds[0]!);
  await database.close();

  const report = {
    ...runFacts('analytics'),
    database: 'postgres',
    partnerOrders: ORDERS,
    ...counts,
    connections: CONNECTIONS,
    durationSeconds: DURATION_S,
    targets: { p95Ms: 150 },
    scenarios: results,
    plans,
  };
  const file = writeResult(report);
  console.table(rows);
  for (const [name, plan] of Object.entries(plans))
    console.log(
      `${name}: ${plan
        .split('\n')
        .filter((l) => /Execution Time|Planning Time/.test(l))
        .join(', ')}`,
    );
  console.log(`Load average during the run: ${report.loadAverage.join(', ')} (${report.cpus} CPUs, shared).`);
  console.log(`Written ${file} in ${Math.round((Date.now() - started) / 1000)} s`);
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await created.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
