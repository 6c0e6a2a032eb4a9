/**
 * The soak: SOAK_MINUTES (default 10) of mixed load on the real server — anonymous browsing and
 * product pages, partners adding to cart and checking out, an associate updating order statuses,
 * open live-event streams — with the server's memory and each request type's p95 sampled every 30 s.
 * The server runs as its own process (its RSS its own), the load from another
 * (bench/soak/load.ts). After a warm-up, the last third of the samples is compared with the first
 * third: flat memory and latency, and no error, is what a long day needs. Run: npm run bench:soak
 */
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { productCategoryIds } from '@party/shared';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { createAccount, type NewAccount } from '../apps/server/src/domains/accounts/create-account.ts';
import { startAppProcess } from './lib/app-process.ts';
import { createMigratedDatabase } from './lib/database.ts';
import { round, runFacts, writeResult } from './lib/measure.ts';
import { type AuthHeaders, signInHeaders } from './lib/session.ts';
import type { SoakPlan, SoakSample } from './soak/load.ts';

const MINUTES = Number(process.env.SOAK_MINUTES ?? 10);
const SAMPLE_SECONDS = Number(process.env.SOAK_SAMPLE_SECONDS ?? 30);
const WARM_UP_SECONDS = Number(process.env.SOAK_WARM_UP_SECONDS ?? 60);
const PRODUCTS = 2000;
const BROWSERS = 6;
const BUYERS = 4;
const STREAMS = 20;
const PASSWORD = 'bench-pass-123';
const PUBLIC_URL = 'http://localhost:3000';
const SEARCH_TERMS = ['glitter', 'foil', 'neon', 'garland', 'gold'];
/** Flat: the last third's mean within this factor of the first third's. */
const RSS_FLAT = 1.1;
const P95_FLAT = 1.25;

const mb = (bytes: number) => round(bytes / 1024 / 1024);
const mean = (values: number[]) => values.reduce((s, v) => s + v, 0) / values.length;

async function createDatabase() {
  const created = await createMigratedDatabase('soak');
  const client = new pg.Client({ connectionString: created.url });
  await client.connect();
  const { rows } = await client.query<{ id: string; slug: string }>(
    `insert into products (name, slug, description, price, category, stock_quantity)
     select w.first || ' ' || w.second || ' ' || i, 'soak-product-' || i,
            'A ' || lower(w.first) || ' ' || lower(w.second) || ' for every party.',
            round((2 + i % 60 + 0.95)::numeric, 2), ($1::text[])[1 + i % cardinality($1::text[])], 10000000
     from generate_series(1, $2::int) as i,
          lateral (select (array['Glitter', 'Foil', 'Latex', 'Neon', 'Paper', 'Gold'])[1 + i % 6] as first,
                          (array['Balloon', 'Banner', 'Plate', 'Garland', 'Cup'])[1 + (i / 6) % 5] as second) as w
     order by i returning id, slug`,
    [productCategoryIds, PRODUCTS],
  );
  const method = await client.query<{ id: string }>(
    `insert into delivery_methods (name, estimated_days, base_cost, sort_order)
     values ('Standard Delivery', '3-5 business days', 9.95, 1) returning id`,
  );
  await client.query('vacuum analyze');
  await client.end();
  const database = await openDatabase({ url: created.url });
  const account = (email: string, extra: Partial<NewAccount>) =>
    database.db.transaction((tx) =>
      createAccount(tx, { email, password: PASSWORD, name: 'Soak User', role: 'partner', ...extra }),
    );
  const buyerEmails = Array.from({ length: BUYERS }, (_, i) => `soak-buyer-${i + 1}@example.com.au`);
  for (const email of buyerEmails) await account(email, {});
  await account('soak-staff@example.com.au', { role: 'associate', associateRole: 'sales' });
  await database.close();
  return { ...created, products: rows, methodId: method.rows[0]!.id, buyerEmails };
}

