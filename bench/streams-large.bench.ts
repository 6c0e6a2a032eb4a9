/**
 * Work that streams, at size (issue 32, "Work that streams"): the real server as its own process
 * (bench/lib/app-process.ts, so its memory is its own) on the big store of `npm run
 * bench:seed-large` (1,000,000 orders). A small "other user" load (autocannon) is measured idle,
 * then while one product manager (a) exports every order as CSV (GET /api/associate/orders/export)
 * and (b) imports a generated 100,000-row product CSV (POST /api/associate/products/import). For each
 * run: the other users' p95 against idle, the server's RSS before, at its peak (sampled every
 * 200 ms) and after, the run's duration, the export's rows and bytes, and the progress events the
 * manager's browser received. The imported products are deleted again afterwards.
 *
 * Run: npm run bench:streams-large. Environment:
 *   BENCH_LARGE_URL      the big store (default postgres://postgres@127.0.0.1:5432/party_large)
 *   BENCH_DATABASES      postgres (default), pglite, or postgres,pglite; PGlite runs on a store of
 *                        BENCH_PGLITE_ORDERS orders (default 1,000,000) generated into a fresh data
 *                        directory first
 *   BENCH_IMPORT_ROWS    rows of the import (default 100,000)
 *   BENCH_RUNS           export,import (default), or either alone
 *   BENCH_OTHER_PATH     what the other users load (default a storefront category page)
 *   BENCH_OTHER_CONNECTIONS (default 4), BENCH_IDLE_SECONDS (default 10)
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, openAsBlob, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type AppProcess, startAppProcess } from './lib/app-process.ts';
import { openEventStream, type StreamedEvent } from './lib/event-stream.ts';
import {
  type LoadResult,
  measureLoad,
  measureLoadWhile,
  round,
  runFacts,
  writeResult,
} from './lib/measure.ts';
import { type AuthHeaders, signInHeaders } from './lib/session.ts';
import { LARGE_STORE_MANAGER, LARGE_STORE_PASSWORD } from './seed-large/people.ts';
import { createPgliteStore, writeImportCsv } from './streams-large/stores.ts';

const LARGE_URL = process.env.BENCH_LARGE_URL ?? 'postgres://postgres@127.0.0.1:5432/party_large';
const DATABASES = (process.env.BENCH_DATABASES ?? 'postgres').split(',').map((d) => d.trim());
const PGLITE_ORDERS = Number(process.env.BENCH_PGLITE_ORDERS ?? 1_000_000);
const IMPORT_ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
const RUNS = (process.env.BENCH_RUNS ?? 'export,import').split(',').map((r) => r.trim());
const OTHER_PATH = process.env.BENCH_OTHER_PATH ?? '/api/store/products?category=balloons';
const OTHER_CONNECTIONS = Number(process.env.BENCH_OTHER_CONNECTIONS ?? 4);
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 10);
const PUBLIC_URL = 'http://localhost:3000';
const SAMPLE_MS = 200;

const mb = (bytes: number) => round(bytes / 1024 / 1024);

/** The server's RSS every SAMPLE_MS until stopped: its peak, and the peak of V8's heap in use. */
function sampleRss(server: AppProcess) {
  let peak = 0;
  let heapPeak = 0;
  let samples = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const usage = await server.memory(false);
      peak = Math.max(peak, usage.rss);
      heapPeak = Math.max(heapPeak, usage.heapUsed);
      samples++;
      await new Promise((r) => setTimeout(r, SAMPLE_MS));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return { peak, heapPeak, samples };
    },
  };
}

/** The export as a browser takes it: every byte read as it comes, rows counted, nothing kept. */
async function exportAll(base: string, auth: AuthHeaders, progressId: string) {
  const started = performance.now();
  const res = await fetch(`${base}/api/associate/orders/export?progressId=${progressId}`, { headers: auth });
  if (!res.ok || !res.body) throw new Error(`export: ${res.status} ${await res.text()}`);
  let firstByteMs: number | null = null;
  let bytes = 0;
  let lines = 0;
  for await (const chunk of res.body) {
    firstByteMs ??= performance.now() - started;
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 0x0a) lines++;
  }
  return { rows: lines - 1, megabytes: mb(bytes), firstByteMs: round(firstByteMs ?? 0) };
}

/** The import as the Import dialog sends it: the file itself, multipart/form-data. */
async function importFile(base: string, auth: AuthHeaders, path: string, progressId: string) {
  const form = new FormData();
  form.append('file', await openAsBlob(path, { type: 'text/csv' }), 'streams-large.csv');
  const res = await fetch(`${base}/api/associate/products/import?progressId=${progressId}`, {
    method: 'POST',
    headers: auth,
    body: form,
  });
  const report = (await res.json()) as { outcome?: string; imported?: number; rows?: number };
  if (report.outcome !== 'imported') throw new Error(`import: ${res.status} ${JSON.stringify(report)}`);
  return { rows: report.rows, imported: report.imported };
}

