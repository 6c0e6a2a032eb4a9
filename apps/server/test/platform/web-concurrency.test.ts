import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminQuery } from '../helpers/global-setup.ts';

/**
 * WEB_CONCURRENCY=2 (main.ts, cluster.ts): the server as an operator starts it, one primary and two
 * worker instances on one port. Always PostgreSQL: PGlite is one process.
 */
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = `pc_cluster_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
const main = fileURLToPath(new URL('../../src/main.ts', import.meta.url));

let primary: ChildProcess;
let base: string;
let dataDir: string;
let output = '';

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** The primary's worker processes, as the kernel lists its children. */
function workerPids(): number[] {
  const pid = primary.pid!;
  return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map(Number);
}

async function health(): Promise<number | null> {
  try {
    return (await fetch(`${base}/api/health`)).status;
  } catch {
    return null;
  }
}

beforeAll(async () => {
  await adminQuery(adminUrl, `create database ${dbName}`);
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  dataDir = mkdtempSync(join(tmpdir(), 'pc-cluster-'));
  primary = spawn(process.execPath, ['--import', 'tsx', main], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'error',
      SEED_DEMO: 'false',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: url.toString(),
      DATA_DIR: dataDir,
      WEB_CONCURRENCY: '2',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  primary.stdout?.on('data', (chunk) => (output += chunk));
  primary.stderr?.on('data', (chunk) => (output += chunk));
  // Polls the port until the workers answer (the primary migrates first); gives up after 50 s.
  for (const started = Date.now(); (await health()) !== 200; ) {
    if (Date.now() - started > 50_000) throw new Error(`the server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
});

afterAll(async () => {
  if (primary?.exitCode === null) primary.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
  await adminQuery(adminUrl, `drop database if exists ${dbName} with (force)`);
});

describe('WEB_CONCURRENCY=2', () => {
  it('serves from two worker processes and replaces one that dies, the port answering again', async () => {
    await expect.poll(() => workerPids().length, { timeout: 20_000 }).toBe(2);
    const [dead, survivor] = workerPids();
    process.kill(dead!, 'SIGKILL');
    await expect
      .poll(() => workerPids().filter((pid) => pid !== dead && pid !== survivor).length, { timeout: 40_000 })
      .toBe(1);
    await expect.poll(health, { timeout: 40_000, interval: 200 }).toBe(200);
    expect(output).toMatch(new RegExp(`"workerPid":${dead},.*"msg":"worker stopped; starting another"`));
  });

  it('stops every worker on SIGTERM to the primary, which then exits with 0', async () => {
    const workers = workerPids();
    const exited = new Promise<number | null>((resolve) => primary.once('exit', (code) => resolve(code)));
    primary.kill('SIGTERM');
    expect(await exited).toBe(0);
    const alive = (pid: number) => {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    };
    expect(workers.filter(alive)).toEqual([]);
    expect(await health()).toBeNull();
  });
});
