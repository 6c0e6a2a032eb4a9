/**
 * Document upload: the time to upload a 10 MB PDF through the real server and the server's peak
 * memory while it does. The server runs as its own process (as in production), so its memory is
 * read from /proc/<pid>/status (VmHWM: the peak resident set, and VmRSS) without the client's.
 * Run: npm run bench:upload
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, openAsBlob, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { createAccount } from '../apps/server/src/domains/accounts/create-account.ts';
import { startAppProcess } from './lib/app-process.ts';
import { createMigratedDatabase } from './lib/database.ts';
import { signInBench } from './lib/session.ts';

// The 10 MB of the issue, and a file five times larger: memory that grew with the file would show.
const SIZES_MB = [10, 50];
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const EMAIL = 'bench-vendor@example.com.au';
const PASSWORD = 'bench-pass-123';

const round = (n: number, places = 1) => Math.round(n * 10 ** places) / 10 ** places;

/** VmHWM (peak) and VmRSS of a process, in MB. */
function memoryOf(pid: number): { peakMb: number; rssMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(status.match(new RegExp(`${field}:\\s+(\\d+) kB`))?.[1] ?? Number.NaN);
  return { peakMb: round(kb('VmHWM') / 1024), rssMb: round(kb('VmRSS') / 1024) };
}

async function createDatabase() {
  const created = await createMigratedDatabase('upload');
  const database = await openDatabase({ url: created.url });
  const userId = await database.db.transaction((tx) =>
    createAccount(tx, {
      email: EMAIL,
      password: PASSWORD,
      name: 'Bench Vendor',
      role: 'vendor',
      associateRole: null,
      isAdmin: false,
      emailVerified: true,
    }),
  );
  await database.close();
  const client = new pg.Client({ connectionString: created.url });
  await client.connect();
  await client.query(
    `insert into vendors (user_id, company_name, contact_email) values ($1, 'Bench Supplies', $2)`,
    [userId, EMAIL],
  );
  // Room for the largest file.
  await client.query(`insert into system_settings (key, value) values ('max_file_size_mb', '60')`);
  await client.end();
  return created;
}

/** One upload, the file streamed from disk by the client (a Blob backed by the file). */
async function upload(base: string, headers: Record<string, string>, path: string, name: string) {
  const form = new FormData();
  form.append('documentName', name);
  form.append('documentType', 'quality_certification');
  form.append('file', await openAsBlob(path, { type: 'application/pdf' }), 'manual.pdf');
  const started = performance.now();
  const res = await fetch(`${base}/api/vendor/documents`, { method: 'POST', headers, body: form });
  const ms = performance.now() - started;
  if (res.status !== 201) throw new Error(`upload: ${res.status} ${await res.text()}`);
  return ms;
}

const work = mkdtempSync(join(tmpdir(), 'pc-bench-upload-'));
/** A PDF of `mb` MiB on disk (a PDF header, then spaces). */
function writePdf(mb: number): string {
  const path = join(work, `manual-${mb}.pdf`);
  const file = Buffer.alloc(mb * 1024 * 1024, 0x20);
  Buffer.from('%PDF-1.4\n% bench document\n').copy(file);
  file.write('\n%%EOF\n', file.length - 7);
  writeFileSync(path, file);
  return path;
}

const db = await createDatabase();
const server = await startAppProcess({ DATABASE_URL: db.url, DATA_DIR: join(work, 'data') });
const base = server.base;
try {
  const session = await signInBench(
    base,
    { email: EMAIL, password: PASSWORD },
    { origin: 'http://localhost:3000' },
  );
  const headers = { cookie: session.cookie, 'x-csrf-token': session.csrf };
  // Warm-up: code paths loaded and JIT-compiled before anything is measured.
  await upload(base, headers, writePdf(1), 'Warm-up');
  const sizes = [];
  for (const mb of SIZES_MB) {
    const path = writePdf(mb);
    const before = memoryOf(server.pid);
    const times: number[] = [];
    let peakRss = before.rssMb;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, memoryOf(server.pid).rssMb);
    }, 5);
    for (let i = 0; i < RUNS; i++) times.push(await upload(base, headers, path, `Run ${i + 1}`));
    clearInterval(sampler);
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)]!;
    sizes.push({
      fileMb: mb,
      runs: RUNS,
      uploadMs: { min: round(times[0]!), median: round(median), max: round(times.at(-1)!) },
      throughputMbPerS: round(mb / (median / 1000)),
      serverRssMb: {
        before: before.rssMb,
        peakDuringRuns: peakRss,
        peakGrowth: round(peakRss - before.rssMb),
      },
    });
  }
  const result = {
    benchmark: 'upload',
    date: new Date().toISOString(),
    commit: execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim(),
    node: process.version,
    cpus: cpus().length,
    loadAverage: loadavg().map((n) => round(n, 2)),
    storage: 'disk (DATA_DIR/files)',
    database: 'PostgreSQL',
    sizes,
    serverPeakRssSinceStartMb: memoryOf(server.pid).peakMb,
  };
  console.table(
    sizes.map((s) => ({
      'file MB': s.fileMb,
      'median ms': s.uploadMs.median,
      'max ms': s.uploadMs.max,
      'MB/s': s.throughputMbPerS,
      'RSS before MB': s.serverRssMb.before,
      'RSS peak MB': s.serverRssMb.peakDuringRuns,
      'peak growth MB': s.serverRssMb.peakGrowth,
    })),
  );
  mkdirSync('bench/results', { recursive: true });
  const out = `bench/results/upload-${result.date.slice(0, 10)}.json`;
  writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
  console.log(`written to ${out}`);
} finally {
  await server.stop();
  await db.drop();
  rmSync(work, { recursive: true, force: true });
}