/** One long run under the other users' load: its result, their p95, the server's memory, its events. */
async function underLoad<T>(
  server: AppProcess,
  events: StreamedEvent[],
  run: (progressId: string) => Promise<T>,
) {
  const progressId = randomUUID();
  const before = await server.memory(true);
  const rss = sampleRss(server);
  const started = performance.now();
  const work = run(progressId);
  const others = await measureLoadWhile(base(server) + OTHER_PATH, { connections: OTHER_CONNECTIONS }, work);
  const result = await work;
  const seconds = round((performance.now() - started) / 1000);
  const { peak, heapPeak, samples } = await rss.stop();
  const after = await server.memory(true);
  const steps = events.filter((e) => (e.data as { progressId?: string }).progressId === progressId);
  const phases: Record<string, number> = {};
  for (const step of steps) {
    const phase = (step.data as { phase: string }).phase;
    phases[phase] = (phases[phase] ?? 0) + 1;
  }
  return {
    result,
    seconds,
    others,
    rssMb: { before: mb(before.rss), peak: mb(peak), after: mb(after.rss), growth: mb(peak - before.rss) },
    heapUsedMb: { before: mb(before.heapUsed), peak: mb(heapPeak), after: mb(after.heapUsed) },
    // Where memory still held after the run sits: V8's heap as reserved, or outside it (Buffers, native).
    afterMb: {
      heapTotal: mb(after.heapTotal),
      external: mb(after.external),
      arrayBuffers: mb(after.arrayBuffers),
    },
    rssSamples: samples,
    progressEvents: phases,
  };
}

const base = (server: AppProcess) => server.base;

/** Deletes the products this run imported (named by its tag) from the big store. */
async function deleteImported(url: string, tag: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rowCount } = await client.query('delete from products where name like $1', [`${tag} %`]);
    return rowCount ?? 0;
  } finally {
    await client.end();
  }
}

/** Every measurement on one database, the server started on it and stopped after. */
async function benchOn(database: string, env: Record<string, string>, csvPath: string) {
  const dataDir = env.DATA_DIR!;
  const server = await startAppProcess({ PUBLIC_URL, ...env });
  try {
    const auth = await signInHeaders(
      server.base,
      { email: LARGE_STORE_MANAGER, password: LARGE_STORE_PASSWORD },
      { origin: new URL(PUBLIC_URL).origin },
    );
    const events: StreamedEvent[] = [];
    const stream = await openEventStream(server.base, {
      cookie: auth.cookie,
      onEvent: (e) => events.push(e),
    });
    const other = base(server) + OTHER_PATH;
    await measureLoad(other, { connections: OTHER_CONNECTIONS, seconds: 2 }); // warm the JIT, pools and caches
    const idle: LoadResult = await measureLoad(other, {
      connections: OTHER_CONNECTIONS,
      seconds: IDLE_SECONDS,
    });
    console.log(`${database}: idle p95 ${idle.p95} ms`);
    const ratio = (run: { others: LoadResult }) => round(run.others.p95 / idle.p95);
    const exported = RUNS.includes('export')
      ? await underLoad(server, events, (id) => exportAll(server.base, auth, id))
      : undefined;
    if (exported) console.log(`${database}: export ${JSON.stringify(exported)}`);
    const imported = RUNS.includes('import')
      ? await underLoad(server, events, (id) => importFile(server.base, auth, csvPath, id))
      : undefined;
    if (imported) console.log(`${database}: import ${JSON.stringify(imported)}`);
    await stream.close();
    return {
      database,
      dataDir,
      idle,
      ...(exported && { export: { ...exported, p95VersusIdle: ratio(exported) } }),
      ...(imported && { import: { ...imported, rows: IMPORT_ROWS, p95VersusIdle: ratio(imported) } }),
    };
  } finally {
    await server.stop();
  }
}

const started = Date.now();
const loadAverageAtStart = loadavg().map(round);
const work = mkdtempSync(join(tmpdir(), 'bench-streams-large-'));
const tag = `Stream Bench ${Date.now().toString(36)}`;
const csvPath = join(work, 'import.csv');
try {
  const csvBytes = await writeImportCsv(csvPath, tag, IMPORT_ROWS);
  const results = [];
  for (const database of DATABASES) {
    if (database === 'postgres') {
      const dataDir = join(work, 'postgres-data');
      results.push(await benchOn(database, { DATABASE_URL: LARGE_URL, DATA_DIR: dataDir }, csvPath));
      console.log(`deleted ${await deleteImported(LARGE_URL, tag)} imported products again`);
    } else if (database === 'pglite') {
      const dataDir = join(work, 'pglite-data');
      const generated = await createPgliteStore(dataDir, PGLITE_ORDERS);
      console.log(`pglite: ${JSON.stringify(generated)}`);
      results.push({ ...(await benchOn(database, { DATA_DIR: dataDir }, csvPath)), generated });
    } else throw new Error(`BENCH_DATABASES: unknown database ${database}`);
  }
  const report = {
    ...runFacts('streams-large'),
    loadAverageAtStart,
    loadAverageAfter: loadavg().map(round),
    largeStore: LARGE_URL.replace(/\/\/[^@]*@/, '//'),
    otherUsers: { path: OTHER_PATH, connections: OTHER_CONNECTIONS, idleSeconds: IDLE_SECONDS },
    importCsv: { rows: IMPORT_ROWS, megabytes: mb(csvBytes) },
    rssSampleMs: SAMPLE_MS,
    results,
  };
  const file = writeResult(report);
  console.table(
    results.flatMap((r) =>
      (['export', 'import'] as const).flatMap((run) => {
        const done = r[run];
        if (!done) return [];
        return [
          {
            database: r.database,
            run,
            seconds: done.seconds,
            'idle p95 ms': r.idle.p95,
            'p95 ms': done.others.p95,
            '× idle': done.p95VersusIdle,
            'RSS before MB': done.rssMb.before,
            'RSS peak MB': done.rssMb.peak,
            'RSS growth MB': done.rssMb.growth,
          },
        ];
      }),
    ),
  );
  console.log(`Written ${file} in ${Math.round((Date.now() - started) / 1000)} s`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
