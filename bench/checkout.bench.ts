/**
 * Checkout throughput: 20 partners buying at once on PostgreSQL, each looping "add to cart, then
 * check out", through the real app and through a bare node:http + pg server doing the same
 * essential SQL (bench/checkout/bare-server.ts), in one run. The app runs as production starts it
 * (`apps/server/src/main.ts`, `WEB_CONCURRENCY` workers); the load generator is its own process
 * (bench/lib/load-process.ts). Run: npm run bench:checkout
 */
import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { createAccount } from '../apps/server/src/domains/accounts/create-account.ts';
import { BARE_STATEMENTS, startBareCheckoutServer } from './checkout/bare-server.ts';
import { startAppProcess } from './lib/app-process.ts';
import { checkoutInput } from './lib/checkout-input.ts';
import { copyDatabase, createMigratedDatabase } from './lib/database.ts';
import type { LoadOutcome, LoadPlan } from './lib/load-process.ts';
import { percentile, round, runFacts, writeResult } from './lib/measure.ts';
import { cpuPerRequest, postgresCpuMs } from './lib/postgres-cpu.ts';
import { signInBench } from './lib/session.ts';

const BUYERS = 20;
const PRODUCTS = 200;
const INITIAL_STOCK = 10_000_000;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
/** The app's WEB_CONCURRENCY: production's default of one process unless BENCH_WORKERS says otherwise. */
const WORKERS = Number(process.env.BENCH_WORKERS ?? 1);
const STATEMENT_SAMPLE = 20;
const PASSWORD = 'bench-pass-123';
const PUBLIC_URL = 'http://localhost:3000';
/**
 * BENCH_LARGE=<database>: run on a copy of the big store (`npm run bench:seed-large`: 1,000,000
 * products and 1,000,000 orders) instead of an empty one; the bench's own products and buyers are
 * added beside what is there (issue 32, "checkout keeps its place").
 */
const LARGE = process.env.BENCH_LARGE;
const SCENARIOS: { name: string; pick: LoadPlan['pick'] }[] = [
  // Each line picks one of 200 products: little contention on the stock rows.
  { name: 'spread', pick: 'spread' },
  // Every buyer wants the same product: each checkout waits for the one before on its stock row.
  { name: 'hot product', pick: 'hot' },
];

// Every statement any pg client in this process sends (the app's pool, the bare server's pool)
// passes here: the statements-per-checkout figures count them.
let statements = 0;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  statements++;
  return (query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof query;

async function createDatabase() {
  const created = LARGE ? await copyDatabase(LARGE, 'checkout') : await createMigratedDatabase('checkout');
  const client = new pg.Client({ connectionString: created.url });
  await client.connect();
  const { rows } = await client.query<{ id: string }>(
    `insert into products (name, slug, sku, price, category, stock_quantity)
     select 'Bench Balloon ' || i, 'bench-balloon-' || i || '-' || extract(epoch from now())::bigint, 'BENCH-' || i,
       round((2 + i % 40 + 0.95)::numeric, 2), 'balloons', $2::int
     from generate_series(1, $1::int) as i order by i returning id`,
    [PRODUCTS, INITIAL_STOCK],
  );
  await client.query(
    `insert into delivery_methods (name, estimated_days, base_cost, sort_order) values ('Standard Delivery', '3-5 business days', 9.95, 1) on conflict (name) do nothing`,
  );
  // Wholesale prices on every line the app prices (docs/decisions/0020-wholesale-pricing.md): two
  // quantity breaks each load loop's 1–3 units reach, and a price list for the buyers' segment with
  // an entry for every other product and 3% off the rest. The bare server keeps list prices.
  // BENCH_WHOLESALE=0 leaves them out, to measure the same code at list prices.
  const productIds = rows.map((r) => r.id);
  if (process.env.BENCH_WHOLESALE !== '0') await addWholesalePrices(client, productIds);
  await client.query('analyze');
  await client.end();
  return { ...created, productIds };
}

async function addWholesalePrices(client: pg.Client, productIds: string[]) {
  await client.query(
    `insert into product_price_tiers (product_id, min_quantity, unit_price)
     select p.id, t.min_quantity, round(p.price * t.share, 2)
     from products p, (values (2, 0.95), (3, 0.9)) as t(min_quantity, share) where p.id = any($1::uuid[])`,
    [productIds],
  );
  await client.query(
    `with list as (
       insert into price_lists (name, valid_from, percent_off) values ('Bench wholesale', current_date - 1, 3)
       returning id
     ), items as (
       insert into price_list_items (price_list_id, product_id, fixed_price)
       select list.id, p.id, round(p.price * 0.92, 2)
       from list, (select id, price, row_number() over (order by id) as n from products where id = any($1::uuid[])) p
       where p.n % 2 = 0
     )
     insert into price_list_assignments (price_list_id, segment) select id, 'wholesale' from list`,
    [productIds],
  );
}

/** How big the store the checkouts ran in was: its products and orders. */
async function storeRows(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ products: number; orders: number }>(
    'select (select count(*)::int from products) as products, (select count(*)::int from orders) as orders',
  );
  await client.end();
  return { large: LARGE ?? null, ...rows[0]! };
}

