import { randomUUID } from 'node:crypto';
import type { ProductCategoryId, ProductTheme } from '@party/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../src/db/schema/index.ts';
import { type SignedIn, signInAs } from '../helpers/factories.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';

/** The partner shop's filters on the one catalogue listing: theme and price range (docs/product/partner-portal.md). */
let ctx: TestContext;
let partner: SignedIn;
let roseGoldId: string;

const seed: { name: string; category: ProductCategoryId; price: string; themes: ProductTheme[] }[] = [
  { name: 'Rose Gold Chrome Balloons', category: 'balloons', price: '18.95', themes: ['wedding', 'general'] },
  { name: 'Number Balloon', category: 'balloons', price: '9.95', themes: ['birthday'] },
  { name: 'Christmas Garland', category: 'decorations', price: '24.00', themes: ['holiday'] },
  { name: 'Wedding Arch Kit', category: 'decorations', price: '149.00', themes: ['wedding'] },
  { name: 'Paper Plates', category: 'tableware', price: '5.00', themes: ['birthday', 'general'] },
  { name: 'Cake Topper Mr & Mrs', category: 'cake-supplies', price: '50.00', themes: ['wedding'] },
];

beforeAll(async () => {
  ctx = await createTestApp();
  partner = await signInAs(ctx, { role: 'partner' });
  const rows = await ctx.database.db
    .insert(products)
    .values(
      seed.map((p) => ({
        ...p,
        slug: p.name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
        description: `${p.name} for your event.`,
        features: ['Reusable'],
        stockQuantity: 30,
      })),
    )
    .returning({ id: products.id, name: products.name });
  roseGoldId = rows.find((r) => r.name === 'Rose Gold Chrome Balloons')!.id;
}, 60_000);
afterAll(() => ctx.close());

const names = async (query: string) => {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/store/products?${query}` });
  expect(res.statusCode, query).toBe(200);
  return res.json().items.map((p: { name: string }) => p.name);
};

describe('catalogue filters of the partner shop', () => {
  it('narrows to the products carrying a theme, and "all" means every theme', async () => {
    expect(await names('theme=wedding')).toEqual([
      'Cake Topper Mr & Mrs',
      'Rose Gold Chrome Balloons',
      'Wedding Arch Kit',
    ]);
    expect(await names('theme=holiday')).toEqual(['Christmas Garland']);
    expect(await names('theme=all')).toHaveLength(6);
  });

  it('bounds the price, both ends included', async () => {
    expect(await names('minPrice=0&maxPrice=10')).toEqual(['Number Balloon', 'Paper Plates']);
    expect(await names('minPrice=18.95&maxPrice=50')).toEqual([
      'Cake Topper Mr & Mrs',
      'Christmas Garland',
      'Rose Gold Chrome Balloons',
    ]);
    expect(await names('minPrice=51')).toEqual(['Wedding Arch Kit']);
  });

  it('combines theme, price, category and search, and counts only what matches', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/store/products?theme=wedding&maxPrice=50&category=balloons&search=chrome',
    });
    expect(res.json()).toMatchObject({
      total: 1,
      items: [{ name: 'Rose Gold Chrome Balloons', price: 18.95 }],
    });
    expect(await names('theme=birthday&category=tableware&minPrice=6')).toEqual([]);
  });

  it('refuses a bad theme or price with a message naming it', async () => {
    const cases: [string, string, RegExp][] = [
      ['theme=toys', 'theme', /./],
      ['minPrice=-1', 'minPrice', /0 or more/],
      ['maxPrice=lots', 'maxPrice', /must be a number/],
      ['minPrice=30&maxPrice=10', 'minPrice', /Minimum price must not be above the maximum price/],
    ];
    for (const [query, field, message] of cases) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/store/products?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.fields[field], query).toMatch(message);
    }
  });
});

describe('partner product detail by id', () => {
  it('requires a signed-in partner', async () => {
    const anonymous = await ctx.app.inject({ method: 'GET', url: `/api/partner/products/${roseGoldId}` });
    expect(anonymous.statusCode).toBe(401);
    const vendor = await signInAs(ctx, { role: 'vendor' });
    const asVendor = await ctx.app.inject({
      method: 'GET',
      url: `/api/partner/products/${roseGoldId}`,
      headers: vendor.headers,
    });
    expect(asVendor.statusCode).toBe(403);
  });

  it('shows the product with features, themes and stock status', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/partner/products/${roseGoldId}`,
      headers: partner.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: roseGoldId,
      name: 'Rose Gold Chrome Balloons',
      price: 18.95,
      category: 'balloons',
      features: ['Reusable'],
      themes: ['wedding', 'general'],
      stockStatus: 'In Stock',
    });
  });

  it("answers 'Product not found' for an unknown or mistyped id", async () => {
    for (const id of [randomUUID(), 'not-a-product']) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/partner/products/${id}`,
        headers: partner.headers,
      });
      expect(res.statusCode, id).toBe(404);
      expect(res.json().error.message).toBe('Product not found');
    }
  });
});
