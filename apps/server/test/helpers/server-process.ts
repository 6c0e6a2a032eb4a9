import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from '../../src/db/client.ts';
import { type CreatedUser, type CreateUserOptions, cookieFrom, createUser, randomIp } from './factories.ts';
import { freePort } from './private-cluster.ts';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
/** One secret for every process a test file starts: a session outlives a restart, as in production. */
const authSecret = randomBytes(32).toString('hex');

export interface ServerProcess {
  child: ChildProcess;
  /** http://127.0.0.1:<port> */
  url: string;
  port: number;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves when the process has exited, with its exit code or the signal that ended it. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGTERM, then SIGKILL if it has not exited within 15 s; removes its DATA_DIR. */
  stop(): Promise<void>;
}

/**
 * The real server (`node --import tsx apps/server/src/main.ts`, as `npm start` runs it) as a child
 * process on a free port and its own DATA_DIR, on the given PostgreSQL database; resolves once
 * /api/health answers 200. The fault tests signal it as an operator or a crash would.
 */
export async function startServerProcess(
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'pc-process-'));
  const { DATABASE_URL: _db, TEST_DATABASE_URL: _test, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...inherited,
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
      AUTH_SECRET: authSecret,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  let hasExited = false;
  void exited.then(() => (hasExited = true));

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (hasExited) throw new Error(`The server exited while starting:\n${output}`);
    if (Date.now() > deadline) throw new Error(`The server did not answer ${url}/api/health:\n${output}`);
    const ok = await fetch(`${url}/api/health`)
      .then((res) => res.ok)
      .catch(() => false);
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return {
    child,
    url,
    port,
    output: () => output,
    exited,
    async stop() {
      if (!hasExited) {
        child.kill('SIGTERM');
        const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        await exited;
        clearTimeout(killer);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Whether a new TCP connection to the port is refused (nothing listens there any more). */
export function connectionRefused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (err: NodeJS.ErrnoException) => resolve(err.code === 'ECONNREFUSED'));
  });
}

export interface HttpBuyer {
  user: CreatedUser;
  cookie: string;
  /** Cookie, CSRF token and JSON content type: the headers of a signed-in write. */
  headers: Record<string, string>;
}

/**
 * A user written into the database (factories' createUser), signed in over HTTP through the real
 * /api/auth/sign-in/email from an address of its own, with its CSRF token.
 */
export async function signInOverHttp(
  baseUrl: string,
  database: Database,
  opts: CreateUserOptions = {},
): Promise<HttpBuyer> {
  const user = await createUser({ database }, opts);
  const signIn = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': randomIp(), origin: baseUrl },
    body: JSON.stringify({ email: user.email, password: user.password }),
  });
  if (signIn.status !== 200) throw new Error(`sign-in failed: ${signIn.status} ${await signIn.text()}`);
  const cookie = cookieFrom(signIn.headers.getSetCookie());
  const csrf = await fetch(`${baseUrl}/api/csrf`, { headers: { cookie } });
  const { token } = (await csrf.json()) as { token: string };
  return { user, cookie, headers: { cookie, 'x-csrf-token': token, 'content-type': 'application/json' } };
}
