import cluster, { type Worker } from 'node:cluster';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { seedDemoData } from './db/seed/seed-demo-data.ts';

/** A worker that dies is replaced after this pause, so one failing at start cannot spin the CPU. */
const RESTART_DELAY_MS = 1000;
/** How long the workers have to finish their own shutdown before the primary ends them. */
const SHUTDOWN_LIMIT_MS = 15_000;

/**
 * The primary of `count` worker processes (node:cluster), each a whole instance (instance.ts)
 * listening on the shared port; the primary hands each new connection to the next worker. It
 * migrates and seeds once before forking, so the workers find the database ready. The workers are
 * instances as two servers behind a load balancer are: sessions, rate limits and idempotency keys
 * are rows, live events cross by LISTEN/NOTIFY and each job runs under an advisory lock. A worker
 * that dies is replaced; SIGTERM or SIGINT is passed on as SIGTERM, so each worker finishes its
 * requests and closes its streams, and the primary exits once every worker has.
 */
export async function runPrimary(count: number): Promise<void> {
  const config = loadConfig();
  if (!config.DATABASE_URL)
    throw new Error('WEB_CONCURRENCY above 1 needs DATABASE_URL: a PGlite database belongs to one process');
  const database = await openDatabase({ url: config.DATABASE_URL });
  try {
    await runMigrations(database);
    await seedDemoData({ database, config, logger: { info: (message) => console.log(message) } });
  } finally {
    await database.close();
  }

  const workers = new Set<Worker>();
  let stopping = false;
  let failed = false;
  const start = () => workers.add(cluster.fork());
  cluster.on('exit', (worker, code, signal) => {
    workers.delete(worker);
    if (code !== 0) failed = true;
    if (stopping) {
      if (workers.size === 0) process.exit(failed ? 1 : 0);
      return;
    }
    console.error(
      `Worker ${worker.process.pid} stopped (${signal ?? `exit code ${code}`}); starting another`,
    );
    setTimeout(() => stopping || start(), RESTART_DELAY_MS).unref();
  });
  const stop = () => {
    if (stopping) return;
    stopping = true;
    if (workers.size === 0) process.exit(0);
    for (const worker of workers) worker.process.kill('SIGTERM');
    setTimeout(() => {
      console.error(`Workers still running ${SHUTDOWN_LIMIT_MS / 1000} s after the signal: ending them`);
      for (const worker of workers) worker.process.kill('SIGKILL');
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS).unref();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  for (let i = 0; i < count; i++) start();
}
