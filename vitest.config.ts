import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

// Vitest's default is one worker fewer than the cores: on CI's two cores, one. The workers wait on
// their databases as much as they compute, so every core gets one. Vitest 5 reads it per project: the
// inline projects inherit the root's, but the web project extends its own Vite config instead, and
// without its own value it ran alone on one worker (shared and web took 422-511 s instead of 287 s).
const maxWorkers = availableParallelism();

// One runner for every unit and API test; browser tests live in e2e/ (Playwright).
export default defineConfig({
  test: {
    maxWorkers,
    projects: [
      { test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'] } },
      {
        // The server's render test imports the web app's server entry (apps/web/src/entry-server.tsx).
        resolve: { alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) } },
        test: {
          name: 'server',
          include: ['apps/server/test/**/*.test.ts'],
          // The fault tests stop a PostgreSQL server of their own, or run the server as a process on
          // a PostgreSQL database (one or several processes), and the large-store generator
          // (bench/seed-large) is PostgreSQL SQL, and the read-replica test follows a private cluster
          // with a streaming replica: only the PostgreSQL pass has one.
          exclude: [
            ...configDefaults.exclude,
            ...(process.env.TEST_DATABASE_URL
              ? []
              : [
                  'apps/server/test/platform/faults.test.ts',
                  'apps/server/test/platform/process-faults.test.ts',
                  'apps/server/test/platform/read-replicas.test.ts',
                  'apps/server/test/platform/seed-large.test.ts',
                  'apps/server/test/platform/web-concurrency.test.ts',
                ]),
          ],
          // Migrates once per run; each file's database is a copy of that one.
          globalSetup: ['apps/server/test/helpers/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // Files share a worker's loaded modules (the server, better-auth, drizzle): importing them
          // again per file cost about half the project's CPU. Nothing here keeps module state between
          // files: each file builds its own app on its own database.
          isolate: false,
        },
      },
      {
        extends: 'apps/web/vite.config.ts',
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.tsx', 'apps/web/src/**/*.test.ts'],
          environment: 'jsdom',
          maxWorkers,
        },
      },
    ],
  },
});
