import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/client.ts';
import { runMigrations } from '../../src/db/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: a migrated, empty data directory dumped once per run (tar file path). */
    pgliteSnapshot: string;
    /** PostgreSQL: a migrated, empty database every test file's database is copied from. */
    postgresTemplate: string;
  }
}

/**
 * Migrates one database per run, and every API test file starts from a copy of it: on PostgreSQL a
 * `CREATE DATABASE … TEMPLATE`, on PGlite a data-directory dump loaded in place of initdb and the
 * migrations. The copies are exact, so each file still gets its own fresh, migrated database.
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const folder = mkdtempSync(join(tmpdir(), 'pc-snapshot-'));
    const database = await openDatabase({});
    await runMigrations(database);
    const dump = await database.dumpDataDir!();
    await database.close();
    const file = join(folder, 'migrated.tar');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    project.provide('pgliteSnapshot', file);
    project.provide('postgresTemplate', '');
    return () => rmSync(folder, { recursive: true, force: true });
  }

  const name = `pc_template_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  await runMigrations(database);
  // A template must have no other connection while it is copied.
  await database.close();
  project.provide('pgliteSnapshot', '');
  project.provide('postgresTemplate', name);
  return () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
}

export async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