/** One run of the load process against `base`; resolves with its checkout times and statuses. */
function drive(plan: LoadPlan): Promise<LoadOutcome> {
  return new Promise((resolve, reject) => {
    const child = fork(new URL('./lib/load-process.ts', import.meta.url), [], {
      execArgv: ['--import', 'tsx'],
      stdio: 'inherit',
    });
    child.once('message', (message: { ok: boolean; outcome?: LoadOutcome; error?: string }) => {
      child.kill();
      if (message.ok) resolve(message.outcome!);
      else reject(new Error(message.error));
    });
    child.once('error', reject);
    child.send(plan);
  });
}

// Clock ticks a second of /proc/<pid>/stat (USER_HZ, 100 on Linux).
const TICKS_PER_S = 100;

/** CPU seconds (user + system) a process and its children (the cluster's workers) have used. */
function cpuSecondsOfTree(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const own = (Number(fields[11]) + Number(fields[12])) / TICKS_PER_S;
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  return own + children.reduce((sum, child) => sum + cpuSecondsOfTree(Number(child)), 0);
}

/**
 * Where the server runs: the app in its own processes (CPU read from /proc), the bare server in
 * this one (CPU and event-loop utilisation; nothing else of this process runs while it is measured).
 */
type ServerProcess = { kind: 'child'; pid: number; processes: number } | { kind: 'this' };

function cpuMeter(server: ServerProcess) {
  if (server.kind === 'child') {
    const before = cpuSecondsOfTree(server.pid);
    return () => ({ cpuSeconds: cpuSecondsOfTree(server.pid) - before, eventLoopUtilisation: null });
  }
  const cpu = process.cpuUsage();
  const elu = performance.eventLoopUtilization();
  return () => {
    const used = process.cpuUsage(cpu);
    return {
      cpuSeconds: (used.user + used.system) / 1e6,
      eventLoopUtilisation: performance.eventLoopUtilization(elu).utilization,
    };
  };
}

/** Where PostgreSQL's CPU is read: a connection of its own and the bench database's name. */
type PostgresMonitor = { client: pg.Client; database: string };

async function measure(plan: LoadPlan, server: ServerProcess, postgres: PostgresMonitor) {
  await drive({ ...plan, seconds: 2 }); // warm the JIT, pools and caches
  const postgresBefore = await postgresCpuMs(postgres.client, postgres.database);
  const before = statements;
  const meter = cpuMeter(server);
  const outcome = await drive(plan);
  const sent = statements - before;
  const { cpuSeconds, eventLoopUtilisation } = meter();
  const postgresAfter = await postgresCpuMs(postgres.client, postgres.database);
  const times = outcome.checkoutTimes.sort((a, b) => a - b);
  const ok = outcome.statuses['201'] ?? 0;
  return {
    checkouts: times.length,
    ordersPerSec: round(ok / plan.seconds),
    statuses: outcome.statuses,
    addFailures: outcome.addFailures,
    errors: outcome.errors,
    p50: round(percentile(times, 50)),
    p95: round(percentile(times, 95)),
    p99: round(percentile(times, 99)),
    // Counted in this process only: the bare server's statements (the app's run in its workers).
    statementsPerOrder: ok && server.kind === 'this' ? round(sent / ok) : null,
    serverCpuMsPerOrder: ok ? round((cpuSeconds * 1000) / ok) : null,
    // Of the cores its processes could use: 1.0 is every process busy the whole run.
    serverCpuUtilisation: round(cpuSeconds / plan.seconds / (server.kind === 'child' ? server.processes : 1)),
    serverEventLoopUtilisation: eventLoopUtilisation === null ? null : round(eventLoopUtilisation),
    // The other half of the work: the statements' cost on the database, on the same two cores.
    postgresCpuMsPerOrder: cpuPerRequest(postgresBefore, postgresAfter, ok),
    loadGeneratorCpuMsPerOrder: ok ? round((outcome.cpuSeconds * 1000) / ok) : null,
  };
}

