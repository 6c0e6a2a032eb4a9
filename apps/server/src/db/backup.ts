import { execFile } from 'node:child_process';
import { cp, mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

const run = promisify(execFile);

/** Where the store keeps its data: the server's own settings (config.ts). */
export interface BackupTarget {
  /** PostgreSQL; when absent the embedded PGlite database under `dataDir/pglite`. */
  databaseUrl?: string;
  /** DATA_DIR: PGlite's data directory and, without S3, the uploaded files (`files/`). */
  dataDir: string;
  /** Uploads live in an S3 bucket: the bucket keeps them (versioning), a backup does not copy them. */
  s3Bucket?: string;
}

export interface BackupManifest {
  format: 1;
  engine: 'postgres' | 'pglite';
  createdAt: string;
  /** The database file inside the backup folder. */
  database: string;
  /** Whether the folder holds the uploaded files (`files/`); false for S3 storage or no uploads. */
  files: boolean;
}

const MANIFEST = 'manifest.json';
const pgliteDir = (target: BackupTarget) => join(target.dataDir, 'pglite');
const filesDir = (target: BackupTarget) => join(target.dataDir, 'files');
const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

/**
 * Writes a backup folder: the database (pg_dump's custom format, or PGlite's data directory as a
 * gzipped tarball), the uploaded files when they are on disk, and a manifest. PostgreSQL is dumped
 * from a consistent snapshot while the store runs; PGlite is embedded, so its server must be stopped.
 */
export async function backup(target: BackupTarget, folder: string): Promise<BackupManifest> {
  const out = resolve(folder);
  if (await exists(join(out, MANIFEST))) throw new Error(`${out} already holds a backup`);
  await mkdir(out, { recursive: true });
  const engine = target.databaseUrl ? 'postgres' : 'pglite';
  let database: string;
  if (target.databaseUrl) {
    database = 'database.dump';
    await run('pg_dump', [
      '--format=custom',
      '--no-owner',
      `--file=${join(out, database)}`,
      target.databaseUrl,
    ]);
  } else {
    if (!(await exists(pgliteDir(target)))) throw new Error(`No database at ${pgliteDir(target)}`);
    database = 'database.tar.gz';
    const client = new PGlite({ dataDir: pgliteDir(target), extensions: { pg_trgm } });
    await client.waitReady;
    try {
      const dump = await client.dumpDataDir('gzip');
      await writeFile(join(out, database), Buffer.from(await dump.arrayBuffer()));
    } finally {
      await client.close();
    }
  }
  const files = !target.s3Bucket && (await exists(filesDir(target)));
  if (files) await cp(filesDir(target), join(out, 'files'), { recursive: true });
  const manifest: BackupManifest = {
    format: 1,
    engine,
    createdAt: new Date().toISOString(),
    database,
    files,
  };
  await writeFile(join(out, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/**
 * Puts a backup folder back: PostgreSQL through pg_restore in one transaction (what the dump holds
 * is dropped and recreated, so a failure changes nothing); PGlite's data directory and the files
 * folder are replaced, the ones they replace moved aside (`*.before-restore-<time>`), never deleted.
 * Stop the server first.
 */
export async function restore(target: BackupTarget, folder: string): Promise<BackupManifest> {
  const from = resolve(folder);
  const manifest = JSON.parse(await readFile(join(from, MANIFEST), 'utf8')) as BackupManifest;
  if (manifest.format !== 1) throw new Error(`Unknown backup format ${manifest.format}`);
  const engine = target.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.engine !== engine)
    throw new Error(`This backup is of ${manifest.engine}; the store is set up for ${engine}`);
  const stamp = new Date().toISOString().replaceAll(/[:.]/g, '-');
  if (target.databaseUrl) {
    await run('pg_restore', [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--single-transaction',
      '--exit-on-error',
      `--dbname=${target.databaseUrl}`,
      join(from, manifest.database),
    ]);
  } else {
    const dir = pgliteDir(target);
    const dump = new Blob([await readFile(join(from, manifest.database))]);
    // Restored beside the live directory first, so a bad tarball leaves the store as it was.
    const fresh = `${dir}.restoring-${stamp}`;
    const client = new PGlite({ dataDir: fresh, loadDataDir: dump, extensions: { pg_trgm } });
    await client.waitReady;
    await client.close();
    if (await exists(dir)) await rename(dir, `${dir}.before-restore-${stamp}`);
    await rename(fresh, dir);
  }
  if (manifest.files) {
    const dir = filesDir(target);
    if (await exists(dir)) await rename(dir, `${dir}.before-restore-${stamp}`);
    await cp(join(from, 'files'), dir, { recursive: true });
  }
  return manifest;
}
