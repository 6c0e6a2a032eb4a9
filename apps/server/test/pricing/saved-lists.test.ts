import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCompanyMember, companyOf } from '../helpers/companies.ts';
import { callAs, type SignedIn, signInAs } from '../helpers/factories.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';
import { checkout, checkoutBody, createDeliveryMethod } from '../orders/order-fixtures.ts';
import { openEventStream } from '../platform/sse-client.ts';
import { createPriceList, createWholesaleProduct } from './pricing-fixtures.ts';

// docs/product/wholesale-buying.md, "Saved lists": named lists of products and quantities, shared
// within the company (every member reads them, members who may shop change them, viewers only read),
// priced today at the company's prices, into the cart all or none, exported as CSV.

let ctx: TestContext;
let owner: SignedIn;
let buyer: SignedIn;
let viewer: SignedIn;
let outsider: SignedIn;
let company: string;
let balloons: Awaited<ReturnType<typeof createWholesaleProduct>>;
let plates: Awaited<ReturnType<typeof createWholesaleProduct>>;
let napkins: Awaited<ReturnType<typeof createWholesaleProduct>>;
let methodId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  [owner, outsider] = await Promise.all([
    signInAs(ctx, { role: 'partner', name: 'Olive Owner' }),
    signInAs(ctx, { role: 'partner' }),
  ]);
  company = await companyOf(ctx, owner.user.id);
  buyer = await addCompanyMember(ctx, company, { role: 'buyer', name: 'Bea Buyer' });
  viewer = await addCompanyMember(ctx, company, { role: 'viewer', name: 'Vic Viewer' });
  balloons = await createWholesaleProduct(ctx, {
    price: '0.50',
    name: 'Pastel Balloons',
    tiers: [[12, '0.45']],
  });
  plates = await createWholesaleProduct(ctx, {
    price: '10.00',
    name: 'Gold Plates',
    packSize: 12,
    minOrderQty: 24,
  });
  napkins = await createWholesaleProduct(ctx, { price: '3.99', name: 'Paper Napkins', stock: 5 });
  // The company's contract fixes the napkins at $3.00: the list shows its price, the list price struck through.
  await createPriceList(ctx, {
    to: { companyId: company },
    items: [{ productId: napkins.id, fixedPrice: '3.00' }],
  });
  methodId = (await createDeliveryMethod(ctx, { cost: '9.95' })).id;
}, 60_000);
afterAll(() => ctx.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (who: SignedIn, method: Method, url: string, body?: unknown) =>
  callAs(ctx, who, method, url, body);

async function createList(who: SignedIn, name: string, lines?: { productId: string; quantity: number }[]) {
  const res = await call(who, 'POST', '/api/partner/lists', { name, ...(lines ? { lines } : {}) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as {
    id: string;
    name: string;
    lines: { productId: string; name: string; quantity: number }[];
  };
}

const quantities = (list: { lines: { productId: string; quantity: number }[] }) =>
  list.lines.map((l) => [l.productId, l.quantity]);

async function cartOf(who: SignedIn) {
  return (await call(who, 'GET', '/api/partner/cart')).json() as {
    items: { productId: string; quantity: number }[];
  };
}

async function emptyCart(who: SignedIn) {
  for (const line of (await call(who, 'GET', '/api/partner/cart')).json().items)
    await call(who, 'DELETE', `/api/partner/cart/items/${line.id}`);
}

describe('saved lists', () => {
  it('requires authentication', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/partner/lists' })).statusCode).toBe(401);
    const vendor = await signInAs(ctx, { role: 'vendor' });
    expect((await call(vendor, 'GET', '/api/partner/lists')).statusCode).toBe(403);
  });

  it('makes a list, empty or with lines, priced today at the company’s prices', async () => {
    const empty = await createList(owner, 'Empty Shelf');
    expect(empty).toMatchObject({ name: 'Empty Shelf', lineCount: 0, units: 0, lines: [], subtotal: 0 });
    const list = await createList(owner, 'Party Basics', [
      { productId: balloons.id, quantity: 12 },
      { productId: napkins.id, quantity: 8 },
      { productId: balloons.id, quantity: 12 },
    ]);
    expect(list).toMatchObject({
      lineCount: 2,
      units: 32,
      createdBy: { id: owner.user.id, name: 'Olive Owner' },
      // 24 balloons at the 12+ break ($0.45) + 8 napkins at the contract's $3.00.
      subtotal: 34.8,
    });
    const byName = Object.fromEntries(list.lines.map((l) => [l.name, l]));
    expect(byName['Pastel Balloons']).toMatchObject({
      sku: balloons.sku,
      quantity: 24,
      price: 0.45,
      listPrice: 0.5,
      lineTotal: 10.8,
      quantityProblem: null,
    });
    expect(byName['Paper Napkins']).toMatchObject({ price: 3, listPrice: 3.99, stockQuantity: 5 });
    const lists = (await call(owner, 'GET', '/api/partner/lists')).json().items;
    expect(lists.map((l: { name: string }) => l.name)).toEqual(['Party Basics', 'Empty Shelf']);
    expect(lists[0]).toMatchObject({ lineCount: 2, units: 32 });
  });

  it('refuses a second list of one name, whatever its case, and a blank name', async () => {
    await createList(owner, 'Weekly Order');
    const again = await call(owner, 'POST', '/api/partner/lists', { name: '  weekly ORDER ' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(
      'Your company already has a list named "weekly ORDER". Choose another name.',
    );
    const blank = await call(owner, 'POST', '/api/partner/lists', { name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.fields.name).toBe('Enter a name for the list');
  });

  it('refuses lines the products are not sold in, naming the line and the nearest quantities', async () => {
    const res = await call(owner, 'POST', '/api/partner/lists', {
      name: 'Bad Packs',
      lines: [
        { productId: balloons.id, quantity: 5 },
        { productId: plates.id, quantity: 30 },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Line 2 (Gold Plates): Sold in packs of 12. Order 24 or 36.');
    expect(res.json().error.fields).toEqual({ 'lines.1.quantity': 'Sold in packs of 12. Order 24 or 36.' });
    // All or none: the list was not made either.
    const names = (await call(owner, 'GET', '/api/partner/lists'))
      .json()
      .items.map((l: { name: string }) => l.name);
    expect(names).not.toContain('Bad Packs');
  });

  it('adds a product from the shop, summing with its line, at its minimum when no quantity is given', async () => {
    const list = await createList(owner, 'From the Shop');
    const url = `/api/partner/lists/${list.id}/lines`;
    const first = await call(owner, 'POST', url, { productId: plates.id });
    expect(first.statusCode, first.body).toBe(200);
    expect(quantities(first.json())).toEqual([[plates.id, 24]]);
    const more = await call(owner, 'POST', url, { productId: plates.id, quantity: 12 });
    expect(quantities(more.json())).toEqual([[plates.id, 36]]);
    const odd = await call(owner, 'POST', url, { productId: plates.id, quantity: 5 });
    expect(odd.statusCode).toBe(400);
    expect(odd.json().error.message).toBe('Gold Plates: Sold in packs of 12. Order 36 or 48.');
    const unknown = await call(owner, 'POST', url, { productId: crypto.randomUUID(), quantity: 1 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('Product not found');
    const balloonsToo = await call(owner, 'POST', url, { productId: balloons.id, quantity: 3 });
    expect(quantities(balloonsToo.json())).toEqual([
      [plates.id, 36],
      [balloons.id, 3],
    ]);
  });

  it('replaces the lines: kept lines keep their place, removed ones go, new ones go last', async () => {
    const list = await createList(owner, 'Replace Me', [
      { productId: balloons.id, quantity: 10 },
      { productId: plates.id, quantity: 24 },
    ]);
    const url = `/api/partner/lists/${list.id}/lines`;
    const res = await call(owner, 'PUT', url, {
      lines: [
        { productId: napkins.id, quantity: 2 },
        { productId: balloons.id, quantity: 20 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(quantities(res.json())).toEqual([
      [balloons.id, 20],
      [napkins.id, 2],
    ]);
    const bad = await call(owner, 'PUT', url, { lines: [{ productId: plates.id, quantity: 13 }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Line 1 (Gold Plates): The minimum order is 24.');
    expect((await call(owner, 'PUT', url, { lines: [] })).json()).toMatchObject({ lines: [], units: 0 });
  });

  it('shows a line whose product changed its pack size since, and lets another line be edited', async () => {
    const cups = await createWholesaleProduct(ctx, { price: '2.00', name: 'Party Cups' });
    const list = await createList(owner, 'Cups and More', [
      { productId: cups.id, quantity: 10 },
      { productId: balloons.id, quantity: 1 },
    ]);
    await ctx.database.db.execute(
      sql`update products set pack_size = 6, min_order_qty = 6 where id = ${cups.id}`,
    );
    const detail = (await call(owner, 'GET', `/api/partner/lists/${list.id}`)).json();
    expect(detail.lines[0]).toMatchObject({
      name: 'Party Cups',
      quantityProblem: 'Sold in packs of 6. Order 6 or 12.',
    });
    const edit = await call(owner, 'PUT', `/api/partner/lists/${list.id}/lines`, {
      lines: [
        { productId: cups.id, quantity: 10 },
        { productId: balloons.id, quantity: 2 },
      ],
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(quantities(edit.json())).toEqual([
      [cups.id, 10],
      [balloons.id, 2],
    ]);
  });

  it('renames, refusing a name another list has, and deletes', async () => {
    const list = await createList(owner, 'Old Name');
    await createList(owner, 'Taken Name');
    const renamed = await call(owner, 'PUT', `/api/partner/lists/${list.id}`, { name: 'New Name' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().name).toBe('New Name');
    expect((await call(owner, 'PUT', `/api/partner/lists/${list.id}`, { name: 'NEW NAME' })).statusCode).toBe(
      200,
    );
    const taken = await call(owner, 'PUT', `/api/partner/lists/${list.id}`, { name: 'taken name' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe(
      'Your company already has a list named "taken name". Choose another name.',
    );
    expect((await call(owner, 'DELETE', `/api/partner/lists/${list.id}`)).statusCode).toBe(204);
    expect((await call(owner, 'GET', `/api/partner/lists/${list.id}`)).statusCode).toBe(404);
    expect((await call(owner, 'DELETE', `/api/partner/lists/${list.id}`)).statusCode).toBe(404);
  });
});

describe('shared within the company', () => {
  it('lets a colleague see, change and use a list another member made', async () => {
    const list = await createList(owner, 'Shared Supplies', [{ productId: balloons.id, quantity: 12 }]);
    const seen = (await call(buyer, 'GET', '/api/partner/lists')).json().items;
    expect(seen.find((l: { id: string }) => l.id === list.id)).toMatchObject({
      name: 'Shared Supplies',
      createdBy: { name: 'Olive Owner' },
    });
    const added = await call(buyer, 'POST', `/api/partner/lists/${list.id}/lines`, {
      productId: napkins.id,
      quantity: 2,
    });
    expect(added.statusCode, added.body).toBe(200);
    expect((await call(owner, 'GET', `/api/partner/lists/${list.id}`)).json().units).toBe(14);
    await emptyCart(buyer);
    const res = await call(buyer, 'POST', `/api/partner/lists/${list.id}/cart`);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().added).toBe(2);
    // The buyer's own cart, not the list maker's.
    expect(Object.fromEntries((await cartOf(buyer)).items.map((i) => [i.productId, i.quantity]))).toEqual({
      [balloons.id]: 12,
      [napkins.id]: 2,
    });
    expect(await cartOf(owner)).toMatchObject({ items: [] });
  });

  it("tells the company's open pages live, and no one else's", async () => {
    const baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const colleague = await openEventStream(baseUrl, buyer.cookie);
    const stranger = await openEventStream(baseUrl, outsider.cookie);
    try {
      const list = await createList(owner, 'Live List');
      expect((await colleague.waitFor((e) => e.event === 'saved_list.changed')).data).toEqual({
        listId: list.id,
      });
      expect(stranger.events.some((e) => e.event === 'saved_list.changed')).toBe(false);
    } finally {
      colleague.close();
      stranger.close();
    }
  });

  it('lets a viewer read and export lists but change nothing', async () => {
    const list = await createList(owner, 'Viewer Reads', [{ productId: balloons.id, quantity: 12 }]);
    expect((await call(viewer, 'GET', '/api/partner/lists')).statusCode).toBe(200);
    expect((await call(viewer, 'GET', `/api/partner/lists/${list.id}`)).json().units).toBe(12);
    expect((await call(viewer, 'GET', `/api/partner/lists/${list.id}/export.csv`)).statusCode).toBe(200);
    const writes: [Method, string, unknown][] = [
      ['POST', '/api/partner/lists', { name: 'Viewer List' }],
      ['PUT', `/api/partner/lists/${list.id}`, { name: 'Renamed by Viewer' }],
      ['DELETE', `/api/partner/lists/${list.id}`, undefined],
      ['PUT', `/api/partner/lists/${list.id}/lines`, { lines: [] }],
      ['POST', `/api/partner/lists/${list.id}/lines`, { productId: napkins.id, quantity: 1 }],
      ['POST', `/api/partner/lists/${list.id}/cart`, undefined],
      ['POST', '/api/partner/lists/from-order', { orderId: crypto.randomUUID(), name: 'From Order' }],
    ];
    for (const [method, url, body] of writes)
      expect((await call(viewer, method, url, body)).statusCode, `${method} ${url}`).toBe(403);
    expect((await call(owner, 'GET', `/api/partner/lists/${list.id}`)).json()).toMatchObject({
      name: 'Viewer Reads',
      units: 12,
    });
  });

  it("answers another company's list as not found on every route", async () => {
    const list = await createList(owner, 'Not Yours', [{ productId: balloons.id, quantity: 12 }]);
    const routes: [Method, string, unknown][] = [
      ['GET', `/api/partner/lists/${list.id}`, undefined],
      ['GET', `/api/partner/lists/${list.id}/export.csv`, undefined],
      ['PUT', `/api/partner/lists/${list.id}`, { name: 'Mine Now' }],
      ['DELETE', `/api/partner/lists/${list.id}`, undefined],
      ['PUT', `/api/partner/lists/${list.id}/lines`, { lines: [] }],
      ['POST', `/api/partner/lists/${list.id}/lines`, { productId: napkins.id, quantity: 1 }],
      ['POST', `/api/partner/lists/${list.id}/cart`, undefined],
    ];
    for (const [method, url, body] of routes) {
      const res = await call(outsider, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().error.message).toBe('Saved list not found');
    }
    const theirs = (await call(outsider, 'GET', '/api/partner/lists')).json().items;
    expect(theirs.some((l: { id: string }) => l.id === list.id)).toBe(false);
    expect((await call(owner, 'GET', `/api/partner/lists/${list.id}`)).json()).toMatchObject({
      name: 'Not Yours',
      units: 12,
    });
  });
});

describe('into the cart', () => {
  it('adds every line or none, naming the line as the list shows it', async () => {
    const cups = await createWholesaleProduct(ctx, { price: '2.00', name: 'Paper Cups' });
    const list = await createList(owner, 'All or None', [
      { productId: balloons.id, quantity: 12 },
      { productId: cups.id, quantity: 10 },
    ]);
    await emptyCart(owner);
    await ctx.database.db.execute(
      sql`update products set pack_size = 4, min_order_qty = 4 where id = ${cups.id}`,
    );
    const refused = await call(owner, 'POST', `/api/partner/lists/${list.id}/cart`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe('Line 2 (Paper Cups): Sold in packs of 4. Order 8 or 12.');
    expect((await cartOf(owner)).items).toEqual([]);
    await call(owner, 'PUT', `/api/partner/lists/${list.id}/lines`, {
      lines: [
        { productId: balloons.id, quantity: 12 },
        { productId: cups.id, quantity: 12 },
      ],
    });
    const added = await call(owner, 'POST', `/api/partner/lists/${list.id}/cart`);
    expect(added.statusCode, added.body).toBe(201);
    expect(Object.fromEntries(quantities({ lines: added.json().cart.items }))).toEqual({
      [balloons.id]: 12,
      [cups.id]: 12,
    });
    // The list stays as it was.
    expect((await call(owner, 'GET', `/api/partner/lists/${list.id}`)).json().units).toBe(24);
  });

  it('refuses a list with no lines', async () => {
    const list = await createList(owner, 'Nothing Here');
    const res = await call(owner, 'POST', `/api/partner/lists/${list.id}/cart`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('This list has no lines to add to your cart.');
  });
});

describe('from a past order', () => {
  it("saves an order's products as a list, raising quantities to what each is sold in today", async () => {
    // The buyer places it; the owner, who sees every order of the company, saves it.
    const shopper = buyer;
    await emptyCart(shopper);
    const cups = await createWholesaleProduct(ctx, { price: '2.00', name: 'Party Cups Order' });
    for (const [productId, quantity] of [
      [balloons.id, 12],
      [cups.id, 10],
    ] as const)
      expect(
        (await call(shopper, 'POST', '/api/partner/cart/items', { productId, quantity })).statusCode,
      ).toBe(201);
    const placed = await checkout(ctx, shopper, checkoutBody(methodId));
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json().orderId as string;
    await ctx.database.db.execute(
      sql`update products set pack_size = 6, min_order_qty = 6 where id = ${cups.id}`,
    );

    const res = await call(owner, 'POST', '/api/partner/lists/from-order', { orderId, name: 'Last Month' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ name: 'Last Month', lineCount: 2, units: 24 });
    expect(Object.fromEntries(quantities(res.json()))).toEqual({ [balloons.id]: 12, [cups.id]: 12 });

    const again = await call(shopper, 'POST', '/api/partner/lists/from-order', {
      orderId,
      name: 'last month',
    });
    expect(again.json().error.message).toBe(
      'Your company already has a list named "last month". Choose another name.',
    );
    expect(again.statusCode).toBe(409);
    const stranger = await call(outsider, 'POST', '/api/partner/lists/from-order', {
      orderId,
      name: 'Stolen',
    });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().error.message).toBe('Order not found');
    expect(
      (await call(outsider, 'GET', '/api/partner/lists')).json().items.map((l: { name: string }) => l.name),
    ).not.toContain('Stolen');
  });
});

describe('CSV export', () => {
  it('writes one row a line at today’s prices, with a formula-looking name opened as text', async () => {
    const trick = await createWholesaleProduct(ctx, {
      price: '1.25',
      name: '=HYPERLINK("http://evil.example","Click")',
    });
    const list = await createList(owner, 'Export Me: 2027!', [{ productId: napkins.id, quantity: 2 }]);
    await call(owner, 'POST', `/api/partner/lists/${list.id}/lines`, { productId: trick.id, quantity: 3 });
    const res = await call(owner, 'GET', `/api/partner/lists/${list.id}/export.csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="export-me-2027.csv"');
    expect(res.body).toBe(
      '\uFEFFsku,product,quantity,unit_price,list_price\r\n' +
        `${napkins.sku},Paper Napkins,2,3.00,3.99\r\n` +
        `${trick.sku},"'=HYPERLINK(""http://evil.example"",""Click"")",3,1.25,1.25\r\n`,
    );
  });
});
