import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { setImmediate } from 'node:timers/promises';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  emailOutbox,
  notifications,
  productPriceHistory,
  products,
  systemSettings,
} from '../../src/db/schema/index.ts';
import { parseCsvRecords } from '../../src/lib/csv.ts';
import { readAuditLog } from '../helpers/audit.ts';
import { type SignedIn, signInAs } from '../helpers/factories.ts';
import { multipartBody } from '../helpers/multipart.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';
import {
  addToCart,
  call,
  checkout,
  checkoutBody,
  createDeliveryMethod,
  createStockedProduct,
} from '../orders/order-fixtures.ts';
import { openEventStream } from '../platform/sse-client.ts';

let ctx: TestContext;
let manager: SignedIn;
let finance: SignedIn;
let sales: SignedIn;
let admin: SignedIn;

beforeAll(async () => {
  ctx = await createTestApp();
  manager = await signInAs(ctx, {
    role: 'associate',
    associateRole: 'product_management',
    name: 'Priya Manager',
  });
  finance = await signInAs(ctx, { role: 'associate', associateRole: 'finance', name: 'Fin Ance' });
  sales = await signInAs(ctx, { role: 'associate', associateRole: 'sales' });
  admin = await signInAs(ctx, { role: null, isAdmin: true, name: 'Ada Admin' });
}, 60_000);
afterAll(() => ctx.close());

