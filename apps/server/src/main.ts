import cluster from 'node:cluster';
import { loadConfig } from './config.ts';

// One process is one instance (instance.ts). With WEB_CONCURRENCY above 1 this process is instead
// the primary of that many instances on the same port (cluster.ts): the app's JS runs on one core a
// process, and nothing an instance keeps in memory has to be shared between them.
const { WEB_CONCURRENCY } = loadConfig();
if (cluster.isPrimary && WEB_CONCURRENCY > 1) {
  const { runPrimary } = await import('./cluster.ts');
  await runPrimary(WEB_CONCURRENCY);
} else await import('./instance.ts');
