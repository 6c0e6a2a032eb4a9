import type { ProductCategoryId } from '@party/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../src/db/schema/index.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';

let ctx: TestContext;

interface ProductSeed {
  name: string;
  category: ProductCategoryId;
  description?: string | null;
  price?: string;
  stockQuantity?: number;
  isFeatured?: boolean;
}

function slugOf(name: string) {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}

async function addProducts(rows: ProductSeed[]) {
  await ctx.database.db.insert(products).values(
    rows.map((row) => ({
      price: '9.95',
      cost: '4.00',
      ...row,
      slug: slugOf(row.name),
      imageUrl: `/media/products/${slugOf(row.name)}.svg`,
      features: ['Pack of 10'],
      themes: ['birthday' as const],
    })),
  );
}

const get = async (url: string) => {
  const res = await ctx.app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json() };
};

beforeAll(async () => {
  ctx = await createTestApp();
  await addProducts([
    {
      name: 'Gold Foil Number Balloon',
      category: 'balloons',
      description: 'A shiny 86cm number.',
      price: '12.50',
    },
    { name: 'Latex Balloons Pastel', category: 'balloons', description: 'Fifty soft PASTEL latex balloons.' },
    { name: 'Confetti Cannon', category: 'party-essentials', description: 'Bursts of GOLD paper confetti.' },
    { name: 'Paper Plates 23cm', category: 'tableware', description: null, stockQuantity: 40 },
    { name: 'Happy Birthday Banner', category: 'decorations', description: 'Bunting for 100% fun_times' },
    { name: 'Cupcake Cases', category: 'cake-supplies', description: 'Bake-safe cases.', stockQuantity: 7 },
  ]);
  // Twelve more balloons, ten featured: enough to page through and to test the featured limit.
  await addProducts(
    Array.from({ length: 12 }, (_, i) => ({
      name: `Zebra Balloon ${String(i + 1).padStart(2, '0')}`,
      category: 'balloons' as const,
      description: 'Striped latex.',
      isFeatured: i < 10,
    })),
  );
});
afterAll(() => ctx.close());

