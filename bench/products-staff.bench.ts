/**
 * The associate's Products and Inventory API at 100,000 products (issue 13): the staff list's p95
 * (plain pages, a search, the statistics) with autocannon at 10 connections, as the catalogue bench
 * does, and the time of one CSV import of 10,000 rows (a file upload, checked whole, then saved in chunks).
 * `node --import tsx bench/products-staff.bench.ts`; PostgreSQL on 127.0.0.1:5432 (BENCH_ADMIN_URL).
 */
import { createAccount } from '../apps/server/src/domains/accounts/create-account.ts';
import { startCatalogBenchApp } from './catalog/app.ts';
import { type LoadResult, measureLoad, runFacts, writeResult } from './lib/measure.ts';
import { signInBench } from './lib/session.ts';

const PRODUCTS = 100_000;
const IMPORT_ROWS = 10_000;
const CONNECTIONS = 10;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const PUBLIC_URL = 'http://localhost:3000';
const PASSWORD = 'bench-pass-123';
const SCENARIOS = [
  { name: 'list page 1', path: '/api/associate/products' },
  { name: 'list page 500', path: '/api/associate/products?page=500' },
  { name: 'search', path: '/api/associate/products?search=glitter' },
  { name: 'stats', path: '/api/associate/products/stats' },
];

function importCsv(rows: number): string {
  const lines = ['name,category,description,price,cost,stock_quantity,image_url,is_featured,features'];
  for (let i = 1; i <= rows; i++)
    lines.push(
      `Bench Import ${i},tableware,"Imported plates, pack ${i}",${(2 + (i % 90)).toFixed(2)},1.00,${i % 200},,false,Paper|Pack of 20`,
    );
  return lines.join('\n');
}

const started = Date.now();
const { database, base, closeApp, cleanUp } = await startCatalogBenchApp(PRODUCTS, 'products', {
  PUBLIC_URL,
});
try {
  const email = 'bench-manager@example.com.au';
  await database.db.transaction((tx) =>
    createAccount(tx, {
      email,
      password: PASSWORD,
      name: 'Bench Manager',
      role: 'associate',
      associateRole: 'product_management',
      isAdmin: false,
      emailVerified: true,
    }),
  );
  const { cookie, csrf: token } = await signInBench(
    base,
    { email, password: PASSWORD },
    { origin: new URL(PUBLIC_URL).origin },
  );

  const scenarios: Record<string, LoadResult> = {};
  for (const scenario of SCENARIOS) {
    await measureLoad(base + scenario.path, { connections: CONNECTIONS, seconds: 2, headers: { cookie } });
    scenarios[scenario.name] = await measureLoad(base + scenario.path, {
      connections: CONNECTIONS,
      seconds: DURATION_S,
      headers: { cookie },
    });
  }

  const csv = importCsv(IMPORT_ROWS);
  const importStarted = performance.now();
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'bench-import.csv');
  const imported = await fetch(`${base}/api/associate/products/import`, {
    method: 'POST',
    headers: { cookie, 'x-csrf-token': token },
    body: form,
  });
  const importMs = Math.round(performance.now() - importStarted);
  const importResult = (await imported.json()) as { outcome: string; imported: number };
  if (importResult.imported !== IMPORT_ROWS) throw new Error(`import: ${JSON.stringify(importResult)}`);

  await closeApp();
  const report = {
    ...runFacts('products-staff'),
    database: 'postgres',
    products: PRODUCTS,
    connections: CONNECTIONS,
    durationSeconds: DURATION_S,
    scenarios,
    import: {
      rows: IMPORT_ROWS,
      csvBytes: Buffer.byteLength(csv),
      ms: importMs,
      outcome: importResult.outcome,
    },
  };
  const file = writeResult(report);
  console.table(
    Object.entries(scenarios).map(([name, r]) => ({
      scenario: name,
      'req/s': r.reqPerSec,
      'p50 ms': r.p50,
      'p95 ms': r.p95,
      'p99 ms': r.p99,
      'non-2xx/errors': r.non2xx + r.errors,
    })),
  );
  console.log(`Import of ${IMPORT_ROWS.toLocaleString('en-AU')} rows: ${importMs} ms`);
  console.log(`Written ${file} in ${Math.round((Date.now() - started) / 1000)} s`);
} finally {
  await cleanUp();
}
