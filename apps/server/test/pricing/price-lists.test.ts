import { randomUUID } from 'node:crypto';
import { businessDay, type PriceListDetail } from '@party/shared';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceListAssignments, productPriceHistory } from '../../src/db/schema/index.ts';
import { readAuditLog } from '../helpers/audit.ts';
import { companyOf } from '../helpers/companies.ts';
import { callAs, type SignedIn, signInAs } from '../helpers/factories.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';
import { createWholesaleProduct, setBusinessType } from './pricing-fixtures.ts';

// docs/product/wholesale-buying.md, "Price lists": product-management associates and admins keep
// named lists, assign them to companies and segments, and partners then pay the list's price.

let ctx: TestContext;
let manager: SignedIn;
let finance: SignedIn;
let sales: SignedIn;
let admin: SignedIn;
let buyer: SignedIn;
let other: SignedIn;
let buyerCompany: string;

beforeAll(async () => {
  ctx = await createTestApp();
  [manager, finance, sales, admin, buyer, other] = await Promise.all([
    signInAs(ctx, { role: 'associate', associateRole: 'product_management', name: 'Pat Products' }),
    signInAs(ctx, { role: 'associate', associateRole: 'finance' }),
    signInAs(ctx, { role: 'associate', associateRole: 'sales' }),
    signInAs(ctx, { role: null, isAdmin: true }),
    signInAs(ctx, { role: 'partner' }),
    signInAs(ctx, { role: 'partner' }),
  ]);
  buyerCompany = await companyOf(ctx, buyer.user.id);
}, 60_000);
afterAll(() => ctx.close());

const base = '/api/associate/price-lists';
const yesterday = () => businessDay(new Date(Date.now() - 86_400_000));

async function createList(
  who: SignedIn,
  body: { name?: string; validFrom?: string; validTo?: string | null; percentOff?: number | null } = {},
): Promise<PriceListDetail> {
  const res = await callAs(ctx, who, 'POST', base, {
    name: body.name ?? `List ${randomUUID().slice(0, 8)}`,
    validFrom: body.validFrom ?? yesterday(),
    validTo: body.validTo ?? null,
    percentOff: body.percentOff ?? null,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const putItems = (id: string, items: unknown[], who = manager) =>
  callAs(ctx, who, 'PUT', `${base}/${id}/items`, { items });
const assign = (id: string, to: { companyIds?: string[]; segments?: string[] }, who = manager) =>
  callAs(ctx, who, 'PUT', `${base}/${id}/assignments`, {
    companyIds: to.companyIds ?? [],
    segments: to.segments ?? [],
  });
const historyOf = async (productId: string) =>
  (await callAs(ctx, manager, 'GET', `/api/associate/products/${productId}/price-history`)).json().items;

describe('who may keep price lists', () => {
  it('requires authentication; product management, finance and admins only', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: base })).statusCode).toBe(401);
    const list = await createList(manager);
    const routes: ['GET' | 'POST' | 'PUT' | 'DELETE', string, unknown?][] = [
      ['GET', base],
      ['GET', `${base}/companies?search=a`],
      ['GET', `${base}/${list.id}`],
      ['POST', base, { name: 'Refused', validFrom: '2030-01-01', validTo: null, percentOff: null }],
      [
        'PUT',
        `${base}/${list.id}`,
        { name: 'Refused', validFrom: '2030-01-01', validTo: null, percentOff: null },
      ],
      ['PUT', `${base}/${list.id}/items`, { items: [] }],
      ['PUT', `${base}/${list.id}/assignments`, { companyIds: [], segments: [] }],
      ['DELETE', `${base}/${list.id}`],
    ];
    for (const [method, url, body] of routes) {
      expect((await callAs(ctx, buyer, method, url, body)).statusCode, `partner ${method} ${url}`).toBe(403);
      expect((await callAs(ctx, sales, method, url, body)).statusCode, `sales ${method} ${url}`).toBe(403);
    }
    for (const who of [manager, finance, admin])
      expect((await callAs(ctx, who, 'GET', `${base}/${list.id}`)).statusCode).toBe(200);
    expect((await callAs(ctx, admin, 'GET', `${base}/${list.id}`)).json().name).toBe(list.name);
  });
});

