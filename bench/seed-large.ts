/**
 * `npm run bench:seed-large [-- --scale 0.01] [-- --fresh]`: a big, believable store in a PostgreSQL
 * database for the benches that size screens at ten times today's goals (bench/README.md, "A big
 * store"). DATABASE_URL names the database (default postgres://postgres@127.0.0.1:5432/party_large);
 * it is created when missing, refused when it already holds a store unless --fresh drops and creates
 * it again, then migrated and filled set-based (bench/seed-large/generate.ts).
 */
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { hashPassword } from '../apps/server/src/domains/accounts/password.ts';
import { migrateDatabase } from './lib/database.ts';
import { generateLargeStore, type StageResult } from './seed-large/generate.ts';
import { LARGE_EMAIL_DOMAIN, LARGE_STORE_PASSWORD } from './seed-large/people.ts';
import { sizesFor } from './seed-large/sizes.ts';

const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/party_large';

/** A database this run will not touch; the message says what to do. */
class RefusedDatabase extends Error {}

/** Creates the database when missing; with `fresh`, drops it first. Refuses one that holds a store. */
async function prepareDatabase(url: string, fresh: boolean): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unexpected database name "${name}"`);
  const adminUrl = new URL(url);
  adminUrl.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  try {
    if (fresh) await admin.query(`drop database if exists ${name} with (force)`);
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) {
      await admin.query(`create database ${name}`);
      return;
    }
  } finally {
    await admin.end();
  }
  if (await holdsAStore(url))
    throw new RefusedDatabase(`${name} already holds a store; run with --fresh to drop and recreate it`);
}

/** True when the database has users, products or orders (a migrated, empty one is fine). */
async function holdsAStore(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ tables: string[] }>(
      `select coalesce(array_agg(relname::text), '{}') as tables from pg_class
       where relnamespace = 'public'::regnamespace and relkind = 'r' and relname in ('users', 'products', 'orders')`,
    );
    for (const table of rows[0]?.tables ?? []) {
      const found = await client.query(`select 1 from ${table} limit 1`);
      if (found.rowCount) return true;
    }
    return false;
  } finally {
    await client.end();
  }
}

const pad = (text: string, width: number) => text.padEnd(width);
const print = (r: StageResult) =>
  console.log(
    `  ${pad(r.stage, 48)} ${r.rows.toLocaleString('en-AU').padStart(12)} rows ${r.seconds.toFixed(1).padStart(7)} s`,
  );

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { scale: { type: 'string', default: '1' }, fresh: { type: 'boolean', default: false } },
  });
  const url = process.env.DATABASE_URL ?? DEFAULT_URL;
  const sizes = sizesFor(Number(values.scale));
  const started = performance.now();
  console.log(
    `load average before: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  console.log(`scale ${values.scale}: ${JSON.stringify(sizes)}`);
  await prepareDatabase(url, values.fresh);
  const migrateStarted = performance.now();
  await migrateDatabase(url);
  print({ stage: 'migrations', rows: 0, seconds: (performance.now() - migrateStarted) / 1000 });
  const results = await generateLargeStore(url, {
    sizes,
    passwordHash: await hashPassword(LARGE_STORE_PASSWORD),
    onStage: print,
  });
  const rows = results.reduce((sum, r) => sum + r.rows, 0);
  console.log(
    `total: ${rows.toLocaleString('en-AU')} rows in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  console.log(`users sign in as <name>.<number>@${LARGE_EMAIL_DOMAIN} with ${LARGE_STORE_PASSWORD}`);
}

await main().catch((error: unknown) => {
  if (!(error instanceof RefusedDatabase)) throw error;
  console.error(error.message);
  process.exitCode = 1;
});
