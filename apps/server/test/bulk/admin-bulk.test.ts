import { randomUUID } from 'node:crypto';
import { desc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, bulkOperations, productPriceHistory, products } from '../../src/db/schema/index.ts';
import { type SignedIn, signInAs } from '../helpers/factories.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';
import { call, createStockedProduct } from '../orders/order-fixtures.ts';
import { openEventStream } from '../platform/sse-client.ts';

let ctx: TestContext;
let admin: SignedIn;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signInAs(ctx, { role: null, isAdmin: true, name: 'Ada Admin' });
}, 60_000);
afterAll(() => ctx.close());

const prices = ['12.50', '0.99', '19.95', '100.00', '3.33'];
async function makeProducts(category: 'balloons' | 'tableware' = 'balloons') {
  const made = [];
  for (const price of prices) made.push(await createStockedProduct(ctx, { price, category }));
  return made.map((p) => p.id);
}
const priceMap = async (ids: string[]) =>
  new Map(
    (
      await ctx.database.db
        .select({ id: products.id, price: products.price })
        .from(products)
        .where(inArray(products.id, ids))
    ).map((r) => [r.id, r.price]),
  );
const runs = () => ctx.database.db.select().from(bulkOperations);

describe('admin bulk changes', () => {
  it('is for admins only', async () => {
    const associate = await signInAs(ctx, { role: 'associate', associateRole: 'product_management' });
    const body = { action: 'featured', isFeatured: true, filter: {} };
    expect((await call(ctx, associate, 'POST', '/api/admin/bulk', body)).statusCode).toBe(403);
    expect((await call(ctx, associate, 'POST', '/api/admin/bulk/preview', body)).statusCode).toBe(403);
    expect((await call(ctx, associate, 'GET', '/api/admin/bulk')).statusCode).toBe(403);
  });

  it('refuses a change it cannot make, with the reason', async () => {
    const ids = await makeProducts();
    const cases: [unknown, string][] = [
      [{ action: 'price_percent', percent: 0, productIds: ids }, 'Enter a percent other than 0'],
      [{ action: 'price_percent', percent: -95, productIds: ids }, 'Percent must be at least -90'],
      [{ action: 'price_percent', percent: 1.234, productIds: ids }, 'Percent has at most two decimals'],
      [{ action: 'category', productIds: ids }, 'Choose the new category'],
      [
        { action: 'featured', isFeatured: true, productIds: ids, filter: {} },
        'Select products or a filter, not both',
      ],
      [{ action: 'featured', isFeatured: true }, 'Select products or a filter, not both'],
    ];
    for (const [body, message] of cases) {
      const res = await call(ctx, admin, 'POST', '/api/admin/bulk', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.body).toContain(message);
    }
    const none = await call(ctx, admin, 'POST', '/api/admin/bulk', {
      action: 'category',
      category: 'balloons',
      productIds: ids,
    });
    expect(none.statusCode).toBe(409);
    expect(none.json().error.message).toBe(
      'Nothing to change: every selected product already has that value',
    );
  });

  it('refuses a price change that breaks the product form’s price rules, naming the products', async () => {
    const cheap = await createStockedProduct(ctx, { price: '0.04', name: 'Cake Candle Stub' });
    const dear = await createStockedProduct(ctx, { price: '200000.00', name: 'Gold Balloon Arch' });
    const fine = await createStockedProduct(ctx, { price: '12.50' });
    const ids = [cheap.id, dear.id, fine.id];
    const before = await priceMap(ids);
    const runsBefore = (await runs()).length;
    for (const url of ['/api/admin/bulk/preview', '/api/admin/bulk']) {
      const down = await call(ctx, admin, 'POST', url, {
        action: 'price_percent',
        percent: -90,
        productIds: ids,
      });
      expect(down.statusCode).toBe(400);
      expect(down.json().error.message).toBe(
        'This change would give 1 product a price the product form refuses: Cake Candle Stub ($0.04 → $0.00): Price must be greater than 0',
      );
      const up = await call(ctx, admin, 'POST', url, {
        action: 'price_percent',
        percent: 1000,
        productIds: ids,
      });
      expect(up.statusCode).toBe(400);
      expect(up.json().error.message).toBe(
        'This change would give 1 product a price the product form refuses: Gold Balloon Arch ($200,000.00 → $2,200,000.00): Price must be at most 1,000,000',
      );
    }
    expect(await priceMap(ids)).toEqual(before);
    expect((await runs()).length).toBe(runsBefore);
  });

  it('dry run lists every row it would change and writes nothing', async () => {
    const ids = await makeProducts();
    const before = await priceMap(ids);
    const runsBefore = (await runs()).length;
    const res = await call(ctx, admin, 'POST', '/api/admin/bulk/preview', {
      action: 'price_percent',
      percent: 10,
      productIds: ids,
    });
    expect(res.statusCode).toBe(200);
    const preview = res.json() as { matched: number; rows: { id: string; before: string; after: string }[] };
    expect(preview.matched).toBe(5);
    expect(new Map(preview.rows.map((r) => [r.id, [r.before, r.after]]))).toEqual(
      new Map([
        [ids[0], ['$12.50', '$13.75']],
        [ids[1], ['$0.99', '$1.09']],
        [ids[2], ['$19.95', '$21.95']],
        [ids[3], ['$100.00', '$110.00']],
        [ids[4], ['$3.33', '$3.66']],
      ]),
    );
    expect(await priceMap(ids)).toEqual(before);
    expect((await runs()).length).toBe(runsBefore);
    const history = await ctx.database.db
      .select()
      .from(productPriceHistory)
      .where(inArray(productPriceHistory.productId, ids));
    expect(history).toEqual([]);
  });

  it('a filter reaches the products whose name contains the text, in any case', async () => {
    const tag = `Zebra ${Date.now()}`;
    const named = await createStockedProduct(ctx, { name: `${tag} Plates`, price: '10.00' });
    await createStockedProduct(ctx, { name: 'Other Plates', price: '10.00' });
    const res = await call(ctx, admin, 'POST', '/api/admin/bulk/preview', {
      action: 'featured',
      isFeatured: true,
      filter: { search: tag.toUpperCase() },
    });
    expect(res.json()).toEqual({
      matched: 1,
      rows: [{ id: named.id, name: `${tag} Plates`, before: 'No', after: 'Yes' }],
    });
  });

  it('applies a price change in one run, audited, and undo restores every price exactly', async () => {
    const ids = await makeProducts('tableware');
    const original = await priceMap(ids);
    const res = await call(ctx, admin, 'POST', '/api/admin/bulk', {
      action: 'price_percent',
      percent: -33.33,
      filter: { category: 'tableware' },
    });
    expect(res.statusCode).toBe(201);
    const run = res.json() as {
      id: string;
      status: string;
      totalCount: number;
      canUndo: boolean;
      summary: string;
    };
    expect(run).toMatchObject({
      status: 'completed',
      totalCount: 5,
      canUndo: true,
      summary: 'Price -33.33%',
    });
    const changed = await priceMap(ids);
    expect(changed.get(ids[0]!)).toBe('8.33');
    expect(changed.get(ids[3]!)).toBe('66.67');
    const history = await ctx.database.db
      .select()
      .from(productPriceHistory)
      .where(inArray(productPriceHistory.productId, ids));
    expect(history).toHaveLength(5);
    const [audit] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, run.id))
      .orderBy(desc(auditLog.createdAt));
    expect(audit).toMatchObject({
      actorId: admin.user.id,
      action: 'bulk.applied',
      entityType: 'bulk_operations',
    });

    const list = (await call(ctx, admin, 'GET', '/api/admin/bulk')).json() as {
      items: { id: string; canUndo: boolean; createdByName: string }[];
    };
    expect(list.items[0]).toMatchObject({ id: run.id, canUndo: true, createdByName: 'Ada Admin' });

    const undo = await call(ctx, admin, 'POST', `/api/admin/bulk/${run.id}/undo`);
    expect(undo.statusCode).toBe(200);
    expect(undo.json()).toMatchObject({ status: 'undone', canUndo: false });
    expect(await priceMap(ids)).toEqual(original);
    const again = await call(ctx, admin, 'POST', `/api/admin/bulk/${run.id}/undo`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This bulk run cannot be undone');
    const audits = await ctx.database.db.select().from(auditLog).where(eq(auditLog.entityId, run.id));
    expect(audits.map((a) => a.action).sort()).toEqual(['bulk.applied', 'bulk.undone']);
  });

  it('changes category and featured, and only the latest run can be undone', async () => {
    const ids = await makeProducts();
    const first = await call(ctx, admin, 'POST', '/api/admin/bulk', {
      action: 'category',
      category: 'decorations',
      productIds: ids.slice(0, 2),
    });
    expect(first.statusCode).toBe(201);
    const second = await call(ctx, admin, 'POST', '/api/admin/bulk', {
      action: 'featured',
      isFeatured: true,
      productIds: ids,
    });
    expect(second.statusCode).toBe(201);
    const rows = await ctx.database.db
      .select({ id: products.id, category: products.category, isFeatured: products.isFeatured })
      .from(products)
      .where(inArray(products.id, ids));
    expect(
      rows
        .filter((r) => r.category === 'decorations')
        .map((r) => r.id)
        .sort(),
    ).toEqual(ids.slice(0, 2).sort());
    expect(rows.every((r) => r.isFeatured)).toBe(true);

    const older = await call(ctx, admin, 'POST', `/api/admin/bulk/${first.json().id}/undo`);
    expect(older.statusCode).toBe(409);
    expect(older.json().error.message).toBe('Only the latest bulk run can be undone');
    expect((await call(ctx, admin, 'POST', `/api/admin/bulk/${second.json().id}/undo`)).statusCode).toBe(200);
    // With the featured run undone, the category run is the latest again.
    expect((await call(ctx, admin, 'POST', `/api/admin/bulk/${first.json().id}/undo`)).statusCode).toBe(200);
    const restored = await ctx.database.db
      .select({ category: products.category, isFeatured: products.isFeatured })
      .from(products)
      .where(inArray(products.id, ids));
    expect(restored.every((r) => r.category === 'balloons' && !r.isFeatured)).toBe(true);
  });

  it('tells the admin how far a run and its undo have got while their transaction still runs', async () => {
    const prefix = `Progress Balloon ${Date.now()}`;
    await ctx.database.db.execute(sql`
      insert into products (name, slug, price, category, stock_quantity)
      select ${prefix} || ' ' || i, 'progress-' || md5(${prefix} || i), 5.00, 'balloons', 10
      from generate_series(1, 2500) as i`);
    const baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openEventStream(baseUrl, admin.cookie);
    try {
      const [runId, undoId] = [randomUUID(), randomUUID()];
      const progress = (id: string) =>
        stream.events
          .filter((e) => e.event === 'work.progress' && (e.data as { progressId: string }).progressId === id)
          .map((e) => e.data as { phase: string; done: number; total: number });
      let committedAtFirstStep: number | undefined;
      const firstStep = stream
        .waitFor((e) => e.event === 'work.progress', 30_000)
        .then(async () => {
          // On PostgreSQL the run's row is not visible yet: the step was sent mid-transaction.
          if (ctx.database.driver === 'postgres')
            committedAtFirstStep = (await runs()).filter((r) => r.totalCount === 2500).length;
        });
      const body = { action: 'price_percent', percent: 10, filter: { search: prefix } };
      const res = await call(ctx, admin, 'POST', `/api/admin/bulk?progressId=${runId}`, body);
      expect(res.statusCode).toBe(201);
      await firstStep;
      await stream.waitFor(() => progress(runId).at(-1)?.done === 2500);
      // A step a chunk (1,000 rows), at most four a second, and always the last.
      const steps = progress(runId);
      expect(steps[0]).toEqual({ progressId: runId, phase: 'writing', done: 1000, total: 2500 });
      expect(steps.at(-1)).toEqual({ progressId: runId, phase: 'writing', done: 2500, total: 2500 });
      expect(steps.map((s) => s.done)).toEqual([...steps.map((s) => s.done)].sort((a, b) => a - b));
      if (ctx.database.driver === 'postgres') expect(committedAtFirstStep).toBe(0);

      const undo = await call(
        ctx,
        admin,
        'POST',
        `/api/admin/bulk/${res.json().id}/undo?progressId=${undoId}`,
      );
      expect(undo.statusCode).toBe(200);
      await stream.waitFor(() => progress(undoId).at(-1)?.done === 2500);
      expect(progress(undoId)[0]).toMatchObject({ phase: 'writing', done: 1000, total: 2500 });
      // A run the browser does not follow (no progressId) sends nothing: by the time the undo of it,
      // followed, has said it is done, every event sent before has arrived.
      const quiet = await call(ctx, admin, 'POST', '/api/admin/bulk', { ...body, percent: 5 });
      expect(quiet.statusCode).toBe(201);
      const lastId = randomUUID();
      await call(ctx, admin, 'POST', `/api/admin/bulk/${quiet.json().id}/undo?progressId=${lastId}`);
      await stream.waitFor(() => progress(lastId).at(-1)?.done === 2500);
      const ids = stream.events
        .filter((e) => e.event === 'work.progress')
        .map((e) => (e.data as { progressId: string }).progressId);
      expect(new Set(ids)).toEqual(new Set([runId, undoId, lastId]));
    } finally {
      stream.close();
    }
  }, 60_000);
});