describe('a list assigned to a company', () => {
  it("prices that company's cart and product page, and no other company's", async () => {
    const napkins = await createWholesaleProduct(ctx, { price: '5.00' });
    const plates = await createWholesaleProduct(ctx, { price: '10.00' });
    const cups = await createWholesaleProduct(ctx, { price: '2.00' });
    const list = await createList(finance, {
      name: `Confetti Contract ${randomUUID().slice(0, 4)}`,
      percentOff: 5,
    });
    const saved = await putItems(list.id, [
      { productId: napkins.id, fixedPrice: 4.5 },
      { productId: plates.id, percentOff: 20 },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          productId: napkins.id,
          sku: napkins.sku,
          listPrice: 5,
          fixedPrice: 4.5,
          price: 4.5,
        }),
        expect.objectContaining({ productId: plates.id, listPrice: 10, percentOff: 20, price: 8 }),
      ]),
    );
    const assigned = await assign(list.id, { companyIds: [buyerCompany] });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json().companies).toEqual([{ id: buyerCompany, name: expect.any(String) }]);

    for (const [product, quantity] of [
      [napkins, 2],
      [plates, 1],
      [cups, 1],
    ] as const)
      expect(
        (await callAs(ctx, buyer, 'POST', '/api/partner/cart/items', { productId: product.id, quantity }))
          .statusCode,
      ).toBe(201);
    const cart = (await callAs(ctx, buyer, 'GET', '/api/partner/cart')).json();
    const line = (id: string) => cart.items.find((l: { productId: string }) => l.productId === id);
    expect(line(napkins.id)).toMatchObject({ price: 4.5, listPrice: 5, lineTotal: 9 });
    expect(line(plates.id)).toMatchObject({ price: 8, listPrice: 10 });
    // No entry for the cups: the list's 5% off everything.
    expect(line(cups.id)).toMatchObject({ price: 1.9, listPrice: 2 });
    expect((await callAs(ctx, buyer, 'GET', `/api/partner/products/${napkins.id}`)).json()).toMatchObject({
      price: 4.5,
      listPrice: 5,
    });

    await callAs(ctx, other, 'POST', '/api/partner/cart/items', { productId: napkins.id, quantity: 1 });
    const theirs = (await callAs(ctx, other, 'GET', '/api/partner/cart')).json();
    expect(theirs.items[0]).toMatchObject({ productId: napkins.id, price: 5, listPrice: 5 });
    expect((await callAs(ctx, other, 'GET', `/api/partner/products/${napkins.id}`)).json()).toMatchObject({
      price: 5,
      listPrice: 5,
    });
  });

  it('lists it with its status, products counted and whom it is assigned to, searched by name', async () => {
    const name = `Searchable ${randomUUID().slice(0, 6)}`;
    const list = await createList(manager, { name, validFrom: '2035-01-01', validTo: '2035-12-31' });
    const party = await companyOf(ctx, (await signInAs(ctx, { role: 'partner' })).user.id);
    expect((await assign(list.id, { companyIds: [party], segments: ['school'] })).statusCode).toBe(200);
    const page = (
      await callAs(ctx, manager, 'GET', `${base}?search=${encodeURIComponent(name.toLowerCase())}`)
    ).json();
    expect(page).toMatchObject({ total: 1, page: 1 });
    expect(page.items[0]).toMatchObject({
      name,
      status: 'scheduled',
      itemCount: 0,
      segments: ['school'],
      companies: [{ id: party }],
    });
    const expired = await createList(manager, { validFrom: '2020-01-01', validTo: '2020-12-31' });
    expect((await callAs(ctx, manager, 'GET', `${base}/${expired.id}`)).json().status).toBe('expired');
    const found = (await callAs(ctx, manager, 'GET', `${base}/companies`)).json().items;
    expect(found.map((c: { id: string }) => c.id)).toContain(buyerCompany);
  });
});

