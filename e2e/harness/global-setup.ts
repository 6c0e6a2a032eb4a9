import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FullConfig } from '@playwright/test';
import pg from 'pg';
import { startMailSink } from './mail-sink.ts';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const serverLog = join(repoRoot, 'test-results', 'e2e-server.log');
const STARTUP_TIMEOUT_MS = 180_000;

/**
 * Starts what the browser tests talk to: an SMTP sink and the real server (one process, as
 * `npm start` runs it) on a fresh database, with the demo accounts seeded. Returns the teardown.
 */
export default async function globalSetup(config: FullConfig) {
  const baseURL = config.projects[0]?.use.baseURL;
  if (!baseURL) throw new Error('playwright.config.ts sets no baseURL');
  if (!existsSync(join(repoRoot, 'apps/web/dist/index.html'))) {
    throw new Error('apps/web/dist/index.html is missing: run `npm run build` before the browser tests.');
  }

  const sink = await startMailSink();
  const database = await createDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'pc-e2e-'));
  const server = startServer({
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: new URL(baseURL).port,
    PUBLIC_URL: baseURL,
    DATA_DIR: dataDir,
    SMTP_URL: sink.smtpUrl,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'info',
    ...(database ? { DATABASE_URL: database.url } : {}),
  });

  const teardown = async () => {
    await stopServer(server);
    await sink.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const driver = await waitForHealth(baseURL, server);
    const expected = database ? 'postgres' : 'pglite';
    if (driver !== expected) throw new Error(`The server runs on ${driver}, expected ${expected}`);
  } catch (error) {
    await teardown();
    throw error;
  }
  process.env.E2E_MAILBOX_URL = sink.mailboxUrl;
  return teardown;
}

/** A fresh PostgreSQL database from TEST_DATABASE_URL, or undefined for the embedded PGlite. */
async function createDatabase() {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return undefined;
  const name = `pc_e2e_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

function startServer(env: Record<string, string>): ChildProcess {
  mkdirSync(join(repoRoot, 'test-results'), { recursive: true });
  const log = createWriteStream(serverLog);
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: { ...inherited, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  return child;
}

/** Waits until the server answers; returns the database driver it reports. */
async function waitForHealth(baseURL: string, server: ChildProcess): Promise<string> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) {
      throw new Error(`The server exited with code ${server.exitCode} while starting:\n${logTail()}`);
    }
    const health = await fetch(new URL('/api/health', baseURL))
      .then((res) => (res.ok ? (res.json() as Promise<{ database: string }>) : null))
      .catch(() => null);
    if (health) return health.database;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer ${baseURL}/api/health within 3 minutes:\n${logTail()}`);
}

async function stopServer(server: ChildProcess) {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  const killer = setTimeout(() => server.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(killer);
}

function logTail(): string {
  return existsSync(serverLog) ? readFileSync(serverLog, 'utf8').split('\n').slice(-40).join('\n') : '';
}
