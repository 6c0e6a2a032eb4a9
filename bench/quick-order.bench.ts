/**
 * Quick order (docs/product/wholesale-buying.md): the time to check a paste of 500 SKU lines through
 * the real server on PostgreSQL, against its cheapest signed-in read (GET /api/partner/cart, empty)
 * in the same run as the bare baseline. The bar: 500 lines in under 2 s.
 * Run: npm run bench:quick-order
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { createAccount } from '../apps/server/src/domains/accounts/create-account.ts';
import { startAppProcess } from './lib/app-process.ts';
import { createMigratedDatabase } from './lib/database.ts';
import { percentile, round, runFacts, writeResult } from './lib/measure.ts';
import { signInBench } from './lib/session.ts';

const LINES = 500;
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const EMAIL = 'bench-buyer@example.com.au';
const PASSWORD = 'bench-pass-123';

async function createDatabase() {
  const created = await createMigratedDatabase('quick_order');
  const database = await openDatabase({ url: created.url });
  await database.db.transaction((tx) =>
    createAccount(tx, {
      email: EMAIL,
      password: PASSWORD,
      name: 'Bench Buyer',
      role: 'partner',
      associateRole: null,
      isAdmin: false,
      emailVerified: true,
    }),
  );
  await database.close();
  const client = new pg.Client({ connectionString: created.url });
  await client.connect();
  // 100,000 products (the catalogue bench's size), each with two breaks; a price list for the segment.
  await client.query(
    `insert into products (name, slug, price, category, stock_quantity, sku)
     select 'Bench Line ' || i, 'bench-line-' || i, round((2 + i % 40 + 0.95)::numeric, 2), 'balloons', 1000,
       'QO-' || lpad(i::text, 6, '0')
     from generate_series(1, 100000) as i`,
  );
  await client.query(
    `insert into product_price_tiers (product_id, min_quantity, unit_price)
     select p.id, t.m, round(p.price * t.s, 2) from products p, (values (12, 0.9), (48, 0.8)) as t(m, s)
     where p.sku <= 'QO-001000'`,
  );
  await client.query(
    `with list as (insert into price_lists (name, valid_from, percent_off) values ('Bench', current_date - 1, 5) returning id)
     insert into price_list_assignments (price_list_id, segment) select id, 'wholesale' from list`,
  );
  await client.query(`update companies set business_type = 'wholesale'`);
  await client.query('analyze');
  await client.end();
  return created;
}

/** 500 lines: SKUs spread over the catalogue, quantities that meet and miss breaks, a few unknown. */
function paste(): string {
  return Array.from({ length: LINES }, (_, i) =>
    i % 50 === 49 ? `NOPE-${i} 3` : `QO-${String(1 + i * 197).padStart(6, '0')} ${1 + (i % 60)}`,
  ).join('\n');
}

async function timeIt(request: () => Promise<Response>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    const res = await request();
    const ms = performance.now() - started;
    if (!res.ok) throw new Error(`${res.status} ${await res.text()}`);
    await res.arrayBuffer();
    times.push(ms);
  }
  return times.sort((a, b) => a - b);
}

const work = mkdtempSync(join(tmpdir(), 'pc-bench-quick-order-'));
const db = await createDatabase();
const server = await startAppProcess({ DATABASE_URL: db.url, DATA_DIR: join(work, 'data') });
try {
  const session = await signInBench(
    server.base,
    { email: EMAIL, password: PASSWORD },
    { origin: 'http://localhost:3000' },
  );
  const headers = { cookie: session.cookie, 'x-csrf-token': session.csrf };
  const text = paste();
  const check = () =>
    fetch(`${server.base}/api/partner/quick-order/check`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ text }),
    });
  const cart = () => fetch(`${server.base}/api/partner/cart`, { headers });
  // The paste is what it claims: 490 products found and priced, 10 unknown SKUs.
  const first = (await (await check()).json()) as { okLines: number; problemLines: number };
  if (first.okLines + first.problemLines !== LINES || first.problemLines < 10)
    throw new Error(`unexpected check: ${JSON.stringify(first)}`);
  await cart();
  const checked = await timeIt(check);
  const baseline = await timeIt(cart);
  const figures = (times: number[]) => ({
    p50: round(percentile(times, 50)),
    p95: round(percentile(times, 95)),
    max: round(times.at(-1)!),
  });
  const result = {
    ...runFacts('quick-order'),
    lines: LINES,
    runs: RUNS,
    products: 100_000,
    okLines: first.okLines,
    problemLines: first.problemLines,
    checkMs: figures(checked),
    baselineCartMs: figures(baseline),
    target: '500 lines checked in under 2,000 ms',
  };
  console.table({ 'check 500 lines': result.checkMs, 'GET cart (baseline)': result.baselineCartMs });
  console.log(`written to ${writeResult(result)}`);
} finally {
  await server.stop();
  await db.drop();
  rmSync(work, { recursive: true, force: true });
}
