import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyOf } from '../helpers/companies.ts';
import { callAs, type SignedIn, signInAs } from '../helpers/factories.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';
import { checkout, checkoutBody, createDeliveryMethod } from '../orders/order-fixtures.ts';
import { quoteBody } from '../quotes/quote-fixtures.ts';
import { createPriceList, createWholesaleProduct, setBusinessType } from './pricing-fixtures.ts';

// docs/product/wholesale-buying.md: one unit-price rule (list, the company's price list, quantity
// break: the lowest), pack sizes and minimums, everywhere a line is priced.

let ctx: TestContext;
let school: SignedIn;
let contract: SignedIn;
let other: SignedIn;
let schoolCompany: string;
let contractCompany: string;
let balloons: Awaited<ReturnType<typeof createWholesaleProduct>>;
let plates: Awaited<ReturnType<typeof createWholesaleProduct>>;
let napkins: Awaited<ReturnType<typeof createWholesaleProduct>>;
let methodId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  [school, contract, other] = await Promise.all([
    signInAs(ctx, { role: 'partner' }),
    signInAs(ctx, { role: 'partner' }),
    signInAs(ctx, { role: 'partner' }),
  ]);
  schoolCompany = await companyOf(ctx, school.user.id);
  contractCompany = await companyOf(ctx, contract.user.id);
  await setBusinessType(ctx, schoolCompany, 'school');
  await setBusinessType(ctx, contractCompany, 'school');
  balloons = await createWholesaleProduct(ctx, {
    price: '0.50',
    tiers: [
      [12, '0.45'],
      [48, '0.40'],
    ],
  });
  plates = await createWholesaleProduct(ctx, { price: '10.00', packSize: 12, minOrderQty: 24 });
  napkins = await createWholesaleProduct(ctx, { price: '3.99' });
  // Schools pay 10% off everything; Confetti's contract fixes the napkins at $3.00.
  await createPriceList(ctx, { to: { segment: 'school' }, percentOff: '10' });
  await createPriceList(ctx, {
    to: { companyId: contractCompany },
    items: [{ productId: napkins.id, fixedPrice: '3.00' }],
  });
  // An expired list for the other partner changes nothing.
  await createPriceList(ctx, {
    to: { companyId: await companyOf(ctx, other.user.id) },
    items: [{ productId: napkins.id, fixedPrice: '1.00' }],
    validFrom: '2020-01-01',
    validTo: '2020-12-31',
  });
  methodId = (await createDeliveryMethod(ctx, { cost: '9.95' })).id;
}, 60_000);
afterAll(() => ctx.close());

const add = (who: SignedIn, productId: string, quantity: number) =>
  callAs(ctx, who, 'POST', '/api/partner/cart/items', { productId, quantity });
const cartOf = async (who: SignedIn) => (await callAs(ctx, who, 'GET', '/api/partner/cart')).json();
const lineOf = async (who: SignedIn, productId: string) =>
  (await cartOf(who)).items.find((l: { productId: string }) => l.productId === productId);

describe('quantity breaks in the cart', () => {
  it('price each unit by the break the quantity reaches and say what the next one saves', async () => {
    const buyer = await signInAs(ctx, { role: 'partner' });
    const first = await add(buyer, balloons.id, 8);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().line).toMatchObject({
      price: 0.5,
      listPrice: 0.5,
      lineTotal: 4,
      nextBreak: { more: 4, saving: 0.05 },
    });
    const more = await add(buyer, balloons.id, 4);
    expect(more.json().line).toMatchObject({ quantity: 12, price: 0.45, lineTotal: 5.4 });
    expect(more.json().line.nextBreak).toEqual({ more: 36, saving: 0.05 });
    expect(more.json().cart.subtotal).toBe(5.4);
  });
});

