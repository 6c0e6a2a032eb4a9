import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { backup, restore } from '../../src/db/backup.ts';
import { type Database, openDatabase } from '../../src/db/client.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-app.ts';

/** Issue 17: `npm run backup` and `npm run restore` put back every row and every uploaded file. */
const dataDir = mkdtempSync(join(tmpdir(), 'pc-backup-'));
const backupDir = join(dataDir, '..', `${dataDir.split('/').at(-1)}-backup`);
let postgres: TestDatabase | undefined;
afterAll(async () => {
  await postgres?.drop();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(backupDir, { recursive: true, force: true });
});

/** PostgreSQL when the run has one (the database stays open, as a running store's would); else PGlite on disk. */
async function open(): Promise<Database> {
  if (process.env.TEST_DATABASE_URL) {
    postgres ??= await createTestDatabase();
    return postgres.database;
  }
  const loadDataDir = readdirSync(dataDir).includes('pglite')
    ? undefined
    : new Blob([readFileSync(inject('pgliteSnapshot'))]);
  return openDatabase({ dataDir: join(dataDir, 'pglite'), loadDataDir });
}
/** PGlite is embedded: the server stops before a backup or restore. PostgreSQL keeps running. */
async function stop(database: Database) {
  if (database.driver === 'pglite') await database.close();
}

/** Every row of every table (the migrations' own included), in a stable order. */
async function everyRow(database: Database): Promise<Record<string, string[]>> {
  const query = async <Row>(statement: SQL) =>
    ((await database.db.execute(statement)) as unknown as { rows: Row[] }).rows;
  const tables = await query<{ name: string }>(sql`
    select format('%I.%I', table_schema, table_name) as name from information_schema.tables
    where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1`);
  const rows: Record<string, string[]> = {};
  for (const { name } of tables) {
    const table = sql.raw(name);
    const result = await query<{ row: string }>(sql`select to_jsonb(t)::text as row from ${table} t`);
    rows[name] = result.map((r) => r.row).sort();
  }
  return rows;
}

describe('backup and restore', () => {
  it('finds every row and every uploaded file as it was at the backup', async () => {
    let database = await open();
    const target = { databaseUrl: postgres?.url, dataDir };
    await database.db.execute(sql`
      insert into products (name, slug, price, category, stock_quantity, features)
      select 'Backup Balloon ' || i, 'backup-balloon-' || i, 2.50 + i, 'balloons', i, array['Helium']
      from generate_series(1, 200) as i`);
    await database.db.execute(sql`
      insert into faqs (question, answer, category, is_public)
      values ('Do you deliver to Darwin?', 'Yes, Australia-wide.', 'shipping', true)`);
    const upload = join(dataDir, 'files', 'vendor-document', 'owner', 'licence');
    mkdirSync(join(upload, '..'), { recursive: true });
    writeFileSync(upload, 'the licence, as uploaded');
    const before = await everyRow(database);
    expect(before['public.products']!.length).toBeGreaterThanOrEqual(200);
    expect(before['drizzle.__drizzle_migrations']!.length).toBeGreaterThan(0);

    await stop(database);
    const manifest = await backup(target, backupDir);
    expect(manifest).toMatchObject({ engine: database.driver, files: true });

    // The day after: prices change, the FAQ goes, a product is added, the file is overwritten.
    database = await open();
    await database.db.execute(sql`update products set price = price + 1`);
    await database.db.execute(sql`delete from faqs`);
    await database.db.execute(
      sql`insert into products (name, slug, price, category) values ('Late', 'late', 1, 'balloons')`,
    );
    writeFileSync(upload, 'changed');
    expect(await everyRow(database)).not.toEqual(before);
    await stop(database);

    await restore(target, backupDir);
    database = await open();
    expect(await everyRow(database)).toEqual(before);
    expect(readFileSync(upload, 'utf8')).toBe('the licence, as uploaded');
    await stop(database);
  }, 300_000);

  it('refuses a backup of the other engine', async () => {
    const other = { databaseUrl: postgres ? undefined : 'postgres://nobody@127.0.0.1:1/none', dataDir };
    await expect(restore(other, backupDir)).rejects.toThrow(/This backup is of/);
  });
});
