/**
 * Enhanced Bulk at 10,000 products (issue 16): the dry run, the price change (+7.5 % over the whole
 * catalogue, one transaction) and its undo, timed through the real API on a fresh PostgreSQL
 * database; then every price is compared with the one it had before the run.
 * `npm run bench:bulk`; PostgreSQL on 127.0.0.1:5432 (BENCH_ADMIN_URL).
 */
import pg from 'pg';
import { createAccount } from '../apps/server/src/domains/accounts/create-account.ts';
import { startCatalogBenchApp } from './catalog/app.ts';
import { runFacts, writeResult } from './lib/measure.ts';
import { signInBench } from './lib/session.ts';

const PRODUCTS = 10_000;
const PERCENT = 7.5;
const PUBLIC_URL = 'http://localhost:3000';
const PASSWORD = 'bench-admin-pass-1';

async function prices(url: string): Promise<Map<string, string>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ id: string; price: string }>('select id, price::text from products');
  await client.end();
  return new Map(rows.map((r) => [r.id, r.price]));
}

const started = Date.now();
const { benchDb, database, base, closeApp, cleanUp } = await startCatalogBenchApp(PRODUCTS, 'bulk', {
  PUBLIC_URL,
});
try {
  const email = 'bench-admin@example.com.au';
  await database.db.transaction((tx) =>
    createAccount(tx, {
      email,
      password: PASSWORD,
      name: 'Bench Admin',
      role: null,
      associateRole: null,
      isAdmin: true,
      emailVerified: true,
    }),
  );
  const { cookie, csrf: token } = await signInBench(
    base,
    { email, password: PASSWORD },
    { origin: new URL(PUBLIC_URL).origin },
  );
  const post = async (path: string, body?: unknown) => {
    const t0 = performance.now();
    const res = await fetch(base + path, {
      method: 'POST',
      headers: { cookie, 'x-csrf-token': token, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const json = (await res.json()) as Record<string, unknown>;
    if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(json)}`);
    return { ms: Math.round(performance.now() - t0), json };
  };

  const change = { action: 'price_percent', percent: PERCENT, filter: {} };
  const before = await prices(benchDb.url);
  const preview = await post('/api/admin/bulk/preview', change);
  const previewRows = (preview.json.rows as unknown[]).length;
  const run = await post('/api/admin/bulk', change);
  const after = await prices(benchDb.url);
  const changed = [...before].filter(([id, price]) => after.get(id) !== price).length;
  const undo = await post(`/api/admin/bulk/${run.json.id as string}/undo`);
  const restored = await prices(benchDb.url);
  const mismatched = [...before].filter(([id, price]) => restored.get(id) !== price).length;

  await closeApp();
  const report = {
    ...runFacts('bulk'),
    database: 'postgres',
    products: PRODUCTS,
    percent: PERCENT,
    preview: { ms: preview.ms, rows: previewRows },
    apply: { ms: run.ms, changed: run.json.totalCount, pricesChanged: changed },
    undo: { ms: undo.ms, pricesRestored: before.size - mismatched, mismatched },
  };
  const file = writeResult(report);
  console.table([
    { step: 'dry run', ms: preview.ms, rows: previewRows },
    { step: `apply +${PERCENT}%`, ms: run.ms, rows: changed },
    { step: 'undo', ms: undo.ms, rows: before.size - mismatched },
  ]);
  if (mismatched > 0) throw new Error(`${mismatched} prices not restored`);
  console.log(`Every one of ${before.size.toLocaleString('en-AU')} prices restored exactly.`);
  console.log(`Written ${file} in ${Math.round((Date.now() - started) / 1000)} s`);
} finally {
  await cleanUp();
}
