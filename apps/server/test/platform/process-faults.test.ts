import { type SQL, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  connectionRefused,
  type HttpBuyer,
  signInOverHttp,
  startServerProcess,
} from '../helpers/server-process.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-app.ts';
import { checkoutBody, createDeliveryMethod, createStockedProduct } from '../orders/order-fixtures.ts';
import { openEventStream } from './sse-client.ts';

/**
 * Faults (issue 17) of the server process itself: killed with SIGKILL mid-checkout, and stopped
 * with SIGTERM while it serves. The real server runs as a child process (helpers/server-process.ts)
 * on a database of this file. PostgreSQL pass only (TEST_DATABASE_URL set): a PGlite data
 * directory lives inside the one process, and vitest.config.ts leaves this file out without it.
 */
if (process.env.TEST_DATABASE_URL) {
  let testDb: TestDatabase;
  let databaseUrl: string;
  const timings: Record<string, number> = {};
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const since = (start: number) => Math.round(performance.now() - start);

  beforeAll(async () => {
    testDb = await createTestDatabase();
    databaseUrl = testDb.url!;
  });

  afterAll(async () => {
    await testDb?.drop();
    console.log('process fault timings (ms):', JSON.stringify(timings));
  });

  const ctx = () => ({ database: testDb.database });
  const rowsOf = async <Row>(statement: SQL) =>
    ((await testDb.database.db.execute(statement)) as unknown as { rows: Row[] }).rows;

  async function post(baseUrl: string, who: HttpBuyer, path: string, body: unknown) {
    return fetch(`${baseUrl}${path}`, { method: 'POST', headers: who.headers, body: JSON.stringify(body) });
  }

  /** Each product's stock, the sum of its inventory history and the units on its order lines. */
  async function stockLedger(productIds: string[]) {
    const rows = await rowsOf<{
      id: string;
      stock: number;
      moved: number;
      ordered: number;
    }>(sql`
      select p.id, p.stock_quantity as stock,
        (select coalesce(sum(h.quantity_change), 0)::int from inventory_history h where h.product_id = p.id) as moved,
        (select coalesce(sum(i.quantity), 0)::int from order_items i where i.product_id = p.id) as ordered
      from products p where p.id in ${productIds}`);
    return rows;
  }

  async function ordersWithoutLines(): Promise<number> {
    const rows = await rowsOf<{ n: number }>(
      sql`select count(*)::int as n from orders o where not exists (select 1 from order_items i where i.order_id = o.id)`,
    );
    return rows[0]!.n;
  }

  describe('the server killed with SIGKILL mid-checkout', () => {
    it('leaves no order without lines and stock equal to its history, and serves checkouts once started again', async () => {
      const initial = 100_000;
      const balloons = await createStockedProduct(ctx(), { stock: initial });
      const plates = await createStockedProduct(ctx(), { stock: initial, category: 'tableware' });
      const delivery = await createDeliveryMethod(ctx());
      let server = await startServerProcess(databaseUrl);
      try {
        const buyers: HttpBuyer[] = [];
        for (let i = 0; i < 6; i++) buyers.push(await signInOverHttp(server.url, testDb.database));

        const acknowledged: string[] = [];
        let checkoutsInFlight = 0;
        let killed = false;
        let failure: unknown;
        const buy = async (who: HttpBuyer) => {
          while (!killed) {
            try {
              const a = await post(server.url, who, '/api/partner/cart/items', {
                productId: balloons.id,
                quantity: 1,
              });
              const b = await post(server.url, who, '/api/partner/cart/items', {
                productId: plates.id,
                quantity: 2,
              });
              expect([a.status, b.status]).toEqual([201, 201]);
              checkoutsInFlight += 1;
              const res = await post(
                server.url,
                who,
                '/api/partner/checkout',
                checkoutBody(delivery.id),
              ).finally(() => (checkoutsInFlight -= 1));
              expect(res.status).toBe(201);
              acknowledged.push(((await res.json()) as { orderId: string }).orderId);
            } catch (err) {
              // Requests sent to the killed process fail at the socket; anything else is a defect.
              if (!killed) throw err;
            }
          }
        };
        const load = Promise.all(buyers.map(buy)).catch((err) => {
          failure = err;
        });
        while (!failure && (acknowledged.length < 12 || checkoutsInFlight < 3)) await pause(5);
        if (failure) throw failure;

        const killing = performance.now();
        timings.checkoutsInFlightAtKill = checkoutsInFlight;
        killed = true;
        server.child.kill('SIGKILL');
        expect(await server.exited).toEqual({ code: null, signal: 'SIGKILL' });
        await load;

        // PostgreSQL rolls back what the dead process's connections left open; nothing half-done.
        expect(await ordersWithoutLines()).toBe(0);
        const lineCounts = await rowsOf<{ lines: number }>(
          sql`select count(*)::int as lines from order_items where product_id in ${[balloons.id, plates.id]} group by order_id`,
        );
        expect(lineCounts.length).toBeGreaterThanOrEqual(acknowledged.length);
        expect(new Set(lineCounts.map((o) => o.lines))).toEqual(new Set([2]));
        const kept = await rowsOf<{ n: number }>(
          sql`select count(*)::int as n from orders where id in ${acknowledged}`,
        );
        expect(kept[0]!.n).toBe(acknowledged.length);
        for (const p of await stockLedger([balloons.id, plates.id])) {
          expect(p.stock).toBe(initial + p.moved);
          expect(p.stock).toBe(initial - p.ordered);
        }
        timings.killToConsistentMs = since(killing);

        const restarting = performance.now();
        server = await startServerProcess(databaseUrl);
        timings.restartToHealthyMs = since(restarting);
        const who = buyers[0]!;
        const added = await post(server.url, who, '/api/partner/cart/items', {
          productId: balloons.id,
          quantity: 1,
        });
        expect(added.status).toBe(201);
        const res = await post(server.url, who, '/api/partner/checkout', checkoutBody(delivery.id));
        expect(res.status).toBe(201);
        const { orderId } = (await res.json()) as { orderId: string };
        const lines = await rowsOf<{ product_id: string }>(
          sql`select product_id from order_items where order_id = ${orderId}`,
        );
        expect(lines.map((l) => l.product_id)).toContain(balloons.id);
        for (const p of await stockLedger([balloons.id, plates.id])) {
          expect(p.stock).toBe(initial + p.moved);
          expect(p.stock).toBe(initial - p.ordered);
        }
        timings.ordersBeforeKill = acknowledged.length;
      } finally {
        await server.stop();
      }
    }, 60_000);
  });

  describe('the server stopped with SIGTERM', () => {
    /**
     * Checkouts held in flight for as long as the test needs: a transaction of the test's own locks
     * the product row (FOR NO KEY UPDATE: foreign-key checks still pass), so each checkout waits
     * on its stock update, its order already written, until `release` commits.
     */
    async function holdProduct(productId: string, waiters: number) {
      const holder = new pg.Client({ connectionString: databaseUrl });
      await holder.connect();
      await holder.query('begin');
      await holder.query('select 1 from products where id = $1 for no key update', [productId]);
      return {
        /** Resolves once `waiters` sessions wait on a lock (the checkouts are in flight). */
        async waiting() {
          for (;;) {
            const { rows } = await holder.query<{ n: number }>(
              `select count(*)::int as n from pg_stat_activity
               where datname = current_database() and wait_event_type = 'Lock'`,
            );
            if (rows[0]!.n >= waiters) return;
            await pause(20);
          }
        },
        async release() {
          await holder.query('commit');
          await holder.end();
        },
      };
    }

    it('finishes in-flight checkouts, ends live streams cleanly, refuses new connections and exits 0', async () => {
      const product = await createStockedProduct(ctx(), { stock: 1000 });
      const delivery = await createDeliveryMethod(ctx());
      const server = await startServerProcess(databaseUrl);
      let held: Awaited<ReturnType<typeof holdProduct>> | undefined;
      try {
        const buyers: HttpBuyer[] = [];
        for (let i = 0; i < 3; i++) buyers.push(await signInOverHttp(server.url, testDb.database));
        for (const who of buyers)
          expect(
            (await post(server.url, who, '/api/partner/cart/items', { productId: product.id, quantity: 2 }))
              .status,
          ).toBe(201);
        const streams = [
          await openEventStream(server.url, buyers[0]!.cookie),
          await openEventStream(server.url, ''),
        ];
        for (const s of streams) expect(s.status).toBe(200);

        held = await holdProduct(product.id, 3);
        const checkouts = buyers.map((who) =>
          post(server.url, who, '/api/partner/checkout', checkoutBody(delivery.id)),
        );
        await held.waiting();

        const terminating = performance.now();
        server.child.kill('SIGTERM');
        // The server ends the streams: a clean end of the body, not a reset.
        expect(await Promise.all(streams.map((s) => s.ended))).toEqual(['end', 'end']);
        timings.sigtermToStreamsEndedMs = since(terminating);
        for (const s of streams) expect(s.raw()).toContain(': connected');
        while (!(await connectionRefused(server.port))) await pause(20);
        timings.sigtermToRefusingMs = since(terminating);
        // The checkouts are still waiting on the row, and the process on them.
        expect(server.child.exitCode).toBeNull();

        const releasing = performance.now();
        await held.release();
        const answers = await Promise.all(checkouts);
        expect(answers.map((r) => r.status)).toEqual([201, 201, 201]);
        for (const r of answers) expect(await r.json()).toMatchObject({ orderId: expect.any(String) });
        expect(await server.exited).toEqual({ code: 0, signal: null });
        timings.releaseToExitMs = since(releasing);
        timings.sigtermToExitMs = since(terminating);
        const [ledger] = await stockLedger([product.id]);
        expect(ledger).toMatchObject({ stock: 1000 - 6, ordered: 6 });
      } finally {
        await held?.release().catch(() => {});
        await server.stop();
      }
    }, 60_000);

    it('exits 1 at a second SIGTERM while a request still holds the shutdown, saying why', async () => {
      const product = await createStockedProduct(ctx(), { stock: 10 });
      const delivery = await createDeliveryMethod(ctx());
      const server = await startServerProcess(databaseUrl, { LOG_LEVEL: 'warn' });
      let held: Awaited<ReturnType<typeof holdProduct>> | undefined;
      try {
        const who = await signInOverHttp(server.url, testDb.database);
        expect(
          (await post(server.url, who, '/api/partner/cart/items', { productId: product.id, quantity: 1 }))
            .status,
        ).toBe(201);
        held = await holdProduct(product.id, 1);
        const stuck = post(server.url, who, '/api/partner/checkout', checkoutBody(delivery.id)).catch(
          () => null,
        );
        await held.waiting();

        server.child.kill('SIGTERM');
        while (!(await connectionRefused(server.port))) await pause(20);
        const second = performance.now();
        server.child.kill('SIGTERM');
        expect(await server.exited).toEqual({ code: 1, signal: null });
        timings.secondSigtermToExitMs = since(second);
        expect(server.output()).toContain('second signal during shutdown: exiting now');
        await stuck;
      } finally {
        await held?.release();
        await server.stop();
      }
      // The checkout cut short never committed: the stock is whole and no order was made.
      const [ledger] = await stockLedger([product.id]);
      expect(ledger).toMatchObject({ stock: 10, moved: 0, ordered: 0 });
    }, 60_000);
  });
}