describe('price lists', () => {
  it("give a segment's companies its percentage off, below the break when lower", async () => {
    const line = (await add(school, balloons.id, 12)).json().line;
    // 10% off $0.50 is $0.45, the same as the 12+ break; at 48 the break's $0.40 wins.
    expect(line).toMatchObject({ price: 0.45, listPrice: 0.5 });
    const napkinLine = (await add(school, napkins.id, 1)).json().line;
    expect(napkinLine).toMatchObject({ price: 3.59, listPrice: 3.99 });
  });

  it("put a company's own list before its segment's, product by product", async () => {
    expect((await add(contract, napkins.id, 2)).json().line).toMatchObject({ price: 3, lineTotal: 6 });
    // No contract entry for balloons: the segment's 10% still applies.
    expect((await add(contract, balloons.id, 1)).json().line).toMatchObject({ price: 0.45 });
  });

  it('never reach another company, or a list out of its dates', async () => {
    expect((await add(other, napkins.id, 1)).json().line).toMatchObject({ price: 3.99, listPrice: 3.99 });
  });

  it("show the partner's price and break table on the product page, list prices to the public", async () => {
    const mine = (await callAs(ctx, contract, 'GET', `/api/partner/products/${napkins.id}`)).json();
    expect(mine).toMatchObject({ price: 3, listPrice: 3.99, sku: napkins.sku, packSize: 1, minOrderQty: 1 });
    const table = (await callAs(ctx, other, 'GET', `/api/partner/products/${balloons.id}`)).json().priceTable;
    expect(table).toEqual([
      { minQuantity: 1, maxQuantity: 11, price: 0.5 },
      { minQuantity: 12, maxQuantity: 47, price: 0.45 },
      { minQuantity: 48, maxQuantity: null, price: 0.4 },
    ]);
    const visitor = await ctx.app.inject({ method: 'GET', url: `/api/store/products/${napkins.slug}` });
    expect(visitor.json()).toMatchObject({ price: 3.99, listPrice: 3.99 });
  });
});

describe('pack sizes and minimums', () => {
  it('refuse a quantity the product is not sold in, naming the nearest that are', async () => {
    const buyer = await signInAs(ctx, { role: 'partner' });
    const below = await add(buyer, plates.id, 12);
    expect(below.statusCode).toBe(400);
    expect(below.json().error.message).toBe('The minimum order is 24.');
    const odd = await add(buyer, plates.id, 30);
    expect(odd.json().error.message).toBe('Sold in packs of 12. Order 24 or 36.');
    expect((await cartOf(buyer)).items).toEqual([]);
    expect((await add(buyer, plates.id, 24)).statusCode).toBe(201);
    // On a line that has its minimum, a whole pack more is fine.
    expect((await add(buyer, plates.id, 12)).json().line.quantity).toBe(36);
    const lineId = (await lineOf(buyer, plates.id)).id;
    const patch = await callAs(ctx, buyer, 'PATCH', `/api/partner/cart/items/${lineId}`, { quantity: 40 });
    expect(patch.statusCode).toBe(400);
    expect(patch.json().error.message).toBe('Sold in packs of 12. Order 36 or 48.');
    expect((await lineOf(buyer, plates.id)).quantity).toBe(36);
  });

  it('stop checkout on a line the pack size changed under, and keep the cart', async () => {
    const buyer = await signInAs(ctx, { role: 'partner' });
    const cups = await createWholesaleProduct(ctx, { price: '2.00', name: 'Party Cups Test' });
    await add(buyer, cups.id, 10);
    await ctx.database.db.execute(
      sql`update products set pack_size = 6, min_order_qty = 6 where id = ${cups.id}`,
    );
    expect((await lineOf(buyer, cups.id)).quantityProblem).toBe('Sold in packs of 6. Order 6 or 12.');
    const res = await checkout(ctx, buyer, checkoutBody(methodId));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Party Cups Test: Sold in packs of 6. Order 6 or 12.');
    expect((await cartOf(buyer)).items).toHaveLength(1);
  });
});

