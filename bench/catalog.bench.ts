/**
 * Catalogue API load: the real app against a bare node:http + pg server running the same SQL, on a
 * fresh PostgreSQL database of 100,000 products. Run: npm run bench:catalog
 */
import pg from 'pg';
import { startCatalogBenchApp } from './catalog/app.ts';
import { startBareServer } from './catalog/bare-server.ts';
import { type LoadResult, measureLoad, runFacts, writeResult } from './lib/measure.ts';

const PRODUCTS = 100_000;
const CONNECTIONS = 10;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const SCENARIOS = [
  { name: 'search', path: '/api/store/products?search=glitter' },
  { name: 'category', path: '/api/store/products?category=balloons' },
  { name: 'page', path: '/api/store/products?page=2' },
];

async function explain(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const plans: Record<string, string> = {};
  const queries: Record<string, string> = {
    // A search looks for its page among the first 1,000 names of product_search (SEARCH_WALK_ROWS)…
    'search page in the first names': `select products.id from (select product_id, sort_name, search_text from product_search order by sort_name, product_id limit 1000) first_names inner join products on products.id = first_names.product_id where first_names.search_text like lower('%glitter%') order by first_names.sort_name, first_names.product_id limit 24`,
    // …and, as they hold no "Glitter" product, ranks every match; the window count is the total.
    'search every match ranked': `select products.id, page_of_matches.total from (select product_id, sort_name, total from (select product_id, sort_name, count(*) over () as total from product_search where search_text like lower('%glitter%')) matches order by sort_name, product_id limit 24) page_of_matches inner join products on products.id = page_of_matches.product_id order by page_of_matches.sort_name, page_of_matches.product_id`,
    'category page': `select id from products where category = 'balloons' order by lower(name), id limit 24`,
    'category count': `select count(*) from (select 1 from products where category = 'balloons' limit 1001) matches`,
    'plain page 2': `select id from products order by lower(name), id limit 24 offset 24`,
    'plain count': 'select count(*) from (select 1 from products limit 1025) matches',
  };
  for (const [name, sql] of Object.entries(queries)) {
    const { rows } = await client.query(`explain (analyze, costs off) ${sql}`);
    plans[name] = rows.map((r) => r['QUERY PLAN']).join('\n');
  }
  // The app prepares the category page once (a named statement): after five runs PostgreSQL may
  // switch to a generic plan, made without the values. This is the plan it would switch to.
  await client.query(
    `prepare category_page(text, bigint, bigint) as select id from products where category = $1 order by lower(name), id limit $2 offset $3`,
  );
  await client.query('set plan_cache_mode = force_generic_plan');
  const generic = await client.query(`explain (analyze, costs off) execute category_page('balloons', 24, 0)`);
  plans['category page, generic plan'] = generic.rows.map((r) => r['QUERY PLAN']).join('\n');
  await client.query('reset plan_cache_mode');
  await client.end();
  return plans;
}

const started = Date.now();
const { benchDb, base: appUrl, closeApp, cleanUp } = await startCatalogBenchApp(PRODUCTS, 'catalog');
try {
  const bare = await startBareServer(benchDb.url);
  const servers = { app: appUrl, bare: bare.url };

  const results: Record<string, unknown> = {};
  const rows: string[][] = [];
  for (const scenario of SCENARIOS) {
    const entry: Record<string, LoadResult> = {};
    for (const [server, base] of Object.entries(servers)) {
      await measureLoad(base + scenario.path, { connections: CONNECTIONS, seconds: 2 }); // warm the JIT, pools and caches
      entry[server] = await measureLoad(base + scenario.path, {
        connections: CONNECTIONS,
        seconds: DURATION_S,
      });
      const r = entry[server];
      rows.push([
        scenario.name,
        server,
        String(r.reqPerSec),
        String(r.p50),
        String(r.p95),
        String(r.p99),
        String(r.non2xx + r.errors),
      ]);
    }
    const ours = entry.app!;
    const ratio = Math.round((ours.reqPerSec / entry.bare!.reqPerSec) * 100) / 100;
    results[scenario.name] = {
      path: scenario.path,
      ...entry,
      throughputRatio: ratio,
      meetsP95: ours.p95 < 50,
      meetsRatio: ratio >= 0.8,
    };
  }
  const plans = await explain(benchDb.url);
  await bare.close();
  await closeApp();

  const report = {
    ...runFacts('catalog'),
    database: 'postgres',
    products: PRODUCTS,
    connections: CONNECTIONS,
    durationSeconds: DURATION_S,
    targets: { p95Ms: 50, throughputRatio: 0.8 },
    scenarios: results,
    plans,
  };
  const file = writeResult(report);

  console.table(
    rows.map(([scenario, server, rps, p50, p95, p99, bad]) => ({
      scenario,
      server,
      'req/s': rps,
      'p50 ms': p50,
      'p95 ms': p95,
      'p99 ms': p99,
      'non-2xx/errors': bad,
    })),
  );
  for (const [name, r] of Object.entries(results) as [
    string,
    { throughputRatio: number; meetsP95: boolean; meetsRatio: boolean },
  ][]) {
    console.log(
      `${name}: app/bare ${r.throughputRatio} (target ≥ 0.8: ${r.meetsRatio ? 'met' : 'MISSED'}), app p95 < 50 ms: ${r.meetsP95 ? 'met' : 'MISSED'}`,
    );
  }
  console.log(`Written ${file} in ${Math.round((Date.now() - started) / 1000)} s`);
} finally {
  await cleanUp();
}
