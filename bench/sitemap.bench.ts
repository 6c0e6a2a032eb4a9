/**
 * The sitemap at 45,000 products (issue 27): anonymous crawlers at 10 connections on /sitemap.xml
 * and on the files it names, each with autocannon as the catalogue bench does, while one client asks
 * /api/health every 100 ms: the health check's latency shows what the sitemap costs everyone else.
 * Also the size of each answer and a repeat with If-None-Match (304 when the server sends ETags).
 * `node --import tsx bench/sitemap.bench.ts`; PostgreSQL on 127.0.0.1:5432 (BENCH_ADMIN_URL);
 * BENCH_RESULT names the result file's suffix (before/after).
 */
import { startCatalogBenchApp } from './catalog/app.ts';
import { type LoadResult, measureLoad, percentile, round, runFacts, writeResult } from './lib/measure.ts';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 45_000);
const CONNECTIONS = 10;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const PUBLIC_URL = 'http://localhost:3000';

/** /api/health every 100 ms until stopped: its response times, ranked. */
function probeHealth(base: string) {
  const times: number[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      await (await fetch(`${base}/api/health`)).arrayBuffer();
      times.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  return async () => {
    running = false;
    await loop;
    times.sort((a, b) => a - b);
    return {
      samples: times.length,
      p50: round(percentile(times, 50)),
      p95: round(percentile(times, 95)),
      max: round(times.at(-1) ?? NaN),
    };
  };
}

const started = Date.now();
const { base, closeApp, cleanUp } = await startCatalogBenchApp(PRODUCTS, 'sitemap', {
  PUBLIC_URL,
});
try {
  // The index and every file it names (the old single sitemap names none).
  const index = await fetch(`${base}/sitemap.xml`, { headers: { 'accept-encoding': 'identity' } });
  const indexBody = await index.text();
  const files = [...indexBody.matchAll(/<sitemap><loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const paths = ['/sitemap.xml', ...files];
  const sizes: Record<string, { bytes: number; urls: number }> = {};
  for (const path of paths) {
    const body = await (await fetch(base + path, { headers: { 'accept-encoding': 'identity' } })).text();
    sizes[path] = { bytes: Buffer.byteLength(body), urls: body.match(/<loc>/g)?.length ?? 0 };
  }
  const etag = index.headers.get('etag');
  const repeat = etag
    ? (await fetch(`${base}/sitemap.xml`, { headers: { 'if-none-match': etag } })).status
    : null;

  const idleHealth = probeHealth(base);
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const healthIdle = await idleHealth();

  const scenarios: Record<string, LoadResult & { health: Awaited<ReturnType<typeof idleHealth>> }> = {};
  // The largest file is the worst case; the index is what a crawler asks first.
  const largest = files.sort((a, b) => (sizes[b]?.bytes ?? 0) - (sizes[a]?.bytes ?? 0))[0];
  for (const path of ['/sitemap.xml', ...(largest ? [largest] : [])]) {
    const headers = { 'accept-encoding': 'gzip' };
    await measureLoad(base + path, { connections: CONNECTIONS, seconds: 2, headers });
    const health = probeHealth(base);
    const load = await measureLoad(base + path, { connections: CONNECTIONS, seconds: DURATION_S, headers });
    scenarios[path] = { ...load, health: await health() };
  }

  await closeApp();
  const report = {
    ...runFacts(process.env.BENCH_RESULT ? `sitemap-${process.env.BENCH_RESULT}` : 'sitemap'),
    database: 'postgres',
    products: PRODUCTS,
    connections: CONNECTIONS,
    durationSeconds: DURATION_S,
    sizes,
    repeatWithIfNoneMatch: repeat,
    healthIdle,
    scenarios,
  };
  const file = writeResult(report);
  console.table(sizes);
  console.table(
    Object.entries(scenarios).map(([name, r]) => ({
      path: name,
      'req/s': r.reqPerSec,
      'p50 ms': r.p50,
      'p95 ms': r.p95,
      'p99 ms': r.p99,
      'non-2xx/errors': r.non2xx + r.errors,
      'health p50': r.health.p50,
      'health p95': r.health.p95,
      'health max': r.health.max,
    })),
  );
  console.log(`idle health p50 ${healthIdle.p50} ms; repeat with If-None-Match: ${repeat ?? 'no ETag'}`);
  console.log(`Result: ${file} (${Math.round((Date.now() - started) / 1000)} s)`);
} finally {
  await cleanUp();
}