const tag = () => randomUUID().slice(0, 8);
/** What imports left in the app's temporary folder (DATA_DIR/tmp): nothing, once each has ended. */
const tempFiles = () => (existsSync(join(ctx.dataDir, 'tmp')) ? readdirSync(join(ctx.dataDir, 'tmp')) : []);
/** The CSV file posted as the Import dialog sends it: multipart/form-data, field `file`. */
function importCsv(who: SignedIn, csv: string, options: { name?: string; progressId?: string } = {}) {
  const form = multipartBody({}, [
    { name: options.name ?? 'products.csv', type: 'text/csv', content: Buffer.from(csv) },
  ]);
  const query = options.progressId ? `?progressId=${options.progressId}` : '';
  return ctx.app.inject({
    method: 'POST',
    url: `/api/associate/products/import${query}`,
    headers: { ...who.headers, ...form.headers },
    payload: form.payload,
  });
}
const form = (overrides: Record<string, unknown> = {}) => ({
  name: `Gold Balloon ${tag()}`,
  category: 'balloons',
  description: 'Shiny gold latex balloons',
  imageUrl: '',
  price: '12.50',
  cost: '5.00',
  stockQuantity: '40',
  isFeatured: false,
  features: ['Pack of 20'],
  ...overrides,
});
async function create(overrides: Record<string, unknown> = {}, who: SignedIn = manager) {
  const res = await call(ctx, who, 'POST', '/api/associate/products', form(overrides));
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.body}`);
  return res.json() as { id: string; name: string; stockQuantity: number };
}
const stockOf = async (id: string) =>
  (await ctx.database.db.select({ n: products.stockQuantity }).from(products).where(eq(products.id, id)))[0]!
    .n;
const alertsFor = (userId: string, name: string) =>
  ctx.database.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .then((rows) => rows.filter((r) => r.title === `Low Stock Alert: ${name}`));

describe('staff products', () => {
  it('requires authentication; every associate reads, only product managers and finance write', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/associate/products' })).statusCode).toBe(401);
    const partner = await signInAs(ctx);
    expect((await call(ctx, partner, 'GET', '/api/associate/products')).statusCode).toBe(403);
    const product = await create();
    for (const url of [
      '/api/associate/products',
      '/api/associate/products/stats',
      `/api/associate/products/${product.id}/price-history`,
      `/api/associate/products/${product.id}/inventory-history`,
    ])
      expect((await call(ctx, sales, 'GET', url)).statusCode).toBe(200);
    const forced: [string, 'POST' | 'PATCH' | 'DELETE', unknown?][] = [
      ['/api/associate/products', 'POST', form()],
      [`/api/associate/products/${product.id}`, 'PATCH', form({ price: '1.00' })],
      [`/api/associate/products/${product.id}`, 'DELETE'],
      ['/api/associate/products/bulk-delete', 'POST', { ids: [product.id] }],
      ['/api/associate/products/bulk-featured', 'POST', { ids: [product.id], isFeatured: true }],
      [
        `/api/associate/products/${product.id}/stock-adjustments`,
        'POST',
        { changeType: 'restock', quantity: 5 },
      ],
    ];
    for (const [url, method, body] of forced) {
      const res = await ctx.app.inject({
        method,
        url,
        headers: { ...sales.headers, ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { payload: JSON.stringify(body) } : {}),
      });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await importCsv(sales, 'name,price\nX,1.00')).statusCode).toBe(403);
    const row = (await ctx.database.db.select().from(products).where(eq(products.id, product.id)))[0]!;
    expect(row).toMatchObject({ price: '12.50', stockQuantity: 40, isFeatured: false });
  });

  it('refuses a bad form with the form texts beside the fields', async () => {
    const res = await call(ctx, manager, 'POST', '/api/associate/products', {
      ...form(),
      name: '  ',
      price: '0',
      cost: '-1',
      stockQuantity: '2.5',
      imageUrl: 'not a url',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({
      name: 'Product name is required',
      price: 'Price must be greater than 0',
      cost: 'Cost cannot be negative',
      stockQuantity: 'Quantity must be a whole number',
      imageUrl: 'Please enter a valid URL',
    });
  });

  it('searches name, category and description case-insensitively, ten to a page', async () => {
    const word = `zq${tag()}`;
    for (let i = 0; i < 12; i++)
      await create({ name: `${word.toUpperCase()} Plate ${String(i).padStart(2, '0')}` });
    await create({ name: `Napkins ${tag()}`, description: `Soft ${word} napkins` });
    const first = (await call(ctx, sales, 'GET', `/api/associate/products?search=${word}`)).json();
    expect(first.total).toBe(13);
    expect(first.items).toHaveLength(10);
    expect(first.items[0].name).toContain('Napkins');
    expect(first.items[1].name).toBe(`${word.toUpperCase()} Plate 00`);
    const second = (await call(ctx, sales, 'GET', `/api/associate/products?search=${word}&page=2`)).json();
    expect(second.items.map((p: { name: string }) => p.name)).toEqual([
      `${word.toUpperCase()} Plate 09`,
      `${word.toUpperCase()} Plate 10`,
      `${word.toUpperCase()} Plate 11`,
    ]);
    const cake = await create({ name: `Topper ${tag()}`, category: 'cake-supplies', description: '' });
    const byCategory = (await call(ctx, sales, 'GET', '/api/associate/products?search=CAKE%20SUPP')).json();
    expect(byCategory.items.map((p: { id: string }) => p.id)).toContain(cake.id);
    expect(byCategory.items.every((p: { category: string }) => p.category === 'cake-supplies')).toBe(true);
    const none = (await call(ctx, sales, 'GET', `/api/associate/products?search=nothing-${word}`)).json();
    expect(none).toMatchObject({ items: [], total: 0 });
  });

  it('writes one price-history row per price or cost change, naming who changed it', async () => {
    const product = await create({ price: '10.00', cost: '4.00' });
    await call(
      ctx,
      manager,
      'PATCH',
      `/api/associate/products/${product.id}`,
      form({ name: product.name, price: '10.00', cost: '4.00' }),
    );
    await call(
      ctx,
      manager,
      'PATCH',
      `/api/associate/products/${product.id}`,
      form({ name: product.name, price: '11.50', cost: '4.00' }),
    );
    const edited = await call(
      ctx,
      finance,
      'PATCH',
      `/api/associate/products/${product.id}`,
      form({ name: 'Renamed', price: '11.50', cost: '4.25' }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ name: 'Renamed', price: 11.5, cost: 4.25 });
    const history = (
      await call(ctx, sales, 'GET', `/api/associate/products/${product.id}/price-history`)
    ).json();
    expect(history.items).toMatchObject([
      { previousPrice: 11.5, newPrice: 11.5, previousCost: 4, newCost: 4.25, changedByName: 'Fin Ance' },
      { previousPrice: 10, newPrice: 11.5, previousCost: 4, newCost: 4, changedByName: 'Priya Manager' },
      { previousPrice: null, newPrice: 10, newCost: 4, changedByName: 'Priya Manager' },
    ]);
    expect(
      (await call(ctx, manager, 'PATCH', `/api/associate/products/${randomUUID()}`, form())).statusCode,
    ).toBe(404);
  });

  it('counts the statistics by the product rules (docs/product/associate-portal.md)', async () => {
    // A fresh database shows how the five figures are made; this file's other products count too,
    // so the figures are compared before and after adding known products.
    const before = (await call(ctx, sales, 'GET', '/api/associate/products/stats')).json();
    await create({ price: '10.00', cost: '5.00', stockQuantity: '0', category: 'tableware' }); // 50 %
    await create({ price: '20.00', cost: '0', stockQuantity: '5', category: 'tableware' }); // N/A
    await create({ price: '4.00', cost: '3.00', stockQuantity: '11', category: 'tableware' }); // 25 %
    const after = (await call(ctx, sales, 'GET', '/api/associate/products/stats')).json();
    expect(after.totalProducts - before.totalProducts).toBe(3);
    expect(after.outOfStockProducts - before.outOfStockProducts).toBe(1);
    expect(after.lowStockProducts - before.lowStockProducts).toBe(1);
    expect(Math.round((after.inventoryValue - before.inventoryValue) * 100)).toBe((20 * 5 + 4 * 11) * 100);
    expect((after.categories.tableware ?? 0) - (before.categories.tableware ?? 0)).toBe(3);
    const rows = await ctx.database.db.select({ price: products.price, cost: products.cost }).from(products);
    const marginSum = rows
      .filter((r) => Number(r.cost) > 0)
      .reduce((sum, r) => sum + ((Number(r.price) - Number(r.cost)) / Number(r.price)) * 100, 0);
    expect(after.avgProfitMargin).toBe(Math.round(marginSum / rows.length));
  });

  it('deletes one product, a selection, and features a selection', async () => {
    const [a, b, c] = [await create(), await create(), await create()];
    expect((await call(ctx, manager, 'DELETE', `/api/associate/products/${a.id}`)).json()).toEqual({
      count: 1,
    });
    expect((await call(ctx, manager, 'DELETE', `/api/associate/products/${a.id}`)).statusCode).toBe(404);
    const featured = await call(ctx, finance, 'POST', '/api/associate/products/bulk-featured', {
      ids: [b.id, c.id],
      isFeatured: true,
    });
    expect(featured.json()).toEqual({ count: 2 });
    const flags = await ctx.database.db
      .select({ f: products.isFeatured })
      .from(products)
      .where(inArray(products.id, [b.id, c.id]));
    expect(flags).toEqual([{ f: true }, { f: true }]);
    const bulk = await call(ctx, manager, 'POST', '/api/associate/products/bulk-delete', {
      ids: [b.id, c.id],
    });
    expect(bulk.json()).toEqual({ count: 2 });
    expect(
      await ctx.database.db
        .select()
        .from(products)
        .where(inArray(products.id, [a.id, b.id, c.id])),
    ).toEqual([]);
    expect(
      (await call(ctx, manager, 'POST', '/api/associate/products/bulk-delete', { ids: [] })).statusCode,
    ).toBe(400);
  });
});

describe('stock adjustments', () => {
  it('restocks by the restock procedure, records a general change, and floors at 0', async () => {
    const product = await create({ stockQuantity: '20' });
    const url = `/api/associate/products/${product.id}/stock-adjustments`;
    const restock = await call(ctx, manager, 'POST', url, {
      changeType: 'restock',
      quantity: 15,
      notes: 'PO 12',
    });
    expect(restock.json()).toEqual({ previousQuantity: 20, newQuantity: 35, quantityChange: 15 });
    const up = await call(ctx, manager, 'POST', url, { changeType: 'adjustment', quantity: 5 });
    expect(up.json()).toEqual({ previousQuantity: 35, newQuantity: 40, quantityChange: 5 });
    const down = await call(ctx, finance, 'POST', url, {
      changeType: 'restock',
      quantity: -100,
      notes: 'Stocktake',
    });
    expect(down.json()).toEqual({ previousQuantity: 40, newQuantity: 0, quantityChange: -40 });
    expect(await stockOf(product.id)).toBe(0);
    const zero = await call(ctx, manager, 'POST', url, { changeType: 'adjustment', quantity: 0 });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().error.fields.quantity).toBe('Quantity must not be 0');

    const history = (
      await call(ctx, manager, 'GET', `/api/associate/products/${product.id}/inventory-history`)
    ).json();
    expect(
      history.items.map((h: Record<string, unknown>) => [
        h.changeType,
        h.quantityChange,
        h.newQuantity,
        h.notes,
      ]),
    ).toEqual([
      ['adjustment', -40, 0, 'Stocktake'],
      ['restock', 5, 40, null],
      ['restock', 15, 35, 'PO 12'],
    ]);
    const forSales = (
      await call(ctx, sales, 'GET', `/api/associate/products/${product.id}/inventory-history`)
    ).json();
    expect(forSales.items).toHaveLength(3);
    expect(forSales.items.every((h: { notes: string | null }) => h.notes === null)).toBe(true);
  });

  it('loses no update under 20 concurrent adjustments', async () => {
    const product = await create({ stockQuantity: '100' });
    const url = `/api/associate/products/${product.id}/stock-adjustments`;
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(ctx, i % 2 ? manager : finance, 'POST', url, {
          changeType: i % 4 === 0 ? 'restock' : 'adjustment',
          quantity: i % 2 ? 7 : -3,
        }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(await stockOf(product.id)).toBe(100 + 10 * 7 - 10 * 3);
    const history = (
      await call(ctx, manager, 'GET', `/api/associate/products/${product.id}/inventory-history`)
    ).json();
    expect(history.items).toHaveLength(20);
    // Each move starts where the one before it ended.
    const chain = [...history.items].reverse();
    chain.forEach((h: { previousQuantity: number; newQuantity: number }, i: number) => {
      expect(h.previousQuantity).toBe(i === 0 ? 100 : chain[i - 1].newQuantity);
    });
  });

  it('an edit that changes the stock figure is a direct update', async () => {
    const product = await create({ stockQuantity: '30' });
    await call(
      ctx,
      manager,
      'PATCH',
      `/api/associate/products/${product.id}`,
      form({ name: product.name, stockQuantity: '25' }),
    );
    const history = (
      await call(ctx, manager, 'GET', `/api/associate/products/${product.id}/inventory-history`)
    ).json();
    expect(history.items[0]).toMatchObject({
      changeType: 'direct_update',
      previousQuantity: 30,
      newQuantity: 25,
      quantityChange: -5,
    });
  });
});

describe('low stock', () => {
  it('tells product managers and finance once per crossing, not once per adjustment', async () => {
    const name = `Rose Gold Candles ${tag()}`;
    const product = await create({ name, stockQuantity: '14' });
    const url = `/api/associate/products/${product.id}/stock-adjustments`;
    await call(ctx, manager, 'POST', url, { changeType: 'adjustment', quantity: -3 }); // 11: above
    expect(await alertsFor(manager.user.id, name)).toHaveLength(0);
    await call(ctx, manager, 'POST', url, { changeType: 'adjustment', quantity: -1 }); // 10: crossed
    await call(ctx, manager, 'POST', url, { changeType: 'adjustment', quantity: -4 }); // 6: still low
    await call(ctx, manager, 'POST', url, { changeType: 'adjustment', quantity: -6 }); // 0: still low
    const alerts = await alertsFor(manager.user.id, name);
    expect(alerts.map((a) => a.message)).toEqual([`${name} has 10 units left.`]);
    expect(await alertsFor(finance.user.id, name)).toHaveLength(1);
    expect(await alertsFor(sales.user.id, name)).toHaveLength(0);
    const mails = await ctx.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.userId, finance.user.id));
    expect(mails.filter((m) => m.template === 'low_stock_alert' && m.subject.includes(name))).toHaveLength(1);

    // Restocked above the level, a new fall is a new crossing.
    await call(ctx, manager, 'POST', url, { changeType: 'restock', quantity: 20 }); // 20
    await call(ctx, manager, 'POST', url, { changeType: 'adjustment', quantity: -12 }); // 8
    expect(await alertsFor(manager.user.id, name)).toHaveLength(2);
  });
});

describe('low stock from sales', () => {
  it('alerts at the sale that crosses the level, not at later sales', async () => {
    const delivery = await createDeliveryMethod(ctx);
    const name = `Confetti Cannons ${tag()}`;
    const product = await createStockedProduct(ctx, { stock: 12, name });
    for (const quantity of [3, 2]) {
      const partner = await signInAs(ctx);
      await addToCart(ctx, partner, product.id, quantity);
      expect((await checkout(ctx, partner, checkoutBody(delivery.id))).statusCode).toBe(201);
    }
    expect(await stockOf(product.id)).toBe(7);
    expect((await alertsFor(manager.user.id, name)).map((a) => a.message)).toEqual([
      `${name} has 9 units left.`,
    ]);
    expect(await alertsFor(finance.user.id, name)).toHaveLength(1);
  });
});

describe('the audit log', () => {
  const entriesFor = async (id: string | null, action: string) =>
    (await readAuditLog(ctx, admin, { entity: 'product' })).filter(
      (e) => e.action === action && (id === null || e.entityId === id),
    );

  it('names who created, imported, adjusted the stock of and deleted each product, by product name', async () => {
    const product = await create({ name: `Audited Balloons ${tag()}`, price: '12.50', stockQuantity: '40' });
    expect(await entriesFor(product.id, 'product.created')).toMatchObject([
      {
        actorName: 'Priya Manager',
        entityLabel: product.name,
        newValues: { category: 'balloons', price: '12.50', stockQuantity: 40 },
      },
    ]);

    const url = `/api/associate/products/${product.id}/stock-adjustments`;
    await call(ctx, finance, 'POST', url, { changeType: 'adjustment', quantity: -5, notes: 'Stocktake' });
    expect(await entriesFor(product.id, 'product.stock_adjusted')).toMatchObject([
      {
        actorName: 'Fin Ance',
        entityLabel: product.name,
        oldValues: { stockQuantity: 40 },
        newValues: { stockQuantity: 35, changeType: 'adjustment', notes: 'Stocktake' },
      },
    ]);

    await call(ctx, manager, 'PATCH', `/api/associate/products/${product.id}`, {
      ...form({ name: product.name, price: '14.00', stockQuantity: '35' }),
    });
    expect(await entriesFor(product.id, 'product.updated')).toMatchObject([
      {
        actorName: 'Priya Manager',
        entityLabel: product.name,
        oldValues: { price: '12.50' },
        newValues: { price: '14.00' },
      },
    ]);
    expect(Object.keys((await entriesFor(product.id, 'product.updated'))[0]!.newValues as object)).toEqual([
      'price',
    ]);

    const word = `aud${tag()}`;
    const csv = ['name,price', `${word} Cups,3.00`, `${word} Hats,4.00`].join('\n');
    await importCsv(manager, csv);
    expect((await entriesFor(null, 'product.imported'))[0]).toMatchObject({
      actorName: 'Priya Manager',
      entityLabel: '2 products',
      newValues: { imported: 2, products: [`${word} Cups`, `${word} Hats`] },
    });

    const other = await create();
    await call(ctx, manager, 'DELETE', `/api/associate/products/${product.id}`);
    await call(ctx, finance, 'POST', '/api/associate/products/bulk-delete', { ids: [other.id] });
    expect(await entriesFor(product.id, 'product.deleted')).toMatchObject([
      { actorName: 'Priya Manager', entityLabel: product.name },
    ]);
    expect(await entriesFor(other.id, 'product.deleted')).toMatchObject([
      { actorName: 'Fin Ance', entityLabel: other.name },
    ]);
  });

  it('names who featured or unfeatured each product, once per product whose flag changed', async () => {
    const [a, b] = [await create({ name: `Featured Hats ${tag()}` }), await create()];
    const feature = (ids: string[], isFeatured: boolean, who = finance) =>
      call(ctx, who, 'POST', '/api/associate/products/bulk-featured', { ids, isFeatured });
    expect((await feature([a.id, b.id], true)).json()).toEqual({ count: 2 });
    await feature([a.id], false, manager);
    await feature([a.id], false, manager);
    expect(await entriesFor(a.id, 'product.featured')).toMatchObject([
      {
        actorName: 'Fin Ance',
        entityLabel: a.name,
        oldValues: { isFeatured: false },
        newValues: { isFeatured: true },
      },
    ]);
    expect(await entriesFor(b.id, 'product.featured')).toMatchObject([{ entityLabel: b.name }]);
    // Unfeaturing an unfeatured product changes nothing, so it is not an entry.
    expect(await entriesFor(a.id, 'product.unfeatured')).toMatchObject([
      { actorName: 'Priya Manager', entityLabel: a.name, newValues: { isFeatured: false } },
    ]);
  });
});

describe('import and export', () => {
  const header = 'name,category,description,price,cost,stock_quantity,image_url,is_featured,features';

  it('imports every good row, with a price-history row each', async () => {
    const word = `imp${tag()}`;
    const csv = [
      header,
      `${word} Plates,Tableware,"Paper plates, 20 pack",4.50,2.00,30,,true,Compostable|Pack of 20`,
      `"${word} Banner",decorations,"Two
