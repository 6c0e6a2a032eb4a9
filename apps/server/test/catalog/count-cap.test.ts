import { CATALOG_COUNT_CAP } from '@party/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';

let ctx: TestContext;
const PRODUCTS = 1030;

const get = async (url: string) => (await ctx.app.inject({ method: 'GET', url })).json();

beforeAll(async () => {
  ctx = await createTestApp();
  // 1,030 balloons named Bulk Balloon 0001 to 1030: past the count cap of 1,000.
  await ctx.database.db.execute(sql`
    insert into products (name, slug, description, price, cost, category)
    select 'Bulk Balloon ' || lpad(n::text, 4, '0'), 'bulk-balloon-' || n, 'Latex balloon.', 2.50, 1.00, 'balloons'
    from generate_series(1, ${PRODUCTS}) as n`);
});
afterAll(() => ctx.close());

describe('catalogue count on broad searches', () => {
  it('stops counting 1,000 matches past the first row and says the total is a lower bound', async () => {
    expect(CATALOG_COUNT_CAP).toBe(1000);
    const first = await get('/api/store/products?search=bulk');
    expect(first).toMatchObject({ total: 1000, totalCapped: true, page: 1, pageSize: 24 });
    expect(first.items).toHaveLength(24);
    expect(first.items[0].name).toBe('Bulk Balloon 0001');
  });

  it('counts further as the visitor pages on, so the next page always exists when capped', async () => {
    // Page 2 starts at row 24: counting stops at 1,024, still short of the 1,030 matches.
    expect(await get('/api/store/products?search=bulk&page=2')).toMatchObject({
      total: 1024,
      totalCapped: true,
    });
    // From page 3 (row 48) the 1,030 matches are within reach: the total is exact again.
    expect(await get('/api/store/products?search=bulk&page=3')).toMatchObject({
      total: PRODUCTS,
      totalCapped: false,
    });
    const last = await get(`/api/store/products?search=bulk&page=${Math.ceil(PRODUCTS / 24)}`);
    expect(last).toMatchObject({ total: PRODUCTS, totalCapped: false });
    expect(last.items.map((p: { name: string }) => p.name).at(-1)).toBe('Bulk Balloon 1030');
  });

  it('counts narrower searches and categories exactly', async () => {
    // 'Balloon 10' is in Bulk Balloon 1000 to 1030 only.
    const narrow = await get('/api/store/products?search=balloon%2010');
    expect(narrow).toMatchObject({ total: 31, totalCapped: false });
    expect(await get('/api/store/products?category=decorations')).toMatchObject({
      total: 0,
      totalCapped: false,
    });
  });

  it('finds matches that sort after the first thousand names, in name order with the exact total', async () => {
    // 'Balloon 10' is in the last 31 names only: past the names a search walks before ranking every match.
    const first = await get('/api/store/products?search=balloon%2010');
    expect(first).toMatchObject({ total: 31, totalCapped: false });
    expect(first.items.map((p: { name: string }) => p.name)).toEqual(
      Array.from({ length: 24 }, (_, i) => `Bulk Balloon ${1000 + i}`),
    );
    const second = await get('/api/store/products?search=balloon%2010&page=2');
    expect(second).toMatchObject({ total: 31, totalCapped: false });
    expect(second.items.map((p: { name: string }) => p.name)).toEqual(
      Array.from({ length: 7 }, (_, i) => `Bulk Balloon ${1024 + i}`),
    );
    expect(await get('/api/store/products?search=balloon%2010&page=3')).toMatchObject({
      items: [],
      total: 31,
      totalCapped: false,
    });
  });
});
