import { execFile } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface PrivateCluster {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  port: number;
  /** `pg_ctl stop -m fast`: open sessions are ended, committed work is on disk. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops the cluster (if running) and removes its directory. */
  destroy(): Promise<void>;
}

/** A port nothing listens on right now (the OS's pick for port 0). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A temporary directory for a cluster, and how to run PostgreSQL binaries on it (as root: as `postgres`). */
async function clusterDir(prefix: string) {
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), prefix));
  if (asRoot) chownSync(dir, Number((await run('id', ['-u', 'postgres'])).stdout.trim()), -1);
  const pg = (bin: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', bin, ...args]) : run(bin, args);
  return { dir, pg };
}

/** pg_ctl start/stop/destroy over a data directory already made in `dir`. */
async function controlled(
  { dir, pg }: Awaited<ReturnType<typeof clusterDir>>,
  data: string,
  port: number,
): Promise<PrivateCluster> {
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${dir} -c shared_buffers=16MB -c max_connections=50`;
  let running = false;
  const cluster: PrivateCluster = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    async start() {
      await pg('pg_ctl', ['start', '-w', '-t', '30', '-D', data, '-l', join(dir, 'log'), '-o', options]);
      running = true;
    },
    async stop() {
      await pg('pg_ctl', ['stop', '-w', '-m', 'fast', '-D', data]);
      running = false;
    },
    async destroy() {
      if (running) await cluster.stop().catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
  await cluster.start();
  return cluster;
}

/**
 * A PostgreSQL cluster of its own (initdb + pg_ctl on PATH) in a temporary directory on a free
 * port, so a test may stop and start it without touching the shared server. PostgreSQL refuses to
 * run as root: as root the binaries run as the `postgres` user. Durability settings stay at their
 * defaults (fsync on) — the fault tests check that acknowledged commits survive a stop. initdb's
 * defaults (wal_level=replica, replication connections trusted from 127.0.0.1) let a replica follow it.
 */
export async function startPrivateCluster(): Promise<PrivateCluster> {
  const where = await clusterDir('pc-cluster-');
  const data = join(where.dir, 'data');
  // -N: initdb itself skips fsync of the fresh files (the server keeps fsync on).
  await where.pg('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-N', '-E', 'UTF8', '--locale=C']);
  return controlled(where, data, await freePort());
}

/**
 * A streaming replica of `primary` on a port of its own: `pg_basebackup -R` copies the primary and
 * writes standby.signal and primary_conninfo, so it starts as a hot standby replaying the primary's WAL.
 */
export async function startPrivateReplica(primary: PrivateCluster): Promise<PrivateCluster> {
  const where = await clusterDir('pc-replica-');
  const data = join(where.dir, 'data');
  await where.pg('pg_basebackup', [
    ...['-h', '127.0.0.1', '-p', String(primary.port), '-U', 'postgres', '-D', data],
    // -c fast: checkpoint at once (a spread checkpoint made the copy wait ~40 s).
    ...['-R', '-X', 'stream', '-c', 'fast', '--no-sync'],
  ]);
  return controlled(where, data, await freePort());
}