/** Statements one buyer's add and checkout send, alone on the server (sessions resolved included). */
async function countStatements(
  base: string,
  headers: Record<string, string>,
  productId: string,
  methodId: string,
) {
  const post = async (path: string, body: unknown, extra: Record<string, string> = {}) => {
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { ...headers, ...extra, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (res.status !== 201) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  };
  let add = 0;
  let checkout = 0;
  for (let i = 0; i < STATEMENT_SAMPLE; i++) {
    const a = statements;
    await post('/api/partner/cart/items', { productId, quantity: 1 });
    const b = statements;
    await post('/api/partner/checkout', checkoutInput(methodId), { 'idempotency-key': randomUUID() });
    add += b - a;
    checkout += statements - b;
  }
  return { add: round(add / STATEMENT_SAMPLE), checkout: round(checkout / STATEMENT_SAMPLE) };
}

const started = Date.now();
const bench = await createDatabase();
const dataDir = mkdtempSync(join(tmpdir(), 'bench-checkout-'));
try {
  const config = loadConfig({
    NODE_ENV: 'production',
    DATABASE_URL: bench.url,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    PUBLIC_URL,
  });
  // This process's own copy of the app signs the buyers in and counts one buyer's statements (only
  // here can every statement be counted); the load then goes to the app started as production does.
  const database = await openDatabase({ url: bench.url });
  const app = await buildApp({ config, database });
  const appBase = await app.listen({ port: 0, host: '127.0.0.1' });
  const bare = await startBareCheckoutServer(bench.url);

  const emails = Array.from({ length: BUYERS + 1 }, (_, i) => `bench-buyer-${i + 1}@example.com.au`);
  const userIds: string[] = [];
  for (const email of emails)
    userIds.push(
      await database.db.transaction((tx) =>
        createAccount(tx, {
          email,
          password: PASSWORD,
          name: 'Bench Buyer',
          role: 'partner',
          associateRole: null,
          isAdmin: false,
          emailVerified: true,
        }),
      ),
    );
  // Every buyer's company is a wholesaler, so the segment's price list applies to each.
  await database.db.execute(
    sql`update companies set business_type = 'wholesale' where id in (select company_id from company_members
      where user_id = any(${sql.param(userIds)}::uuid[]))`,
  );
  const sessions = await Promise.all(
    emails.map((email, i) =>
      signInBench(
        appBase,
        { email, password: PASSWORD },
        { origin: new URL(PUBLIC_URL).origin, forwardedFor: `10.9.0.${i + 1}` },
      ),
    ),
  );
  const appBuyers = sessions.map((s) => ({ cookie: s.cookie, 'x-csrf-token': s.csrf }));
  const bareBuyers = userIds.map((id) => ({ 'x-bench-user': id }));
  const client = new pg.Client({ connectionString: bench.url });
  await client.connect();
  const method = (await client.query<{ id: string }>('select id from delivery_methods limit 1')).rows[0]!.id;
  const monitor = { client, database: new URL(bench.url).pathname.slice(1) };

  // The last account is the statement counter's own buyer, never part of the load.
  const statementsPerLoop = {
    app: await countStatements(appBase, appBuyers[BUYERS]!, bench.productIds[1]!, method),
    bare: await countStatements(bare.base, bareBuyers[BUYERS]!, bench.productIds[1]!, method),
  };

  await app.close();
  await database.close();
  // The same DATA_DIR, so the same AUTH_SECRET: the sessions signed in above stay valid.
  const server = await startAppProcess({
    DATABASE_URL: bench.url,
    DATA_DIR: dataDir,
    PUBLIC_URL,
    WEB_CONCURRENCY: String(WORKERS),
  });
  // A failed run must not leave the server behind (its workers exit with their primary).
  process.once('exit', () => server.kill());
  const serverBase = server.base;
  const appServer: ServerProcess = { kind: 'child', pid: server.pid, processes: WORKERS };

  const results: Record<
    string,
    Record<'app' | 'bare', Awaited<ReturnType<typeof measure>>> & { ratio: number }
  > = {};
  for (const scenario of SCENARIOS) {
    const plan = {
      productIds: bench.productIds,
      deliveryMethodId: method,
      pick: scenario.pick,
      seconds: DURATION_S,
    };
    const appResult = await measure(
      { ...plan, base: serverBase, buyers: appBuyers.slice(0, BUYERS) },
      appServer,
      monitor,
    );
    const bareResult = await measure(
      { ...plan, base: bare.base, buyers: bareBuyers.slice(0, BUYERS) },
      { kind: 'this' },
      monitor,
    );
    results[scenario.name] = {
      app: appResult,
      bare: bareResult,
      ratio: round(appResult.ordersPerSec / bareResult.ordersPerSec),
    };
  }

  // No oversell: per product, the stock is its initial stock less every unit on an order line, and
  // equals its inventory history replayed; none below zero; no order without lines.
  const check = await client.query<Record<string, string>>(
    `with per_product as (
       select p.id, p.stock_quantity,
              coalesce((select sum(quantity) from order_items i where i.product_id = p.id), 0) as sold,
              coalesce((select sum(quantity_change) from inventory_history h where h.product_id = p.id), 0) as history
       from products p where p.id = any($2::uuid[]))
     select (select count(*) from orders where partner_id = any($3::uuid[])) as orders,
            (select count(*) from orders o where o.partner_id = any($3::uuid[])
              and not exists (select 1 from order_items i where i.order_id = o.id)) as "ordersWithoutLines",
            sum(sold) as sold,
            sum($1::int - stock_quantity) as taken,
            count(*) filter (where stock_quantity <> $1::int - sold) as "productsStockNotInitialLessSold",
            count(*) filter (where stock_quantity <> $1::int + history) as "productsStockNotHistory",
            count(*) filter (where stock_quantity < 0) as "productsBelowZero"
     from per_product`,
    [INITIAL_STOCK, bench.productIds, userIds],
  );
  await client.end();
  await bare.close();
  await server.stop();
  const consistency = check.rows[0]!;
  const oversell =
    Number(consistency.productsStockNotInitialLessSold) +
    Number(consistency.productsStockNotHistory) +
    Number(consistency.productsBelowZero) +
    Number(consistency.ordersWithoutLines);

  const report = {
    ...runFacts('checkout'),
    loadAverageAfter: (await import('node:os')).loadavg().map(round),
    database: 'postgres',
    buyers: BUYERS,
    products: PRODUCTS,
    // The big store's rows beside the bench's own, when run on it.
    storeRows: await storeRows(bench.url),
    durationSeconds: DURATION_S,
    loop: 'POST /api/partner/cart/items (1-3 units of one product), then POST /api/partner/checkout (Idempotency-Key, invoice)',
    loadGenerator: 'autocannon in its own process (bench/lib/load-process.ts), one connection per buyer',
    app: `apps/server/src/main.ts, WEB_CONCURRENCY=${WORKERS}`,
    statementsPerLoop: { ...statementsPerLoop, bareDeclared: BARE_STATEMENTS },
    scenarios: results,
    consistency: { ...consistency, ok: oversell === 0 },
  };
  const file = writeResult(report);
  console.table(
    Object.entries(results).flatMap(([scenario, r]) =>
      (['app', 'bare'] as const).map((server) => ({
        scenario,
        server,
        'orders/s': r[server].ordersPerSec,
        'p50 ms': r[server].p50,
        'p95 ms': r[server].p95,
        'p99 ms': r[server].p99,
        'stmts/order': r[server].statementsPerOrder,
        'CPU ms/order': r[server].serverCpuMsPerOrder,
        'PG CPU ms/order': r[server].postgresCpuMsPerOrder,
        'load CPU ms/order': r[server].loadGeneratorCpuMsPerOrder,
        CPU: r[server].serverCpuUtilisation,
        ELU: r[server].serverEventLoopUtilisation,
        statuses: JSON.stringify(r[server].statuses),
        'app/bare': r.ratio,
      })),
    ),
  );
  console.log('statements per add / checkout (one buyer alone):', JSON.stringify(statementsPerLoop));
  console.log('consistency', consistency, oversell === 0 ? 'OK: no oversell' : 'OVERSELL OR MISMATCH');
  console.log(`Written ${file} in ${Math.round((Date.now() - started) / 1000)} s`);
} finally {
  await bench.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
