import { randomUUID } from 'node:crypto';
import { businessDay, formatDisplayDate } from '@party/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, orders } from '../../src/db/schema/index.ts';
import { exportOrders } from '../../src/domains/orders/export-orders.ts';
import { parseCsvRecords } from '../../src/lib/csv.ts';
import { noProgress } from '../../src/lib/progress.ts';
import { companyOf } from '../helpers/companies.ts';
import { type SignedIn, signInAs } from '../helpers/factories.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';
import { openEventStream } from '../platform/sse-client.ts';
import { call, createDeliveryMethod } from './order-fixtures.ts';
import { placeOrderFor, setStatus } from './staff-fixtures.ts';

// Export CSV of the staff Orders list (docs/product/associate-portal.md, Orders), read two orders a
// chunk (EXPORT_CHUNK_ROWS) so that a handful of orders crosses several chunk boundaries.

/** The SQL statements the app sent: the export's chunk reads are the ones that read a cursor's time. */
const statements: string[] = [];
const chunkReads = () => statements.filter((s) => s.includes('"created_at"::text')).length;

let ctx: TestContext;
let sales: SignedIn;
let finance: SignedIn;
let admin: SignedIn;
let gala: SignedIn;
let formula: SignedIn;
/** Every order placed, newest first as the list shows them. */
let placed: string[];

beforeAll(async () => {
  ctx = await createTestApp({ EXPORT_CHUNK_ROWS: '2' }, { onQuery: (s) => statements.push(s) });
  const delivery = await createDeliveryMethod(ctx, { name: 'Standard Delivery', cost: '9.95' });
  sales = await signInAs(ctx, { role: 'associate', associateRole: 'sales' });
  finance = await signInAs(ctx, { role: 'associate', associateRole: 'finance' });
  admin = await signInAs(ctx, { role: null, isAdmin: true });
  gala = await signInAs(ctx, { name: 'Gina Gala' });
  formula = await signInAs(ctx, { name: 'Fred Formula' });
  await ctx.database.db
    .update(companies)
    .set({ name: 'Gala Events' })
    .where(eq(companies.id, await companyOf(ctx, gala.user.id)));
  await ctx.database.db
    .update(companies)
    .set({ name: '=HYPERLINK("http://x") Supplies' })
    .where(eq(companies.id, await companyOf(ctx, formula.user.id)));
  const ids: string[] = [];
  for (let i = 0; i < 5; i++)
    ids.push(
      (
        await placeOrderFor(ctx, gala, delivery.id, [
          ['4.50', 2],
          ['10.00', 1],
        ])
      ).orderId,
    );
  for (let i = 0; i < 2; i++)
    ids.push((await placeOrderFor(ctx, formula, delivery.id, [['3.00', 1]])).orderId);
  // Two orders at the very same time, and two a microsecond apart within one millisecond: a chunk's
  // edge between them must neither skip nor repeat one.
  const at = (id: string, time: string) =>
    ctx.database.db.execute(sql`update orders set created_at = ${time}::timestamptz where id = ${id}`);
  await at(ids[1]!, '2026-03-01 10:00:00.123456+00');
  await at(ids[2]!, '2026-03-01 10:00:00.123456+00');
  await at(ids[3]!, '2026-03-01 10:00:00.123401+00');
  await at(ids[4]!, '2026-03-01 10:00:00.123402+00');
  const list = (await call(ctx, sales, 'GET', '/api/associate/orders?pageSize=100')).json();
  placed = list.items.map((o: { id: string }) => o.id);
}, 120_000);
afterAll(() => ctx.close());

const exportAs = (who: SignedIn, query = '', base = '/api/associate/orders') =>
  call(ctx, who, 'GET', `${base}/export${query}`);
/** The file's rows after its header, as a spreadsheet reads them. */
const rowsOf = (body: string) => parseCsvRecords(body).map((r) => r.fields);

