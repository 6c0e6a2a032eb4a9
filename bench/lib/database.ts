/** A fresh PostgreSQL database per bench run, migrated, dropped at the end (BENCH_ADMIN_URL). */
import pg from 'pg';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { runMigrations } from '../../apps/server/src/db/migrate.ts';

const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface MigratedDatabase {
  url: string;
  drop(): Promise<void>;
}

/** Creates `bench_{purpose}_{time}` with the project's migrations applied. */
export async function createMigratedDatabase(purpose: string): Promise<MigratedDatabase> {
  const name = `bench_${purpose}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = ADMIN_URL.replace(/\/[^/]*$/, `/${name}`);
  await migrateDatabase(url);
  return {
    url,
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/**
 * Creates `bench_{purpose}_{time}` as a copy of the database `template` (the big store
 * bench:seed-large made), so a bench may write to it and leave the template as it was. PostgreSQL
 * copies a template only while nobody is connected to it.
 */
export async function copyDatabase(template: string, purpose: string): Promise<MigratedDatabase> {
  const name = `bench_${purpose}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name} template ${pg.escapeIdentifier(template)}`);
  const url = ADMIN_URL.replace(/\/[^/]*$/, `/${name}`);
  await migrateDatabase(url);
  return {
    url,
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** Applies the project's migrations to the PostgreSQL database at `url` (the app's own runner). */
export async function migrateDatabase(url: string): Promise<void> {
  const database = await openDatabase({ url });
  try {
    await runMigrations(database);
  } finally {
    await database.close();
  }
}