interface CurvePoint {
  elapsedSeconds: number;
  rssMb: number;
  heapUsedMb: number;
  retainedHeapMb: number;
  rssAfterCollectionMb: number;
  loadAverage1m: number;
  requests: number;
  errors: number;
  p95: number;
  p95ByRequest: Record<string, number>;
}

/** First-third and last-third means after the warm-up, and their ratio. */
function compareThirds(curve: CurvePoint[], value: (p: CurvePoint) => number) {
  const settled = curve.filter((p) => p.elapsedSeconds > WARM_UP_SECONDS);
  const third = Math.floor(settled.length / 3);
  if (third === 0) return null;
  const first = mean(settled.slice(0, third).map(value));
  const last = mean(settled.slice(-third).map(value));
  return { firstThird: round(first), lastThird: round(last), ratio: round(last / first) };
}

/** Least-squares slope of RSS after the warm-up, in MB per minute. */
function rssSlope(curve: CurvePoint[]) {
  const settled = curve.filter((p) => p.elapsedSeconds > WARM_UP_SECONDS);
  if (settled.length < 2) return null;
  const xs = settled.map((p) => p.elapsedSeconds / 60);
  const ys = settled.map((p) => p.rssMb);
  const mx = mean(xs);
  const my = mean(ys);
  const num = xs.reduce((s, x, i) => s + (x - mx) * (ys[i]! - my), 0);
  const den = xs.reduce((s, x) => s + (x - mx) ** 2, 0);
  return round(num / den);
}

