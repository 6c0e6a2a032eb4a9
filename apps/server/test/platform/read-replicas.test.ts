import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type App, buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { type Database, openDatabase } from '../../src/db/client.ts';
import { runMigrations } from '../../src/db/migrate.ts';
import { products } from '../../src/db/schema/index.ts';
import { signInAs } from '../helpers/factories.ts';
import { type PrivateCluster, startPrivateCluster, startPrivateReplica } from '../helpers/private-cluster.ts';
import {
  addToCart,
  call,
  checkout,
  checkoutBody,
  createDeliveryMethod,
  createStockedProduct,
} from '../orders/order-fixtures.ts';

/**
 * Read replicas (DATABASE_READ_URL, ADR 0018): a private primary, a streaming replica of it made
 * with `pg_basebackup -R`, and the app on both. Replay paused on the replica makes the two differ,
 * which shows which one answers. Registered only in the PostgreSQL pass (TEST_DATABASE_URL set),
 * like faults.test.ts: PGlite has no replicas.
 */
if (process.env.TEST_DATABASE_URL) {
  let primary: PrivateCluster;
  let replica: PrivateCluster;
  let replicaSql: pg.Client;
  let database: Database;
  let app: App;
  let dataDir: string;

  beforeAll(async () => {
    primary = await startPrivateCluster();
    const migrator = await openDatabase({ url: primary.url });
    await runMigrations(migrator);
    await migrator.close();
    replica = await startPrivateReplica(primary);
    replicaSql = new pg.Client({ connectionString: replica.url });
    replicaSql.on('error', () => {});
    await replicaSql.connect();
    dataDir = mkdtempSync(join(tmpdir(), 'pc-replicas-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      DATABASE_URL: primary.url,
      DATABASE_READ_URL: replica.url,
      AUTH_SECRET: randomBytes(32).toString('hex'),
    });
    database = await openDatabase({ url: config.DATABASE_URL, readUrls: config.DATABASE_READ_URL });
    app = await buildApp({ config, database });
    await app.ready();
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await replicaSql?.end().catch(() => {});
    await replica?.destroy();
    await primary?.destroy();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  const storeProduct = (slug: string) => app.inject({ method: 'GET', url: `/api/store/products/${slug}` });
  /** A stocked product written on the primary, with its slug. */
  const newProduct = async (name: string) => {
    const { id } = await createStockedProduct({ database }, { name });
    const [row] = await database.db.select({ slug: products.slug }).from(products).where(eq(products.id, id));
    return { id, slug: row?.slug ?? '' };
  };

  describe('with replay paused on the replica', () => {
    it('serves the catalogue from the replica, the staff list and Track Orders from the primary', async () => {
      const ctx = { app, database };
      expect((await replicaSql.query('select pg_is_in_recovery() as standby')).rows).toEqual([
        { standby: true },
      ]);
      const before = await newProduct('Gold Streamers Before');
      const delivery = await createDeliveryMethod(ctx);
      const staff = await signInAs(ctx, { role: 'associate', associateRole: 'sales' });
      const partner = await signInAs(ctx, { role: 'partner' });
      // The replica catches up with everything written so far.
      await vi.waitFor(async () => expect((await storeProduct(before.slug)).statusCode).toBe(200), {
        timeout: 10_000,
      });

      await replicaSql.query('select pg_wal_replay_pause()');
      const after = await newProduct('Silver Streamers After');

      // The public product page and search read the replica, which has not seen the new product…
      expect((await storeProduct(after.slug)).statusCode).toBe(404);
      const search = await app.inject({
        method: 'GET',
        url: '/api/store/products?search=Silver%20Streamers',
      });
      expect(search.statusCode).toBe(200);
      expect(search.json().items).toEqual([]);
      // …while the staff product list reads the primary, which has.
      const staffList = await call(ctx, staff, 'GET', '/api/associate/products?search=Silver%20Streamers');
      expect(staffList.json().items.map((p: { id: string }) => p.id)).toEqual([after.id]);

      // A partner who places an order sees it at once in Track Orders: its reads are the primary's.
      await addToCart(ctx, partner, before.id, 2);
      const placed = await checkout(ctx, partner, checkoutBody(delivery.id));
      expect(placed.statusCode).toBe(201);
      const mine = await call(ctx, partner, 'GET', '/api/partner/orders');
      expect(mine.statusCode).toBe(200);
      expect(mine.json().items.map((o: { id: string }) => o.id)).toContain(placed.json().orderId);

      // Replay resumed, the replica shows the new product too.
      await replicaSql.query('select pg_wal_replay_resume()');
      await vi.waitFor(async () => expect((await storeProduct(after.slug)).statusCode).toBe(200), {
        timeout: 10_000,
      });
    });
  });

  describe('with the replica stopped', () => {
    it('still answers catalogue reads from the primary', async () => {
      // Written with replay paused: only the primary ever has it, so a 200 is the primary's answer.
      await replicaSql.query('select pg_wal_replay_pause()');
      const product = await newProduct('Primary Only Piñata');
      await replicaSql.end().catch(() => {});
      await replica.stop();
      const page = await storeProduct(product.slug);
      expect(page.statusCode).toBe(200);
      expect(page.json().id).toBe(product.id);
      const list = await app.inject({ method: 'GET', url: '/api/store/products' });
      expect(list.statusCode).toBe(200);
      expect(list.json().items.map((p: { id: string }) => p.id)).toContain(product.id);
    });
  });
}