describe('adding many lines at once', () => {
  it('adds every line or none, naming the first that cannot go in', async () => {
    const buyer = await signInAs(ctx, { role: 'partner' });
    const bad = await callAs(ctx, buyer, 'POST', '/api/partner/cart/items/bulk', {
      lines: [
        { productId: napkins.id, quantity: 2 },
        { productId: plates.id, quantity: 13 },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/^Line 2 \(.+\): The minimum order is 24\.$/);
    expect((await cartOf(buyer)).items).toEqual([]);
    const good = await callAs(ctx, buyer, 'POST', '/api/partner/cart/items/bulk', {
      lines: [
        { productId: napkins.id, quantity: 2 },
        { productId: plates.id, quantity: 24 },
        { productId: napkins.id, quantity: 1 },
      ],
    });
    expect(good.statusCode, good.body).toBe(201);
    expect(good.json().added).toBe(2);
    expect(
      good
        .json()
        .cart.items.map((l: { quantity: number }) => l.quantity)
        .sort(),
    ).toEqual([24, 3]);
  });
});

describe('checkout and quotes price as the cart does', () => {
  it("records each line at the partner's price with the list price beside it", async () => {
    const buyer = await signInAs(ctx, { role: 'partner' });
    const company = await companyOf(ctx, buyer.user.id);
    await createPriceList(ctx, {
      to: { companyId: company },
      items: [{ productId: napkins.id, percentOff: '25' }],
    });
    await add(buyer, napkins.id, 3);
    await add(buyer, balloons.id, 48);
    const summary = (
      await callAs(ctx, buyer, 'GET', `/api/partner/checkout/summary?deliveryMethodId=${methodId}`)
    ).json();
    // 3 × $2.99 (25% off $3.99, rounded once per unit) + 48 × $0.40 + $9.95 delivery.
    expect(summary).toMatchObject({ subtotal: 28.17, deliveryCost: 9.95, total: 38.12 });
    const placed = await checkout(ctx, buyer, checkoutBody(methodId));
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().total).toBe(38.12);
    const result = await ctx.database.db.execute(sql`select product_id, price_per_unit::text as price,
      list_price_per_unit::text as list from order_items where order_id = ${placed.json().orderId} order by price_per_unit`);
    expect((result as unknown as { rows: unknown[] }).rows).toEqual([
      { product_id: balloons.id, price: '0.40', list: '0.50' },
      { product_id: napkins.id, price: '2.99', list: '3.99' },
    ]);
  });

  it("prices a partner's quote request at their prices and refuses a pack size it breaks", async () => {
    const quote = await callAs(
      ctx,
      contract,
      'POST',
      '/api/store/quotes',
      quoteBody({ id: napkins.id, name: napkins.name }),
    );
    expect(quote.statusCode, quote.body).toBe(201);
    const result =
      await ctx.database.db.execute(sql`select price_per_unit::text as price, list_price_per_unit::text as list
      from quote_items where quote_id = ${quote.json().quoteId}`);
    expect((result as unknown as { rows: unknown[] }).rows).toEqual([{ price: '3.00', list: '3.99' }]);
    const odd = await callAs(
      ctx,
      contract,
      'POST',
      '/api/store/quotes',
      quoteBody(
        { id: plates.id, name: plates.name },
        { items: [{ productId: plates.id, productName: plates.name, quantity: 25, price: 1 }] },
      ),
    );
    expect(odd.statusCode).toBe(400);
    expect(odd.json().error.message).toBe(`${plates.name}: Sold in packs of 12. Order 24 or 36.`);
  });
});

describe("the shop page's prices", () => {
  it("overlay the partner's company's prices on the public page, list prices for others", async () => {
    const url = `/api/partner/product-prices?ids=${napkins.id},${balloons.id}`;
    const mine = (await callAs(ctx, contract, 'GET', url)).json().items;
    expect(mine).toEqual(
      expect.arrayContaining([
        { productId: napkins.id, price: 3, listPrice: 3.99 },
        { productId: balloons.id, price: 0.45, listPrice: 0.5 },
      ]),
    );
    const theirs = (await callAs(ctx, other, 'GET', url)).json().items;
    expect(theirs).toContainEqual({ productId: napkins.id, price: 3.99, listPrice: 3.99 });
    const bad = await callAs(ctx, other, 'GET', '/api/partner/product-prices?ids=nonsense');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain('Each id must be a product id');
  });
});