const started = Date.now();
const loadAverageAtStart = loadavg().map(round);
const bench = await createDatabase();
const dataDir = mkdtempSync(join(tmpdir(), 'bench-soak-'));
const server = await startAppProcess({ DATABASE_URL: bench.url, DATA_DIR: dataDir, PUBLIC_URL });
const load = fork(new URL('./soak/load.ts', import.meta.url), [], {
  execArgv: ['--import', 'tsx'],
  stdio: 'inherit',
});
try {
  const origin = new URL(PUBLIC_URL).origin;
  const signIn = (email: string, i: number) =>
    signInHeaders(server.base, { email, password: PASSWORD }, { origin, forwardedFor: `10.7.0.${i + 1}` });
  const buyers: AuthHeaders[] = [];
  for (const [i, email] of bench.buyerEmails.entries()) buyers.push(await signIn(email, i));
  const staff = await signIn('soak-staff@example.com.au', 100);
  const start = await server.memory(false);
  const plan: SoakPlan = {
    base: server.base,
    seconds: MINUTES * 60,
    sampleSeconds: SAMPLE_SECONDS,
    browsers: BROWSERS,
    buyers,
    staff,
    slugs: bench.products.map((p) => p.slug),
    categories: [...productCategoryIds],
    searchTerms: SEARCH_TERMS,
    productIds: bench.products.map((p) => p.id),
    deliveryMethodId: bench.methodId,
    streams: STREAMS,
  };

  const curve: CurvePoint[] = [];
  const errorSamples: string[] = [];
  const outcome = await new Promise<{ totals: Record<string, number>; streams: Record<string, number> }>(
    (resolve, reject) => {
      load.on(
        'message',
        async (message: SoakSample | { type: 'done'; ok: boolean; result?: never; error?: string }) => {
          if (message.type === 'done') {
            if (message.ok) resolve(message.result!);
            else reject(new Error(message.error));
            return;
          }
          // As it runs, then what it still holds after a full collection: heap that garbage has
          // not yet been collected from grows for a while in any busy process; a leak stays.
          const memory = await server.memory(false);
          const retained = await server.memory(true);
          const point: CurvePoint = {
            elapsedSeconds: message.elapsedSeconds,
            rssMb: mb(memory.rss),
            heapUsedMb: mb(memory.heapUsed),
            retainedHeapMb: mb(retained.heapUsed),
            rssAfterCollectionMb: mb(retained.rss),
            loadAverage1m: round(loadavg()[0]!),
            requests: message.all.count,
            errors: message.all.errors,
            p95: message.all.p95,
            p95ByRequest: Object.fromEntries(Object.entries(message.byRequest).map(([k, w]) => [k, w.p95])),
          };
          curve.push(point);
          errorSamples.push(...message.errorSamples);
          console.log(
            `${point.elapsedSeconds} s: RSS ${point.rssMb} MB, heap ${point.heapUsedMb} MB (${point.retainedHeapMb} MB after a full GC), ${point.requests} requests, p95 ${point.p95} ms, ${point.errors} errors, load ${point.loadAverage1m}`,
          );
        },
      );
      load.send(plan);
    },
  );
  const end = await server.memory(false);

  const requestTypes = [...new Set(curve.flatMap((p) => Object.keys(p.p95ByRequest)))];
  const rss = compareThirds(curve, (p) => p.rssMb);
  const heap = compareThirds(curve, (p) => p.heapUsedMb);
  const retainedHeap = compareThirds(curve, (p) => p.retainedHeapMb);
  const p95 = compareThirds(curve, (p) => p.p95);
  const p95ByRequest = Object.fromEntries(
    requestTypes.map((t) => [t, compareThirds(curve, (p) => p.p95ByRequest[t] ?? Number.NaN)]),
  );
  // Every request of the soak, the part after the last whole sample included.
  const errors = outcome.totals.errors!;
  const verdict = {
    errors,
    rssFlat: rss ? rss.ratio <= RSS_FLAT : null,
    retainedHeapFlat: retainedHeap ? retainedHeap.ratio <= RSS_FLAT : null,
    p95Flat: p95 ? p95.ratio <= P95_FLAT : null,
    rssSlopeMbPerMinute: rssSlope(curve),
  };
  const report = {
    ...runFacts('soak'),
    loadAverageAtStart,
    loadAverageAfter: loadavg().map(round),
    database: 'postgres',
    minutes: MINUTES,
    sampleSeconds: SAMPLE_SECONDS,
    warmUpSeconds: WARM_UP_SECONDS,
    load: {
      browsers: BROWSERS,
      buyers: BUYERS,
      staff: 1,
      openStreams: STREAMS,
      products: PRODUCTS,
      thinkTimes: 'browse 100 ms, buy 200 ms, staff 250 ms between requests',
    },
    flatWhen: `last-third mean after the warm-up ≤ ${RSS_FLAT} × first-third (RSS, heap retained after a full GC), ≤ ${P95_FLAT} × (p95 of all requests)`,
    server: {
      start: { rssMb: mb(start.rss), heapUsedMb: mb(start.heapUsed) },
      end: { rssMb: mb(end.rss), heapUsedMb: mb(end.heapUsed) },
    },
    totals: outcome.totals,
    streams: outcome.streams,
    thirds: {
      rssMb: rss,
      heapUsedMb: heap,
      retainedHeapMb: retainedHeap,
      p95Ms: p95,
      p95MsByRequest: p95ByRequest,
    },
    verdict,
    errorSamples,
    curve,
  };
  const file = writeResult(report);
  console.table(
    curve.map((p) => ({
      s: p.elapsedSeconds,
      'RSS MB': p.rssMb,
      'heap MB': p.heapUsedMb,
      'retained MB': p.retainedHeapMb,
      requests: p.requests,
      errors: p.errors,
      'p95 all': p.p95,
      ...Object.fromEntries(requestTypes.map((t) => [t, p.p95ByRequest[t]])),
      load: p.loadAverage1m,
    })),
  );
  console.log('thirds after warm-up:', JSON.stringify(report.thirds));
  console.log('totals:', JSON.stringify(outcome.totals), 'streams:', JSON.stringify(outcome.streams));
  console.log('verdict:', JSON.stringify(verdict));
  console.log(`Written ${file} in ${Math.round((Date.now() - started) / 1000)} s`);
} finally {
  load.kill();
  await server.stop();
  await bench.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
