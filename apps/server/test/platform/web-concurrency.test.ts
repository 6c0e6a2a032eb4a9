import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServerProcess } from '../helpers/server-process.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-app.ts';

/**
 * WEB_CONCURRENCY=2 (main.ts, cluster.ts): the server as an operator starts it, one primary and two
 * worker instances on one port. PostgreSQL pass only (TEST_DATABASE_URL set): a PGlite database
 * belongs to one process, and vitest.config.ts leaves this file out without it.
 */
if (process.env.TEST_DATABASE_URL) {
  let testDb: TestDatabase;
  let server: ServerProcess;

  /** The primary's worker processes, as the kernel lists its children. */
  const workerPids = (): number[] => {
    const pid = server.child.pid!;
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  };
  const health = async (): Promise<number | null> => {
    try {
      return (await fetch(`${server.url}/api/health`)).status;
    } catch {
      return null;
    }
  };

  beforeAll(async () => {
    testDb = await createTestDatabase();
    server = await startServerProcess(testDb.url!, {
      NODE_ENV: 'production',
      LOG_LEVEL: 'error',
      WEB_CONCURRENCY: '2',
    });
  }, 60_000);

  afterAll(async () => {
    await server?.stop();
    await testDb?.drop();
  });

  describe('WEB_CONCURRENCY=2', () => {
    it('serves from two worker processes and replaces one that dies, the port answering again', async () => {
      await expect.poll(() => workerPids().length, { timeout: 20_000 }).toBe(2);
      const [dead, survivor] = workerPids();
      process.kill(dead!, 'SIGKILL');
      await expect
        .poll(() => workerPids().filter((pid) => pid !== dead && pid !== survivor).length, {
          timeout: 40_000,
        })
        .toBe(1);
      await expect.poll(health, { timeout: 40_000, interval: 200 }).toBe(200);
      expect(server.output()).toMatch(
        new RegExp(`"workerPid":${dead},.*"msg":"worker stopped; starting another"`),
      );
    });

    it('stops every worker on SIGTERM to the primary, which then exits with 0', async () => {
      const workers = workerPids();
      server.child.kill('SIGTERM');
      expect((await server.exited).code).toBe(0);
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
}
