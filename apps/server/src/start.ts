/** The server's start, loaded by main.ts once the runtime is right: config, database, migrations, jobs, listen. */
import cluster from 'node:cluster';
import { buildApp } from './app.ts';
import { runPrimary } from './cluster.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { startJobs } from './jobs/index.ts';
import { demoAccountsBanner } from './seed/demo-accounts.ts';
import { hasDemoAccounts, seedDemoData } from './seed/seed-demo-data.ts';

const config = loadConfig();
// WEB_CONCURRENCY above 1: this process is the primary of that many instances and goes no further.
if (cluster.isPrimary && config.WEB_CONCURRENCY > 1) await runPrimary(config);
const database = await openDatabase({
  url: config.DATABASE_URL,
  readUrls: config.DATABASE_READ_URL,
  dataDir: `${config.DATA_DIR}/pglite`,
});
await runMigrations(database);
// Only an empty database outside production mode gets the demo store.
await seedDemoData({ database, config, logger: { info: (message) => console.log(message) } });
const app = await buildApp({ config, database });
// A cluster's jobs run in its primary, once for the machine (cluster.ts).
const jobs = cluster.isWorker
  ? { stop: async () => {} }
  : await startJobs({ database, config, log: app.log });

/** A shutdown that takes longer (a job or request stuck on a database that went away) is cut short. */
const SHUTDOWN_LIMIT_MS = 10_000;
let shuttingDown = false;

/**
 * SIGTERM/SIGINT: stop taking connections, let in-flight requests finish with their answers, end
 * the open live-event streams (the EventHub's preClose hook), wait for a running job, then close
 * the pool and exit 0. A second signal, or a shutdown past SHUTDOWN_LIMIT_MS, exits 1 at once.
 */
const shutdown = async (signal: NodeJS.Signals) => {
  if (shuttingDown) {
    app.log.warn({ signal }, 'second signal during shutdown: exiting now');
    process.exit(1);
  }
  shuttingDown = true;
  app.log.info({ signal }, 'shutting down');
  // Not unref'd: a shutdown waiting on nothing that keeps the process alive still ends with exit 1.
  setTimeout(() => {
    app.log.error({ limitMs: SHUTDOWN_LIMIT_MS }, 'shutdown did not finish in time: exiting');
    process.exit(1);
  }, SHUTDOWN_LIMIT_MS);
  try {
    await Promise.all([app.close(), jobs.stop()]);
    await database.close();
  } catch (err) {
    app.log.error({ err }, 'shutdown failed');
    process.exit(1);
  }
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

await app.listen({ port: config.PORT, host: config.HOST });
// The runtime in the start-up log, so whoever reads it knows which Node serves (docs/decisions/0010).
app.log.info(
  { node: process.version, database: config.DATABASE_URL ? 'postgresql' : 'pglite' },
  `Party Central on Node.js ${process.version}`,
);
if (config.NODE_ENV !== 'production' && (await hasDemoAccounts(database))) {
  console.log(demoAccountsBanner(config.PUBLIC_URL));
}
