/** What the benches that start the real server as its own process share. */
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** A TCP port free on 127.0.0.1 at the time of asking. */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * Resolves once the server at `base` answers its health check; a busy machine may take a minute.
 * Given the server's process, fails at once if it exits instead.
 */
export async function waitForHealth(base: string, child?: ChildProcess): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (child && child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start within 60 s');
}