lines",9.95,,5,https://example.com/banner.png,false,`,
    ].join('\n');
    const res = await importCsv(manager, csv);
    expect(res.json()).toEqual({ outcome: 'imported', rows: 2, imported: 2, badRows: 0, errors: [] });
    const list = (await call(ctx, manager, 'GET', `/api/associate/products?search=${word}`)).json();
    expect(list.items).toMatchObject([
      {
        name: `${word} Banner`,
        category: 'decorations',
        description: 'Two\nlines',
        price: 9.95,
        cost: 0,
        stockQuantity: 5,
      },
      {
        name: `${word} Plates`,
        category: 'tableware',
        isFeatured: true,
        features: ['Compostable', 'Pack of 20'],
      },
    ]);
    const history = await ctx.database.db
      .select()
      .from(productPriceHistory)
      .where(
        inArray(
          productPriceHistory.productId,
          list.items.map((p: { id: string }) => p.id),
        ),
      );
    expect(history).toHaveLength(2);
  });

  it('takes a file far larger than any one text field (1,000 rows)', async () => {
    const word = `big${tag()}`;
    const rows = Array.from(
      { length: 1000 },
      (_, i) => `${word} Item ${i},balloons,"A, B",1.50,0.50,${i},,false,`,
    );
    const csv = [header, ...rows].join('\r\n');
    expect(csv.length).toBeGreaterThan(40_000);
    const res = await importCsv(manager, csv);
    expect(res.json()).toMatchObject({ outcome: 'imported', imported: 1000 });
    expect((await call(ctx, manager, 'GET', `/api/associate/products?search=${word}`)).json().total).toBe(
      1000,
    );
  });

  it('refuses a file over the max_file_size_mb setting with 413, importing nothing', async () => {
    await ctx.database.db.insert(systemSettings).values({ key: 'max_file_size_mb', value: '1' });
    try {
      const word = `huge${tag()}`;
      const description = 'x'.repeat(2000);
      const rows = Array.from(
        { length: 600 },
        (_, i) => `${word} ${i},balloons,${description},1.50,,1,,false,`,
      );
      const csv = [header, ...rows].join('\n');
      expect(csv.length).toBeGreaterThan(1024 * 1024);
      const res = await importCsv(manager, csv);
      expect(res.statusCode).toBe(413);
      expect(res.json().error.message).toBe('The file is larger than the 1 MB upload limit.');
      expect(tempFiles()).toEqual([]);
      expect((await call(ctx, manager, 'GET', `/api/associate/products?search=${word}`)).json().total).toBe(
        0,
      );
      // Under the limit, the same kind of file is taken.
      const fits = [header, ...rows.slice(0, 400)].join('\n');
      const ok = await importCsv(manager, fits);
      expect(ok.json()).toMatchObject({ outcome: 'imported', imported: 400 });
    } finally {
      await ctx.database.db.delete(systemSettings).where(eq(systemSettings.key, 'max_file_size_mb'));
    }
  });

  it('answers other requests while a large import is being saved, not only after it', async () => {
    const word = `bulk${tag()}`;
    const rows = Array.from({ length: 5000 }, (_, i) => `${word} Item ${i},balloons,,1.50,0.50,${i},,false,`);
    let settled = false;
    const importing = importCsv(manager, [header, ...rows].join('\n')).finally(() => {
      settled = true;
    });
    // What the product list shows to someone browsing while the import runs.
    const seen: number[] = [];
    while (!settled) {
      // Lets the import's own I/O callbacks run between two reads.
      await setImmediate();
      const total = (await call(ctx, sales, 'GET', `/api/associate/products?search=${word}`)).json().total;
      if (!settled) seen.push(total);
    }
    expect((await importing).json()).toMatchObject({ outcome: 'imported', imported: 5000 });
    expect(seen.some((total) => total > 0 && total < 5000)).toBe(true);
  });

  it('reports each bad row by its line and imports nothing', async () => {
    const word = `bad${tag()}`;
    const csv = [
      header,
      `${word} One,balloons,,1.00,0.50,5,,false,`,
      `${word} Two,balloons,"multi
line",2.00,0.50,5,,false,`,
      `,balloons,,0,-2,1.5,nope,maybe,`,
      `${word} Four,Streamers,,3.00,1.00,5,,,`,
    ].join('\r\n');
    const res = await importCsv(manager, csv);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      outcome: 'rejected',
      rows: 4,
      imported: 0,
      badRows: 2,
      errors: [
        {
          line: 5,
          messages: [
            'Featured must be true or false',
            'Product name is required',
            'Please enter a valid URL',
            'Price must be greater than 0',
            'Cost cannot be negative',
            'Quantity must be a whole number',
          ],
        },
        {
          line: 6,
          messages: [
            'Category must be one of: Balloons, Decorations, Party Essentials, Tableware, Cake Supplies',
          ],
        },
      ],
    });
    expect((await call(ctx, manager, 'GET', `/api/associate/products?search=${word}`)).json().total).toBe(0);
    const noHeader = await importCsv(manager, 'title,cost\nA,1');
    expect(noHeader.json().errors[0]).toMatchObject({ line: 1 });
  });

  it('refuses a file that is not CSV (a quote never closed) with 400 naming its line, importing nothing', async () => {
    // Read by hand before csv-parse, the rest of the file became one field of the row.
    const word = `unq${tag()}`;
    const csv = [
      header,
      `${word} One,balloons,,1.00,0.50,5,,false,`,
      `${word} 12" Two,balloons,"Open quote,2.00,0.50,5,,false,`,
      `${word} Three,balloons,,3.00,1.00,5,,false,`,
    ].join('\n');
    const res = await importCsv(manager, csv);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      message: 'The file could not be read as CSV at line 3: check its quotation marks.',
      fields: { file: 'Not a readable CSV file' },
    });
    expect((await call(ctx, manager, 'GET', `/api/associate/products?search=${word}`)).json().total).toBe(0);
  });

  it('exports names a spreadsheet would run as formulas guarded, and imports that file back unchanged', async () => {
    const word = `fx${tag()}`;
    const names = [`=cmd|' /C calc'!A0 ${word}`, `+61 ${word}`, `-5% ${word}`, `@SUM(1) ${word}`];
    for (const name of names) await create({ name, description: `=HYPERLINK("x") ${word}` });
    const res = await call(ctx, sales, 'GET', `/api/associate/products/export?search=${word}`);
    const rows = parseCsvRecords(res.body).slice(1);
    expect(rows).toHaveLength(4);
    for (const { fields } of rows) {
      // Every text cell that starts like a formula reaches the spreadsheet as text.
      expect(fields[0]).toMatch(/^'[=+\-@]/);
      expect(fields[2]).toMatch(/^'=HYPERLINK/);
    }

    await call(ctx, manager, 'POST', '/api/associate/products/bulk-delete', {
      ids: (await call(ctx, manager, 'GET', `/api/associate/products?search=${word}`))
        .json()
        .items.map((p: { id: string }) => p.id),
    });
    const back = await importCsv(manager, res.body);
    expect(back.json()).toMatchObject({ outcome: 'imported', imported: 4 });
    const list = (await call(ctx, manager, 'GET', `/api/associate/products?search=${word}`)).json();
    expect(list.items.map((p: { name: string }) => p.name).sort()).toEqual([...names].sort());
    expect(list.items[0].description).toBe(`=HYPERLINK("x") ${word}`);
  });

  it('exports the current filter as a CSV file', async () => {
    const word = `exp${tag()}`;
    const cups = await create({
      name: `${word} Cups`,
      description: 'Cups, "red"',
      price: '3.20',
      cost: '1.10',
      stockQuantity: '7',
    });
    const bowls = await create({ name: `${word} Bowls`, features: ['Pack of 8', 'Paper'] });
    const sku = `EXP-${tag().toUpperCase()}`;
    const rules = await call(ctx, manager, 'PUT', `/api/associate/products/${cups.id}/quantity-rules`, {
      sku,
      packSize: 6,
      minOrderQty: 12,
      tiers: [
        { minQuantity: 24, unitPrice: 3 },
        { minQuantity: 96, unitPrice: 2.5 },
      ],
    });
    expect(rules.statusCode, rules.body).toBe(200);
    const bowlsSku = (await ctx.database.db.select().from(products).where(eq(products.id, bowls.id)))[0]!.sku;
    const res = await call(ctx, sales, 'GET', `/api/associate/products/export?search=${word}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="products-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toEqual([
      `${header},sku,pack_size,min_order_qty,tiers`,
      `${word} Bowls,balloons,Shiny gold latex balloons,12.50,5.00,40,,false,Pack of 8|Paper,${bowlsSku},1,1,`,
      `${word} Cups,balloons,"Cups, ""red""",3.20,1.10,7,,false,Pack of 20,${sku},6,12,24:3.00|96:2.50`,
    ]);
  });

  it('imports SKU, pack size, minimum and quantity breaks, and a file without them as before', async () => {
    const word = `whs${tag()}`;
    const sku = `WHS-${tag().toUpperCase()}`;
    const csv = [
      `${header},sku,pack_size,min_order_qty,tiers`,
      `${word} Plates,tableware,,4.50,2.00,30,,false,,${sku.toLowerCase()},12,24,24:4.00|48:3.50`,
      `${word} Cups,tableware,,2.00,1.00,30,,false,,,6,,`,
      `${word} Bowls,tableware,,3.00,1.00,30,,false,,,,,`,
    ].join('\n');
    const res = await importCsv(manager, csv);
    expect(res.json()).toEqual({ outcome: 'imported', rows: 3, imported: 3, badRows: 0, errors: [] });
    const items = (await call(ctx, manager, 'GET', `/api/associate/products?search=${word}`)).json().items;
    expect(items).toMatchObject([
      {
        name: `${word} Bowls`,
        sku: expect.stringMatching(/^PC-\d{6}$/),
        packSize: 1,
        minOrderQty: 1,
        tiers: [],
      },
      {
        name: `${word} Cups`,
        sku: expect.stringMatching(/^PC-\d{6}$/),
        packSize: 6,
        minOrderQty: 6,
        tiers: [],
      },
      {
        name: `${word} Plates`,
        sku,
        packSize: 12,
        minOrderQty: 24,
        tiers: [
          { minQuantity: 24, unitPrice: 4 },
          { minQuantity: 48, unitPrice: 3.5 },
        ],
      },
    ]);

    // The export of them imports back whole once the products it names are gone.
    const exported = await call(ctx, sales, 'GET', `/api/associate/products/export?search=${word}`);
    await call(ctx, manager, 'POST', '/api/associate/products/bulk-delete', {
      ids: items.map((p: { id: string }) => p.id),
    });
    const back = await importCsv(manager, exported.body);
    expect(back.json()).toMatchObject({ outcome: 'imported', imported: 3 });
    const again = (await call(ctx, manager, 'GET', `/api/associate/products?search=${word}`)).json().items;
    const strip = (p: Record<string, unknown>) => [p.name, p.sku, p.packSize, p.minOrderQty, p.tiers];
    expect(again.map(strip)).toEqual(items.map(strip));
  });

  it('reports bad SKUs, pack sizes, minimums and breaks by line and column, and imports nothing', async () => {
    const word = `wbad${tag()}`;
    const taken = await create({ name: `${word} Taken` });
    const takenSku = (await ctx.database.db.select().from(products).where(eq(products.id, taken.id)))[0]!.sku;
    const csv = [
      `${header},sku,pack_size,min_order_qty,tiers`,
      `${word} Good,balloons,,1.00,,5,,false,,${word}-A,,,`,
      `${word} Twice,balloons,,1.00,,5,,false,,${word}-a,,,`,
      `${word} Taken,balloons,,1.00,,5,,false,,${takenSku},,,`,
      `${word} Sku,balloons,,1.00,,5,,false,,-bad sku,0,1.5,`,
      `${word} Min,balloons,,1.00,,5,,false,,,12,20,`,
      `${word} Tiers,balloons,,5.00,,5,,false,,,12,12,12:4.50|48:4.50|96:6|100:1`,
      `${word} List,balloons,,5.00,,5,,false,,,,,12:5.00`,
      `${word} Shape,balloons,,5.00,,5,,false,,,,,12=4.50`,
      `${word} Cells,balloons,,5.00,,5,,false,,,,,1:-1`,
    ].join('\n');
    const res = await importCsv(manager, csv);
    expect(res.json()).toEqual({
      outcome: 'rejected',
      rows: 9,
      imported: 0,
      badRows: 8,
      errors: [
        { line: 3, messages: [`sku: SKU ${word.toUpperCase()}-A is already used by line 2 of this file`] },
        { line: 4, messages: [`sku: SKU ${takenSku} is already used by ${word} Taken`] },
        {
          line: 5,
          messages: [
            'sku: SKU must be up to 32 letters, digits and dashes, starting with a letter or digit',
            'pack_size: Pack size must be a whole number from 1 to 10,000',
            'min_order_qty: Minimum order must be a whole number from 1 to 100,000',
          ],
        },
        {
          line: 6,
          messages: ['min_order_qty: The minimum must be a multiple of the pack size (12): 12 or 24'],
        },
        {
          line: 7,
          messages: [
            "tiers: Tier 2 (from 48): the price must be lower than tier 1's $4.50",
            "tiers: Tier 3 (from 96): the price must be lower than tier 2's $4.50",
            'tiers: Tier 4 (from 100): the quantity must be a multiple of the pack size (12): 96 or 108',
          ],
        },
        { line: 8, messages: ['tiers: Tier 1 (from 12): the price must be lower than the list price $5.00'] },
        { line: 9, messages: ['tiers: Tier 1 is not "quantity:price" (for example 12:4.50|48:4.00)'] },
        {
          line: 10,
          messages: [
            'tiers: Tier 1: From quantity must be a whole number from 2 to 100,000',
            'tiers: Tier 1: Unit price must be 0 or more',
          ],
        },
      ],
    });
    expect((await call(ctx, manager, 'GET', `/api/associate/products?search=${word}`)).json().total).toBe(1);
  });

  it('tells only the importer how far the check and then the save have got, and leaves no file behind', async () => {
    const word = `prog${tag()}`;
    const rows = Array.from({ length: 1200 }, (_, i) => `${word} Item ${i},balloons,,1.50,0.50,1,,false,`);
    const baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const [mine, theirs] = [
      await openEventStream(baseUrl, manager.cookie),
      await openEventStream(baseUrl, finance.cookie),
    ];
    try {
      const progressId = randomUUID();
      const res = await importCsv(manager, [header, ...rows].join('\n'), { progressId });
      expect(res.json()).toMatchObject({ outcome: 'imported', rows: 1200, imported: 1200 });
      const steps = () =>
        mine.events
          .filter((e) => e.event === 'work.progress')
          .map((e) => e.data as { progressId: string; phase: string; done: number; total: number });
      await mine.waitFor(() => steps().at(-1)?.phase === 'saving' && steps().at(-1)?.done === 1200);
      expect(steps().every((step) => step.progressId === progressId && step.total === 1200)).toBe(true);
      // Every row checked before the first is saved; each phase ends with its last row.
      const phases = steps().map((step) => step.phase);
      expect(phases.slice(0, phases.indexOf('saving')).every((phase) => phase === 'checking')).toBe(true);
      expect(
        steps()
          .filter((step) => step.phase === 'checking')
          .at(-1)?.done,
      ).toBe(1200);
      // The finance associate's stream heard none of it, by the time it hears their own import's
      // progress, sent after it on the same channel.
      const theirId = randomUUID();
      await importCsv(finance, [header, `${word} Theirs,balloons,,1.50,,1,,false,`].join('\n'), {
        progressId: theirId,
      });
      await theirs.waitFor(
        (e) => e.event === 'work.progress' && (e.data as { phase: string }).phase === 'saving',
      );
      const heard = theirs.events.filter((e) => e.event === 'work.progress');
      expect(heard.every((e) => (e.data as { progressId: string }).progressId === theirId)).toBe(true);
      expect(tempFiles()).toEqual([]);
    } finally {
      mine.close();
      theirs.close();
    }
  });

  it('counts every bad row of a large file, names the first thousand, and leaves no file behind', async () => {
    const word = `many${tag()}`;
    const rows = Array.from({ length: 1005 }, (_, i) => `${word} ${i},balloons,,0,,1,,false,`);
    const res = await importCsv(
      manager,
      [header, `${word} Good,balloons,,1.00,,1,,false,`, ...rows].join('\n'),
    );
    const report = res.json();
    expect(report).toMatchObject({ outcome: 'rejected', rows: 1006, imported: 0, badRows: 1005 });
    expect(report.errors).toHaveLength(1000);
    expect(report.errors[0]).toEqual({ line: 3, messages: ['Price must be greater than 0'] });
    expect((await call(ctx, manager, 'GET', `/api/associate/products?search=${word}`)).json().total).toBe(0);
    expect(tempFiles()).toEqual([]);
  });

  it('refuses more than 100,000 rows before checking any', async () => {
    const rows = Array.from({ length: 100_001 }, (_, i) => `r${i},1`);
    const res = await importCsv(manager, ['name,price', ...rows].join('\n'));
    expect(res.json()).toEqual({
      outcome: 'rejected',
      rows: 100_001,
      imported: 0,
      badRows: 1,
      errors: [{ line: 1, messages: ['Import at most 100,000 rows at a time'] }],
    });
  });

  it('takes the CSV file alone, as multipart/form-data', async () => {
    const send = (
      form: ReturnType<typeof multipartBody> | { payload: string; headers: Record<string, string> },
    ) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/associate/products/import',
        headers: { ...manager.headers, ...form.headers },
        payload: form.payload,
      });
    const file = { name: 'products.csv', type: 'text/csv', content: Buffer.from('name,price\nCups,1.00') };
    const cases: [
      ReturnType<typeof multipartBody> | { payload: string; headers: Record<string, string> },
      number,
      string,
    ][] = [
      [multipartBody({}), 400, 'Choose a CSV file to import'],
      [multipartBody({ note: 'x' }, [file]), 400, 'Unknown field: note. Send only the CSV file.'],
      [
        multipartBody({}, [{ ...file, name: 'products.xlsx' }]),
        400,
        'products.xlsx is not a CSV file. Save it from your spreadsheet as "CSV UTF-8" (.csv).',
      ],
      [
        multipartBody({}, [{ ...file, content: Buffer.from('name,price\n\u0000,1') }]),
        400,
        'products.csv is not text. Save it from your spreadsheet as "CSV UTF-8" (.csv).',
      ],
      [
        {
          payload: JSON.stringify({ lines: ['name,price'] }),
          headers: { 'content-type': 'application/json' },
        },
        415,
        'Upload the CSV file as multipart/form-data, in the field "file".',
      ],
    ];
    for (const [form, status, message] of cases) {
      const res = await send(form);
      expect([res.statusCode, res.json().error.message]).toEqual([status, message]);
    }
    expect(tempFiles()).toEqual([]);
  });
});
