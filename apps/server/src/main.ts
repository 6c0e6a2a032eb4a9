import cluster from 'node:cluster';
import { buildApp } from './app.ts';
import { runPrimary } from './cluster.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { demoAccountsBanner } from './db/seed/demo-accounts.ts';
import { hasDemoAccounts, seedDemoData } from './db/seed/seed-demo-data.ts';
import { startJobs } from './jobs/index.ts';

const config = loadConfig();
// WEB_CONCURRENCY above 1: this process is the primary of that many instances and goes no further.
if (cluster.isPrimary && config.WEB_CONCURRENCY > 1) await runPrimary(config);
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: `${config.DATA_DIR}/pglite` });
await runMigrations(database);
// Only an empty database outside production mode gets the demo store (PRODUCT.md).
await seedDemoData({ database, config, logger: { info: (message) => console.log(message) } });
const app = await buildApp({ config, database });
// A cluster's jobs run in its primary, once for the machine (cluster.ts).
const jobs = cluster.isWorker
  ? { stop: async () => {} }
  : await startJobs({ database, config, log: app.log });

const shutdown = async () => {
  await jobs.stop();
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);

await app.listen({ port: config.PORT, host: config.HOST });
if (config.NODE_ENV !== 'production' && (await hasDemoAccounts(database))) {
  console.log(demoAccountsBanner(config.PUBLIC_URL));
}
