import cluster, { type Worker } from 'node:cluster';
import { type LoggerOptions, pino } from 'pino';
import type { Config } from './config.ts';
import { openDatabase } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { startJobs } from './jobs/index.ts';
import { loggerOptions } from './lib/logger.ts';
import { seedDemoData } from './seed/seed-demo-data.ts';

/** A worker that dies is replaced after this pause, so one failing at start cannot spin the CPU. */
const RESTART_DELAY_MS = 1000;
/** How long the workers have to finish their own shutdown before the primary ends them. */
const SHUTDOWN_LIMIT_MS = 15_000;

/**
 * The primary of `count` worker processes (node:cluster), each an instance (start.ts past its first
 * lines) listening on the shared port; the primary hands each new connection to the next worker. It
 * migrates and seeds once before forking, so the workers find the database ready, and runs the
 * background jobs itself, so the workers do not each wake for every queued email. The workers are
 * instances as two servers behind a load balancer are: sessions, rate limits and idempotency keys
 * are rows, and live events cross by LISTEN/NOTIFY. A worker that dies is replaced; SIGTERM or
 * SIGINT is passed on as SIGTERM, so each worker finishes its requests and closes its streams, and
 * the primary stops its jobs and exits once every worker has. Never resolves.
 */
export async function runPrimary(config: Config): Promise<never> {
  if (!config.DATABASE_URL)
    throw new Error('WEB_CONCURRENCY above 1 needs DATABASE_URL: a PGlite database belongs to one process');
  const database = await openDatabase({ url: config.DATABASE_URL });
  await runMigrations(database);
  await seedDemoData({ database, config, logger: { info: (message) => console.log(message) } });
  const log = pino(loggerOptions(config) as LoggerOptions);
  const jobs = await startJobs({ database, config, log });

  const workers = new Set<Worker>();
  let stopping = false;
  let failed = false;
  const exit = async () => {
    await jobs.stop();
    await database.close();
    process.exit(failed ? 1 : 0);
  };
  const start = () => workers.add(cluster.fork());
  cluster.on('exit', (worker, code, signal) => {
    workers.delete(worker);
    if (stopping) {
      // Exit 0 when every worker finished its shutdown cleanly, or was still starting (before its
      // own handler, SIGTERM simply ends it: it held no request yet).
      if (code !== 0 && signal !== 'SIGTERM') failed = true;
      if (workers.size === 0) void exit();
      return;
    }
    log.error({ workerPid: worker.process.pid, code, signal }, 'worker stopped; starting another');
    setTimeout(() => stopping || start(), RESTART_DELAY_MS).unref();
  });
  const stop = () => {
    if (stopping) return;
    stopping = true;
    if (workers.size === 0) void exit();
    for (const worker of workers) worker.process.kill('SIGTERM');
    setTimeout(() => {
      log.error({ limitMs: SHUTDOWN_LIMIT_MS }, 'workers still running after the signal: ending them');
      for (const worker of workers) worker.process.kill('SIGKILL');
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS).unref();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  for (let i = 0; i < config.WEB_CONCURRENCY; i++) start();
  // The workers' IPC channels keep this process alive; it ends by process.exit above.
  return new Promise<never>(() => {});
}
