/**
 * Starting the real server (apps/server/src/main.ts, NODE_ENV=production) as a child process on a
 * free loopback port, so its memory is the server's alone, and asking it for its memory over IPC.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { createServer } from 'node:net';

export interface AppProcess {
  base: string;
  pid: number;
  /** The server's process.memoryUsage(), after a full garbage collection when `collect`. */
  memory(collect: boolean): Promise<NodeJS.MemoryUsage>;
  /** SIGTERM (main.ts closes the app and the database), then waits for the exit. */
  stop(): Promise<void>;
  /** SIGKILL at once: for a bench that failed and is exiting. */
  kill(): void;
}

/** A TCP port free on 127.0.0.1 at the time of asking. */
function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * Resolves once the server at `base` answers its health check: a busy machine may take a minute,
 * and on the big store a new migration's backfill several (3.7 M rows of a roll-up took 3 minutes).
 * Given the server's process, fails at once if it exits instead.
 */
async function waitForHealth(base: string, child?: ChildProcess): Promise<void> {
  for (let i = 0; i < 6000; i++) {
    if (child && child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start within 10 minutes');
}

/** With BENCH_CPU_PROF=<dir>, the server writes a V8 CPU profile there when it exits (node --cpu-prof). */
function cpuProfile(): string[] {
  const dir = process.env.BENCH_CPU_PROF;
  return dir ? ['--cpu-prof', `--cpu-prof-dir=${dir}`] : [];
}

export async function startAppProcess(env: Record<string, string>): Promise<AppProcess> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = fork(new URL('./app-process-entry.ts', import.meta.url), [], {
    execArgv: ['--import', 'tsx', '--expose-gc', ...cpuProfile()],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      HOST: '127.0.0.1',
      PORT: String(port),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  await waitForHealth(base, child);
  return {
    base,
    pid: child.pid!,
    memory: (collect) =>
      new Promise((resolve) => {
        const onMessage = (message: { type: string; usage: NodeJS.MemoryUsage }) => {
          if (message.type !== 'memory') return;
          child.off('message', onMessage);
          resolve(message.usage);
        };
        child.on('message', onMessage);
        child.send({ type: 'memory', collect });
      }),
    kill: () => void child.kill('SIGKILL'),
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** One forked bench process (a load generator) driven by request/answer messages over IPC. */
export function forkLoadProcess(module: URL) {
  const child = fork(module, [], { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
  return {
    child,
    /** Sends a command and resolves with the next answer (`{ ok, result }` or `{ ok: false, error }`). */
    ask<T>(command: object): Promise<T> {
      return new Promise((resolve, reject) => {
        child.once('message', (message: { ok: boolean; result?: T; error?: string }) =>
          message.ok ? resolve(message.result as T) : reject(new Error(message.error)),
        );
        child.send(command);
      });
    },
  };
}
