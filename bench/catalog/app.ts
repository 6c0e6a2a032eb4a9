import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { type Database, openDatabase } from '../../apps/server/src/db/client.ts';
import { type BenchDatabase, createBenchDatabase } from './database.ts';

export interface CatalogBenchApp {
  benchDb: BenchDatabase;
  database: Database;
  app: FastifyInstance;
  /** The app's address, on a free loopback port. */
  base: string;
  /** Stops the app and its pool (the database stays, for what a bench reads after). */
  closeApp(): Promise<void>;
  /** Drops the database and the data folder: the bench's `finally`. */
  cleanUp(): Promise<void>;
}

/**
 * The start every catalogue bench shares: a PostgreSQL database generated with `products` products,
 * the production app over it (no demo data, silent logs) on a free loopback port, and a temporary
 * DATA_DIR. Whatever fails on the way cleans up what was made.
 */
export async function startCatalogBenchApp(
  products: number,
  purpose: string,
  env: { PUBLIC_URL?: string } = {},
): Promise<CatalogBenchApp> {
  console.log(`Creating database with ${products.toLocaleString('en-AU')} products…`);
  const benchDb = await createBenchDatabase(products);
  const dataDir = mkdtempSync(join(tmpdir(), `bench-${purpose}-`));
  const cleanUp = async () => {
    await benchDb.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const config = loadConfig({
      NODE_ENV: 'production',
      DATABASE_URL: benchDb.url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      ...env,
    });
    const database = await openDatabase({ url: benchDb.url });
    const app = await buildApp({ config, database });
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const closeApp = async () => {
      await app.close();
      await database.close();
    };
    return { benchDb, database, app, base, closeApp, cleanUp };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}
