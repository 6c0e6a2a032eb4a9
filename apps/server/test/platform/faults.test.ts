import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq, inArray, sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type App, buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { type Database, openDatabase } from '../../src/db/client.ts';
import { runMigrations } from '../../src/db/migrate.ts';
import { orderItems, orders } from '../../src/db/schema/index.ts';
import { startOutboxWorker } from '../../src/jobs/outbox-worker.ts';
import { type SignedIn, signInAs } from '../helpers/factories.ts';
import { type PrivateCluster, startPrivateCluster } from '../helpers/private-cluster.ts';
import { type SmtpSink, startSmtpSink } from '../helpers/smtp-sink.ts';
import {
  checkout,
  checkoutBody,
  createDeliveryMethod,
  createStockedProduct,
} from '../orders/order-fixtures.ts';

/**
 * Faults (issue 17): PostgreSQL going away under load. The file starts a PostgreSQL cluster of its
 * own with initdb + pg_ctl, so it may stop and start it. It is registered only in the PostgreSQL
 * pass (TEST_DATABASE_URL set): PGlite runs inside the process and has no server to stop.
 */
if (process.env.TEST_DATABASE_URL) {
  let cluster: PrivateCluster;
  let database: Database;
  let app: App;
  let sink: SmtpSink;
  let outbox: { stop(): Promise<void> };
  let dataDir: string;
  const timings: Record<string, number> = {};

  beforeAll(async () => {
    cluster = await startPrivateCluster();
    sink = await startSmtpSink();
    database = await openDatabase({ url: cluster.url });
    await runMigrations(database);
    dataDir = mkdtempSync(join(tmpdir(), 'pc-faults-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      PUBLIC_URL: 'http://localhost:3000',
      SMTP_URL: sink.url,
      AUTH_SECRET: randomBytes(32).toString('hex'),
    });
    app = await buildApp({ config, database });
    await app.ready();
    outbox = await startOutboxWorker({ database, config, log: app.log });
  }, 60_000);

  afterAll(async () => {
    await outbox?.stop();
    await app?.close();
    await database?.close();
    await sink?.close();
    await cluster?.destroy();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  describe('a connection lost just before its transaction begins', () => {
    it('goes back to the pool: after as many such losses as the pool holds, transactions still run', async () => {
      const pool = (database.db as unknown as { $client: pg.Pool }).$client;
      // The socket of each client handed out is cut before drizzle sends `begin` on it, as when
      // PostgreSQL ends an idle connection at the moment it is checked out.
      const cut = (client: pg.PoolClient) =>
        (client as unknown as { connection: { stream: Socket } }).connection.stream.destroy();
      pool.on('acquire', cut);
      try {
        for (let i = 0; i < 10; i++)
          await expect(database.db.transaction((tx) => tx.execute(sql`select 1`))).rejects.toThrow();
      } finally {
        pool.off('acquire', cut);
      }
      // A leaked client would leave the pool full: this would wait 3 s for a connection and fail.
      const ran = await database.db.transaction(
        async (tx) => (await tx.execute(sql`select 1 as one`)) as unknown,
      );
      expect((ran as { rows: unknown[] }).rows).toEqual([{ one: 1 }]);
      // Every client comes back. The outbox worker shares the pool and may hold one for a moment
      // (its periodic drain), so wait for that; a leaked client never comes back.
      await vi.waitFor(() => expect(pool.totalCount - pool.idleCount).toBe(0), { timeout: 5_000 });
    });
  });

  describe('PostgreSQL stopped under a checkout load', () => {
    it('answers 503 within 5 s, reports not ready, loses no acknowledged order, recovers and mails each order once', async () => {
      const ctx = { app, database };
      const product = await createStockedProduct(ctx, { stock: 100_000 });
      const delivery = await createDeliveryMethod(ctx);
      const buyers: SignedIn[] = [];
      for (let i = 0; i < 4; i++) buyers.push(await signInAs(ctx, { role: 'partner' }));

      const acknowledged: { orderId: string; orderNumber: string; email: string }[] = [];
      const duringOutage: { status: number; ms: number; body: string }[] = [];
      let down = false;
      let running = true;
      const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
      // Times every request; those sent while PostgreSQL is down are kept for the checks.
      const timed = async (fn: () => Promise<{ statusCode: number; body: string }>) => {
        const sentWhileDown = down;
        const started = performance.now();
        const res = await fn();
        if (sentWhileDown && down)
          duringOutage.push({ status: res.statusCode, ms: performance.now() - started, body: res.body });
        return res;
      };
      const buyer = async (who: SignedIn) => {
        while (running) {
          const add = await timed(() =>
            app.inject({
              method: 'POST',
              url: '/api/partner/cart/items',
              headers: { ...who.headers, 'content-type': 'application/json' },
              payload: JSON.stringify({ productId: product.id, quantity: 1 }),
            }),
          );
          const res =
            add.statusCode === 201 ? await timed(() => checkout(ctx, who, checkoutBody(delivery.id))) : add;
          if (res.statusCode === 201) {
            const { orderId, orderNumber } = JSON.parse(res.body);
            acknowledged.push({ orderId, orderNumber, email: who.user.email });
          } else await pause(50);
        }
      };
      const reader = async () => {
        while (running) {
          const res = await timed(() => app.inject({ method: 'GET', url: '/api/store/products' }));
          if (res.statusCode !== 200) await pause(50);
        }
      };
      const load = Promise.all([...buyers.map(buyer), reader()]);
      try {
        while (acknowledged.length < 20) await pause(20);

        const stopping = performance.now();
        await cluster.stop();
        timings.stopMs = performance.now() - stopping;
        down = true;
        const ackedBeforeStop = [...acknowledged];

        const health = await app.inject({ method: 'GET', url: '/api/health' });
        expect(health.statusCode).toBe(503);
        expect(health.json().error.code).toBe('UNAVAILABLE');
        // Let the load run against the stopped database for a while.
        while (duringOutage.length < 40) await pause(50);

        expect(duringOutage.every((r) => r.status === 503)).toBe(true);
        for (const r of duringOutage)
          expect(JSON.parse(r.body)).toEqual({
            error: {
              code: 'UNAVAILABLE',
              message: 'Party Central is briefly unavailable. Please try again in a minute.',
            },
          });
        timings.slowestOutageAnswerMs = Math.max(...duringOutage.map((r) => r.ms));
        expect(timings.slowestOutageAnswerMs).toBeLessThan(5000);

        await cluster.start();
        down = false;
        const back = performance.now();
        let ready = await app.inject({ method: 'GET', url: '/api/health' });
        while (ready.statusCode !== 200 && performance.now() - back < 30_000) {
          await pause(100);
          ready = await app.inject({ method: 'GET', url: '/api/health' });
        }
        expect(ready.json()).toEqual({ ok: true, database: 'postgres' });
        const ackedAtRestart = acknowledged.length;
        while (acknowledged.length < ackedAtRestart + 4 && performance.now() - back < 30_000) await pause(20);
        timings.recoveryMs = performance.now() - back;
        expect(acknowledged.length).toBeGreaterThanOrEqual(ackedAtRestart + 4);
        expect(timings.recoveryMs).toBeLessThan(30_000);
        running = false;
        await load;

        // Every order acknowledged before the stop is still there, with its line.
        const ids = ackedBeforeStop.map((o) => o.orderId);
        const kept = await database.db
          .select({ id: orders.id, lines: count(orderItems.id) })
          .from(orders)
          .leftJoin(orderItems, eq(orderItems.orderId, orders.id))
          .where(inArray(orders.id, ids))
          .groupBy(orders.id);
        expect(kept).toHaveLength(ids.length);
        expect(kept.every((o) => o.lines === 1)).toBe(true);

        // The outbox sends each acknowledged order's confirmation exactly once, those left pending
        // by the outage included, once PostgreSQL is back.
        const mailsFor = (o: (typeof acknowledged)[number]) =>
          sink.messages.filter((m) => m.to.includes(o.email) && m.subject.includes(o.orderNumber));
        const mailing = performance.now();
        for (const o of acknowledged) await sink.waitForMail((m) => mailsFor(o).includes(m), 20_000);
        timings.outboxCatchUpMs = performance.now() - mailing;
        await pause(500); // any duplicate would be sent in the same drain
        for (const o of acknowledged) expect(mailsFor(o)).toHaveLength(1);
      } finally {
        running = false;
        await load;
      }
      console.log('fault timings (ms):', JSON.stringify(timings));
    }, 60_000);
  });
}
