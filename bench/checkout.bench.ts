/**
 * Checkout throughput: 20 partners buying at once on PostgreSQL, each looping "add to cart, then
 * check out" through the real app. Run: npm run bench:checkout
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { createAccount } from '../apps/server/src/domains/users/create-account.ts';
import { createMigratedDatabase } from './lib/database.ts';
import { percentile, round, runAutocannon, runFacts, writeResult } from './lib/measure.ts';
import { type BenchSession, signInBench } from './lib/session.ts';

const BUYERS = 20;
const PRODUCTS = 200;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const PASSWORD = 'bench-pass-123';
const PUBLIC_URL = 'http://localhost:3000';
const SCENARIOS = [
  // Each line picks one of 200 products: little contention on the stock rows.
  { name: 'spread', pick: () => Math.floor(Math.random() * PRODUCTS) },
  // Every buyer wants the same product: each checkout waits for the one before on its stock row.
  { name: 'hot product', pick: () => 0 },
];

async function createDatabase() {
  const created = await createMigratedDatabase('checkout');
  const client = new pg.Client({ connectionString: created.url });
  await client.connect();
  const { rows } = await client.query<{ id: string }>(
    `insert into products (name, slug, price, category, stock_quantity)
     select 'Bench Balloon ' || i, 'bench-balloon-' || i, round((2 + i % 40 + 0.95)::numeric, 2), 'balloons', 10000000
     from generate_series(1, $1::int) as i order by i returning id`,
    [PRODUCTS],
  );
  await client.query(
    `insert into delivery_methods (name, estimated_days, base_cost, sort_order) values ('Standard Delivery', '3-5 business days', 9.95, 1)`,
  );
  await client.query('analyze');
  await client.end();
  return { ...created, productIds: rows.map((r) => r.id) };
}

/** One autocannon client per buyer (its session), all at once; responses alternate add, checkout. */
async function run(
  base: string,
  buyers: BenchSession[],
  target: { productIds: string[]; deliveryMethodId: string },
  pick: () => number,
  seconds: number,
) {
  const checkoutTimes: number[] = [];
  const statuses: Record<string, number> = {};
  const instances = buyers.map((buyer) => {
    const headers = { cookie: buyer.cookie, 'x-csrf-token': buyer.csrf, 'content-type': 'application/json' };
    let responses = 0;
    return runAutocannon(
      {
        url: base,
        connections: 1,
        duration: seconds,
        requests: [
          {
            method: 'POST',
            path: '/api/partner/cart/items',
            headers,
            setupRequest: (req) => ({
              ...req,
              body: JSON.stringify({
                productId: target.productIds[pick()],
                quantity: 1 + Math.floor(Math.random() * 3),
              }),
            }),
          },
          {
            method: 'POST',
            path: '/api/partner/checkout',
            body: JSON.stringify({
              deliveryMethodId: target.deliveryMethodId,
              shipping: {
                name: 'Bench Buyer',
                address: '1 George St',
                city: 'Sydney',
                state: 'NSW',
                postalCode: '2000',
              },
              paymentMethod: 'invoice',
            }),
            setupRequest: (req) => ({ ...req, headers: { ...headers, 'idempotency-key': randomUUID() } }),
          },
        ],
      },
      // Every second response is the checkout's (each connection alternates cart add, checkout).
      (status, ms) => {
        if (responses++ % 2 === 1) {
          checkoutTimes.push(ms);
          statuses[status] = (statuses[status] ?? 0) + 1;
        }
      },
    );
  });
  const results = await Promise.all(instances);
  checkoutTimes.sort((a, b) => a - b);
  const ok = statuses['201'] ?? 0;
  return {
    checkouts: checkoutTimes.length,
    ordersPerSec: round(ok / seconds),
    statuses,
    errors: results.reduce((s, r) => s + r.errors + r.timeouts, 0),
    p50: round(percentile(checkoutTimes, 50)),
    p95: round(percentile(checkoutTimes, 95)),
    p99: round(percentile(checkoutTimes, 99)),
  };
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
  const database = await openDatabase({ url: bench.url });
  const app = await buildApp({ config, database });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });

  const emails = Array.from({ length: BUYERS }, (_, i) => `bench-buyer-${i + 1}@example.com.au`);
  for (const email of emails)
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
    );
  const buyers = await Promise.all(
    emails.map((email, i) =>
      signInBench(
        base,
        { email, password: PASSWORD },
        { origin: new URL(PUBLIC_URL).origin, forwardedFor: `10.9.0.${i + 1}` },
      ),
    ),
  );
  const client = new pg.Client({ connectionString: bench.url });
  await client.connect();
  const method = (await client.query<{ id: string }>('select id from delivery_methods limit 1')).rows[0]!.id;

  const results: Record<string, Awaited<ReturnType<typeof run>>> = {};
  for (const scenario of SCENARIOS) {
    const target = { productIds: bench.productIds, deliveryMethodId: method };
    await run(base, buyers, target, scenario.pick, 2); // warm the JIT, pools and caches
    results[scenario.name] = await run(base, buyers, target, scenario.pick, DURATION_S);
  }

  // Orders and stock agree: every unit sold left the shelf, none twice, none below zero.
  const check = await client.query<{ orders: string; sold: string; taken: string; negative: string }>(
    `select (select count(*) from orders) as orders,
            (select coalesce(sum(quantity), 0) from order_items) as sold,
            (select coalesce(sum(10000000 - stock_quantity), 0) from products) as taken,
            (select count(*) from products where stock_quantity < 0) as negative`,
  );
  await client.end();
  await app.close();
  await database.close();
  const consistency = check.rows[0]!;

  const report = {
    ...runFacts('checkout'),
    database: 'postgres',
    buyers: BUYERS,
    products: PRODUCTS,
    durationSeconds: DURATION_S,
    loop: 'POST /api/partner/cart/items (1-3 units of one product), then POST /api/partner/checkout (Idempotency-Key, invoice)',
    scenarios: results,
    consistency,
  };
  const file = writeResult(report);
  console.table(
    Object.entries(results).map(([scenario, r]) => ({
      scenario,
      'orders/s': r.ordersPerSec,
      'p50 ms': r.p50,
      'p95 ms': r.p95,
      'p99 ms': r.p99,
      statuses: JSON.stringify(r.statuses),
    })),
  );
  console.log('consistency', consistency);
  console.log(`Written ${file} in ${Math.round((Date.now() - started) / 1000)} s`);
} finally {
  await bench.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