describe('public catalogue', () => {
  it('is open to visitors without signing in', async () => {
    for (const url of ['/api/store/products', '/api/store/products/featured', '/api/store/categories']) {
      expect((await get(url)).status, url).toBe(200);
    }
  });

  it('lists a page of cards, sorted by name, with the total and only the card fields', async () => {
    const { body } = await get('/api/store/products?pageSize=3');
    expect(body).toMatchObject({ total: 18, totalCapped: false, page: 1, pageSize: 3 });
    expect(body.items.map((p: { name: string }) => p.name)).toEqual([
      'Confetti Cannon',
      'Cupcake Cases',
      'Gold Foil Number Balloon',
    ]);
    expect(body.items[2]).toEqual({
      id: expect.any(String),
      name: 'Gold Foil Number Balloon',
      slug: 'gold-foil-number-balloon',
      description: 'A shiny 86cm number.',
      price: 12.5,
      category: 'balloons',
      imageUrl: '/media/products/gold-foil-number-balloon.svg',
    });
  });

  it('defaults to 24 a page and pages through the rest', async () => {
    const first = (await get('/api/store/products')).body;
    expect(first.pageSize).toBe(24);
    expect(first.items).toHaveLength(18);
    const second = (await get('/api/store/products?pageSize=5&page=4')).body;
    expect(second).toMatchObject({ total: 18, page: 4, pageSize: 5 });
    expect(second.items.map((p: { name: string }) => p.name)).toEqual([
      'Zebra Balloon 10',
      'Zebra Balloon 11',
      'Zebra Balloon 12',
    ]);
    const exactlyFull = (await get('/api/store/products?pageSize=6&page=3')).body;
    expect(exactlyFull).toMatchObject({ total: 18, page: 3 });
    expect(exactlyFull.items).toHaveLength(6);
    const beyond = (await get('/api/store/products?pageSize=5&page=9')).body;
    expect(beyond).toMatchObject({ items: [], total: 18, page: 9 });
  });

  it('matches the search text in the name or the description, whatever its case', async () => {
    const names = async (query: string) =>
      (await get(`/api/store/products?${query}`)).body.items.map((p: { name: string }) => p.name);
    expect(await names('search=gold')).toEqual(['Confetti Cannon', 'Gold Foil Number Balloon']);
    expect(await names('search=pastel')).toEqual(['Latex Balloons Pastel']);
    expect(await names('search=%20PAPER%20')).toEqual(['Confetti Cannon', 'Paper Plates 23cm']);
    // % and _ are taken as the characters themselves, not as wildcards.
    expect(await names('search=100%25')).toEqual(['Happy Birthday Banner']);
    expect(await names('search=fun_t')).toEqual(['Happy Birthday Banner']);
    expect(await names('search=o_d')).toEqual([]);
    expect(await names('search=nothing-like-this')).toEqual([]);
  });

  it('finds a product by what it is now called: renamed, recategorised or removed', async () => {
    const search = async (query: string) =>
      (await get(`/api/store/products?${query}`)).body.items.map((p: { name: string }) => p.name);
    const { db } = ctx.database;
    const [kazoo] = await db
      .insert(products)
      .values({ name: 'Party Kazoo', slug: 'party-kazoo', category: 'party-essentials', price: '2.00' })
      .returning({ id: products.id });
    const kazooId = kazoo?.id ?? '';
    expect(await search('search=kazoo')).toEqual(['Party Kazoo']);

    await db
      .update(products)
      .set({ name: 'Brass Whistle', description: 'A loud KAZOO-like tone.', category: 'decorations' })
      .where(eq(products.id, kazooId));
    expect(await search('search=party%20kazoo')).toEqual([]);
    expect(await search('search=brass')).toEqual(['Brass Whistle']);
    expect(await search('search=kazoo&category=decorations')).toEqual(['Brass Whistle']);
    expect(await search('search=kazoo&category=party-essentials')).toEqual([]);

    await db.delete(products).where(eq(products.id, kazooId));
    expect(await search('search=whistle')).toEqual([]);
  });

  it('narrows to a category, and "all" means every category', async () => {
    const balloons = (await get('/api/store/products?category=balloons')).body;
    expect(balloons.total).toBe(14);
    expect(balloons.items.every((p: { category: string }) => p.category === 'balloons')).toBe(true);
    expect((await get('/api/store/products?category=all')).body.total).toBe(18);
    const both = (await get('/api/store/products?category=balloons&search=gold')).body;
    expect(both.items.map((p: { name: string }) => p.name)).toEqual(['Gold Foil Number Balloon']);
  });

  it('refuses bad query parameters with a 400 in the one error shape', async () => {
    for (const query of ['category=toys', 'page=0', 'page=two', 'pageSize=49', `search=${'a'.repeat(101)}`]) {
      const { status, body } = await get(`/api/store/products?${query}`);
      expect(status, query).toBe(400);
      expect(body.error.code, query).toBe('VALIDATION_FAILED');
      expect(body.error.message, query).toEqual(expect.any(String));
      expect(Object.keys(body.error.fields), query).toHaveLength(1);
    }
  });

  it('features at most 8 products, only featured ones', async () => {
    const { body } = await get('/api/store/products/featured');
    expect(body.items).toHaveLength(8);
    expect(body.items.every((p: { name: string }) => p.name.startsWith('Zebra Balloon'))).toBe(true);
  });

  it('shows a product by slug with features, stock status and related products of its category', async () => {
    const { status, body } = await get('/api/store/products/gold-foil-number-balloon');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      name: 'Gold Foil Number Balloon',
      category: 'balloons',
      price: 12.5,
      images: ['/media/products/gold-foil-number-balloon.svg'],
      features: ['Pack of 10'],
      themes: ['birthday'],
      stockQuantity: 0,
      stockStatus: 'Out of Stock',
    });
    expect(body.related).toHaveLength(4);
    expect(body.related.every((p: { category: string }) => p.category === 'balloons')).toBe(true);
    expect(body.related.map((p: { slug: string }) => p.slug)).not.toContain('gold-foil-number-balloon');
    expect(body.related[0]).not.toHaveProperty('stockQuantity');
  });

  it('words stock: 1 to 10 is Low Stock, above 10 In Stock', async () => {
    expect((await get('/api/store/products/cupcake-cases')).body.stockStatus).toBe('Low Stock');
    expect((await get('/api/store/products/paper-plates-23cm')).body.stockStatus).toBe('In Stock');
  });

  it('answers 404 "Product not found" for an unknown slug', async () => {
    const { status, body } = await get('/api/store/products/no-such-thing');
    expect(status).toBe(404);
    expect(body).toEqual({ error: { code: 'NOT_FOUND', message: 'Product not found' } });
  });

  it('lists the five categories with their labels and real product counts', async () => {
    const { body } = await get('/api/store/categories');
    expect(
      body.items.map((c: { id: string; countLabel: string; productCount: number }) => [
        c.id,
        c.countLabel,
        c.productCount,
      ]),
    ).toEqual([
      ['balloons', '200+ items', 14],
      ['decorations', '150+ items', 1],
      ['party-essentials', '100+ items', 1],
      ['tableware', '120+ items', 1],
      ['cake-supplies', '80+ items', 1],
    ]);
  });
});