describe('orders export', () => {
  it('requires authentication; every associate and admin exports, nobody else', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/associate/orders/export' })).statusCode).toBe(
      401,
    );
    expect((await exportAs(sales)).statusCode).toBe(200);
    expect((await exportAs(finance)).statusCode).toBe(200);
    expect((await exportAs(admin, '', '/api/admin/orders')).statusCode).toBe(200);
    expect((await exportAs(sales, '', '/api/admin/orders')).statusCode).toBe(403);
    expect((await exportAs(gala)).statusCode).toBe(403);
    const vendor = await signInAs(ctx, { role: 'vendor' });
    expect((await exportAs(vendor)).statusCode).toBe(403);
  });

  it('writes every order, all pages, in the list order across chunk boundaries, one row each', async () => {
    const res = await exportAs(sales);
    expect(res.headers['content-type']).toBe('text/csv');
    expect(res.headers['content-disposition']).toContain(
      `attachment; filename="orders-${businessDay()}.csv"`,
    );
    const [header, ...rows] = rowsOf(res.body);
    expect(header).toEqual([
      'Order number',
      'Date',
      'Company',
      'Placed by',
      'Email',
      'Status',
      'Payment method',
      'Delivery method',
      'Items',
      'Subtotal (AUD)',
      'Discount (AUD)',
      'Delivery (AUD)',
      'GST (AUD)',
      'Total (AUD)',
    ]);
    expect(rows.map((r) => r[0])).toEqual(placed.map((id) => id.slice(0, 8)));
    const newest = (await ctx.database.db.select().from(orders).where(eq(orders.id, placed[0]!)))[0]!;
    expect(rows[0]).toEqual([
      placed[0]!.slice(0, 8),
      formatDisplayDate(newest.createdAt),
      // The formula guard's apostrophe: a spreadsheet shows the name as text.
      `'=HYPERLINK("http://x") Supplies`,
      'Fred Formula',
      formula.user.email,
      'Pending',
      'By invoice',
      'Standard Delivery',
      '1',
      '3.00',
      '0.00',
      '9.95',
      '1.18',
      '12.95',
    ]);
    // 2 × $4.50 + $10.00 = $19.00 of goods, $9.95 delivery, $28.95 in all, of which GST $2.63.
    expect(rows.find((r) => r[2] === 'Gala Events')!.slice(8)).toEqual([
      '3',
      '19.00',
      '0.00',
      '9.95',
      '2.63',
      '28.95',
    ]);
  });

  it("writes the orders the list's search and status find, and no other", async () => {
    const found = rowsOf((await exportAs(sales, '?search=gala')).body).slice(1);
    expect(found.map((r) => r[2])).toEqual(Array(5).fill('Gala Events'));
    expect((await setStatus(ctx, sales, placed.at(-1)!, 'processing')).statusCode).toBe(200);
    const processing = rowsOf((await exportAs(admin, '?status=processing', '/api/admin/orders')).body);
    expect(processing.slice(1).map((r) => [r[0], r[5]])).toEqual([
      [placed.at(-1)!.slice(0, 8), 'Processing'],
    ]);
    expect(rowsOf((await exportAs(sales, '?search=gala&status=delivered')).body)).toHaveLength(1);
  });

  it('guards a name a spreadsheet would run as a formula', async () => {
    const res = await exportAs(sales, '?search=supplies');
    expect(res.body).toContain(`,"'=HYPERLINK(""http://x"") Supplies",`);
  });

  it('tells only the exporter how far it has got', async () => {
    const baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const [mine, theirs] = [
      await openEventStream(baseUrl, sales.cookie),
      await openEventStream(baseUrl, finance.cookie),
    ];
    try {
      const [myId, theirId] = [randomUUID(), randomUUID()];
      expect((await exportAs(sales, `?progressId=${myId}`)).statusCode).toBe(200);
      const steps = () =>
        mine.events.filter((e) => e.event === 'work.progress').map((e) => e.data as Record<string, unknown>);
      await mine.waitFor(() => steps().at(-1)?.done === 7);
      expect(steps()[0]).toEqual({ progressId: myId, phase: 'exporting', done: 0, total: 7 });
      expect(steps().at(-1)).toEqual({ progressId: myId, phase: 'exporting', done: 7, total: 7 });
      // The finance associate heard nothing of it by the time their own export's steps arrive.
      expect((await exportAs(finance, `?progressId=${theirId}`)).statusCode).toBe(200);
      await theirs.waitFor((e) => e.event === 'work.progress' && (e.data as { done: number }).done === 7);
      const heard = theirs.events.filter((e) => e.event === 'work.progress');
      expect(heard.every((e) => (e.data as { progressId: string }).progressId === theirId)).toBe(true);
    } finally {
      mine.close();
      theirs.close();
    }
  });

  it('gives its first rows after one chunk is read, reading each next chunk only as rows are taken', async () => {
    const principal = { ...(await call(ctx, sales, 'GET', '/api/me')).json().principal };
    const before = chunkReads();
    const file = await exportOrders(ctx.database.db, principal, {}, { chunkRows: 2, progress: noProgress });
    expect(file.total).toBe(7);
    const rows = file.rows[Symbol.asyncIterator]();
    await rows.next(); // the header
    expect(chunkReads() - before).toBe(0);
    await rows.next();
    await rows.next();
    expect(chunkReads() - before).toBe(1);
    await rows.next();
    expect(chunkReads() - before).toBe(2);
    // Four chunks hold the seven orders; stopped here, the rest are never read.
    await rows.return?.(undefined);
    expect(chunkReads() - before).toBe(2);
  });
});