describe('overlapping dates', () => {
  it('refuse a second list for a segment or company whose dates meet the first, naming both', async () => {
    const first = await createList(manager, {
      name: 'Wholesale 2031',
      validFrom: '2031-01-01',
      validTo: '2031-12-31',
    });
    expect((await assign(first.id, { segments: ['wholesale'] })).statusCode).toBe(200);
    const second = await createList(manager, { name: 'Wholesale Mid 2031', validFrom: '2031-06-01' });
    const refused = await assign(second.id, { segments: ['wholesale'] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      'Wholesale already has "Wholesale 2031" from 1 January 2031 to 31 December 2031. Change the dates so they do not overlap.',
    );
    expect((await callAs(ctx, manager, 'GET', `${base}/${second.id}`)).json().segments).toEqual([]);

    // Moved past the first list's end, it may be assigned; moved back, the edit is refused.
    const moved = await callAs(ctx, manager, 'PUT', `${base}/${second.id}`, {
      name: 'Wholesale 2032',
      validFrom: '2032-01-01',
      validTo: null,
      percentOff: null,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await assign(second.id, { segments: ['wholesale'] })).statusCode).toBe(200);
    const back = await callAs(ctx, manager, 'PUT', `${base}/${first.id}`, {
      name: 'Wholesale 2031',
      validFrom: '2031-01-01',
      validTo: '2032-01-15',
      percentOff: null,
    });
    expect(back.statusCode).toBe(409);
    expect(back.json().error.fields.validFrom).toBe(
      'Wholesale already has "Wholesale 2032" from 1 January 2032 with no end date. Change the dates so they do not overlap.',
    );

    const company = await companyOf(ctx, other.user.id);
    const contract = await createList(manager, {
      name: 'Other Co Contract',
      validFrom: '2031-03-01',
      validTo: '2031-03-31',
    });
    expect((await assign(contract.id, { companyIds: [company] })).statusCode).toBe(200);
    const clash = await createList(manager, { validFrom: '2031-03-31', validTo: '2031-04-30' });
    const companyRefused = await assign(clash.id, { companyIds: [company] });
    expect(companyRefused.statusCode).toBe(409);
    expect(companyRefused.json().error.message).toMatch(
      /^.+ already has "Other Co Contract" from 1 March 2031 to 31 March 2031\./,
    );
  });

  it('let exactly one of two staff assigning overlapping lists to one segment at once succeed', async () => {
    const a = await createList(manager, { validFrom: '2040-01-01', validTo: '2040-06-30' });
    const b = await createList(finance, { validFrom: '2040-03-01', validTo: '2040-12-31' });
    const answers = await Promise.all([
      assign(a.id, { segments: ['school'] }),
      assign(b.id, { segments: ['school'] }, finance),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const held = await ctx.database.db
      .select()
      .from(priceListAssignments)
      .where(inArray(priceListAssignments.priceListId, [a.id, b.id]));
    expect(held).toHaveLength(1);
  });
});

describe('refused products and prices', () => {
  it('refuse a negative price or an unknown product naming the line, and change nothing', async () => {
    const balloons = await createWholesaleProduct(ctx, { price: '3.00' });
    const streamers = await createWholesaleProduct(ctx, { price: '4.00' });
    const list = await createList(manager);
    expect((await putItems(list.id, [{ productId: balloons.id, fixedPrice: 2.5 }])).statusCode).toBe(200);
    const historyBefore = await historyOf(balloons.id);

    const negative = await putItems(list.id, [
      { productId: balloons.id, fixedPrice: 2 },
      { productId: streamers.id, fixedPrice: -1 },
    ]);
    expect(negative.statusCode).toBe(400);
    expect(negative.json().error.fields['items.1.fixedPrice']).toBe(
      'Line 2: the fixed price cannot be negative.',
    );

    const ghost = randomUUID();
    const unknown = await putItems(list.id, [
      { productId: balloons.id, fixedPrice: 2 },
      { productId: ghost, percentOff: 10 },
    ]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe(`Line 2: product ${ghost} is not in the catalogue.`);

    for (const bad of [
      [{ productId: balloons.id, fixedPrice: 2, percentOff: 10 }],
      [{ productId: balloons.id, percentOff: 95 }],
      [
        { productId: balloons.id, fixedPrice: 2 },
        { productId: balloons.id, fixedPrice: 1 },
      ],
    ])
      expect((await putItems(list.id, bad)).statusCode).toBe(400);

    const after = (await callAs(ctx, manager, 'GET', `${base}/${list.id}`)).json();
    expect(after.items).toEqual([expect.objectContaining({ productId: balloons.id, fixedPrice: 2.5 })]);
    expect(await historyOf(balloons.id)).toEqual(historyBefore);
  });

  it('refuse a bad name, dates or percentage, and a name another list has (ignoring case)', async () => {
    const send = (body: object) =>
      callAs(ctx, manager, 'POST', base, {
        name: 'X',
        validFrom: '2030-01-01',
        validTo: null,
        percentOff: null,
        ...body,
      });
    expect((await send({ validTo: '2029-12-31' })).json().error.fields.validTo).toBe(
      'Valid to cannot be before Valid from',
    );
    expect((await send({ percentOff: 91 })).statusCode).toBe(400);
    expect((await send({ percentOff: 10.555 })).statusCode).toBe(400);
    expect((await send({ name: ' ' })).statusCode).toBe(400);
    const taken = await createList(manager, { name: `Schools ${randomUUID().slice(0, 6)}` });
    const twice = await send({ name: taken.name.toUpperCase() });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.fields.name).toMatch(/already exists/);
  });
});

describe('price history and the audit trail', () => {
  it('write a history row naming the list for each added, changed and removed price, and audit every change', async () => {
    const candles = await createWholesaleProduct(ctx, { price: '5.00' });
    const name = `Schools ${randomUUID().slice(0, 6)}`;
    const list = await createList(manager, { name });
    await putItems(list.id, [{ productId: candles.id, fixedPrice: 4.5 }]);
    await putItems(list.id, [{ productId: candles.id, percentOff: 20 }]);
    // Saving the same entries again changes nothing and writes nothing.
    await putItems(list.id, [{ productId: candles.id, percentOff: 20 }]);
    await putItems(list.id, []);
    const history = await historyOf(candles.id);
    expect(
      history.map((h: Record<string, unknown>) => [h.previousPrice, h.newPrice, h.priceListName]),
    ).toEqual([
      [4, 5, name],
      [4.5, 4, name],
      [5, 4.5, name],
    ]);
    expect(history[0]).toMatchObject({ priceListId: list.id, changedByName: 'Pat Products' });

    expect((await assign(list.id, { segments: ['retail'] })).statusCode).toBe(200);
    await callAs(ctx, manager, 'PUT', `${base}/${list.id}`, {
      name,
      validFrom: yesterday(),
      validTo: '2099-12-31',
      percentOff: 12.5,
    });
    expect((await callAs(ctx, manager, 'DELETE', `${base}/${list.id}`)).statusCode).toBe(204);
    expect((await callAs(ctx, manager, 'GET', `${base}/${list.id}`)).statusCode).toBe(404);
    // A deleted list's rows leave the history (they could no longer say whose prices they were).
    const left = await ctx.database.db
      .select()
      .from(productPriceHistory)
      .where(eq(productPriceHistory.productId, candles.id));
    expect(left).toEqual([]);

    const entries = (await readAuditLog(ctx, admin, { entity: 'price_list' })).filter(
      (e) => e.entityId === list.id,
    );
    const byAction = (action: string) => entries.filter((e) => e.action === action);
    expect(byAction('price_list.created')[0]).toMatchObject({
      entityLabel: name,
      newValues: { name, percentOff: null },
    });
    expect(byAction('price_list.items_changed').map((e) => [e.oldValues, e.newValues])).toEqual([
      [{ [candles.sku]: '20.00% off' }, { [candles.sku]: null }],
      [{ [candles.sku]: '4.50' }, { [candles.sku]: '20.00% off' }],
      [{ [candles.sku]: null }, { [candles.sku]: '4.50' }],
    ]);
    expect(byAction('price_list.assigned')[0]).toMatchObject({
      oldValues: { companies: [], segments: [] },
      newValues: { companies: [], segments: ['Retail'] },
    });
    expect(byAction('price_list.updated')[0]).toMatchObject({
      oldValues: { validTo: null, percentOff: null },
      newValues: { validTo: '2099-12-31', percentOff: 12.5 },
    });
    expect(byAction('price_list.deleted')[0]).toMatchObject({
      entityLabel: name,
      oldValues: { name, percentOff: 12.5, segments: ['Retail'], products: {} },
    });
  });

  it("keep a list's rows out of a quote's price history, which every associate reads", async () => {
    const hats = await createWholesaleProduct(ctx, { price: '6.00' });
    const list = await createList(manager);
    await putItems(list.id, [{ productId: hats.id, fixedPrice: 5 }]);
    const [row] = await ctx.database.db
      .select()
      .from(productPriceHistory)
      .where(eq(productPriceHistory.productId, hats.id));
    expect(row).toMatchObject({ priceListId: list.id, previousPrice: '6.00', newPrice: '5.00' });
    const quote = await callAs(ctx, sales, 'POST', '/api/associate/quotes', {
      title: 'Hats for the school fete',
      partnerId: buyer.user.id,
    });
    expect(quote.statusCode, quote.body).toBe(201);
    const added = await callAs(ctx, sales, 'POST', `/api/associate/quotes/${quote.json().id}/items`, {
      items: [{ productId: hats.id, quantity: 2 }],
    });
    expect(added.statusCode, added.body).toBe(200);
    const seen = await callAs(ctx, sales, 'GET', `/api/associate/quotes/${quote.json().id}/price-history`);
    expect(seen.json().items).toEqual([]);
  });
});

describe('segments', () => {
  it('price every company of the segment once assigned', async () => {
    const school = await signInAs(ctx, { role: 'partner' });
    await setBusinessType(ctx, await companyOf(ctx, school.user.id), 'school');
    const glue = await createWholesaleProduct(ctx, { price: '8.00' });
    const list = await createList(manager, { percentOff: 25, validTo: businessDay() });
    expect((await assign(list.id, { segments: ['school'] })).statusCode).toBe(200);
    expect((await callAs(ctx, school, 'GET', `/api/partner/products/${glue.id}`)).json()).toMatchObject({
      price: 6,
      listPrice: 8,
    });
  });
});
