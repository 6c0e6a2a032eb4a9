import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../src/db/schema/index.ts';
import { createTestApp, statementsOf, type TestContext } from '../helpers/test-app.ts';
import { insertProduct } from './seo-fixtures.ts';

const ORIGIN = 'https://shop.example.com.au';
const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');
const pathOf = (loc: string) => new URL(loc).pathname;

// Three addresses a file, so a handful of products spans several files; no cache, so each request
// reads the products as they are.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL: ORIGIN, SITEMAP_URLS_PER_FILE: '3', SITEMAP_CACHE_SECONDS: '0' });
  await insertProduct(ctx.database, { name: 'Gold Number 1 Balloon', slug: 'gold-number-1-balloon' });
  await insertProduct(ctx.database, {
    name: 'Paper Plates & Cups',
    slug: 'paper-plates-cups',
    category: 'tableware',
  });
  for (const n of [1, 2, 3, 4, 5])
    await insertProduct(ctx.database, {
      name: `Streamer ${n}`,
      slug: `streamer-${n}`,
      category: 'decorations',
    });
});
afterAll(() => ctx.close());

/** Every address of every file the index names, and each file's own addresses. */
async function crawl() {
  const index = await ctx.app.inject({ method: 'GET', url: '/sitemap.xml' });
  const files = new Map<string, string[]>();
  for (const loc of locsOf(index.body)) {
    const res = await ctx.app.inject({ method: 'GET', url: pathOf(loc) });
    expect(res.statusCode, loc).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    files.set(pathOf(loc), locsOf(res.body));
    const entries = res.body.match(/<url>.*?<\/url>/g) ?? [];
    expect(entries.length).toBe(locsOf(res.body).length);
    for (const entry of entries) expect(entry).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}(T[\d:.]+Z)?<\/lastmod>/);
  }
  return { index, files };
}

describe('sitemap and robots', () => {
  it('needs no authentication', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/sitemap.xml' })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/robots.txt' })).statusCode).toBe(200);
  });

  it('is an index of sitemap files: the pages, the categories and the products in files', async () => {
    const { index, files } = await crawl();
    expect(index.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect([...files.keys()]).toEqual([
      '/sitemaps/pages-1.xml',
      '/sitemaps/pages-2.xml',
      '/sitemaps/pages-3.xml',
      '/sitemaps/pages-4.xml',
      '/sitemaps/pages-5.xml',
      '/sitemaps/categories-1.xml',
      '/sitemaps/categories-2.xml',
      '/sitemaps/products-1.xml',
      '/sitemaps/products-2.xml',
      '/sitemaps/products-3.xml',
    ]);
    const sitemaps = index.body.match(/<sitemap>.*?<\/sitemap>/g) ?? [];
    for (const entry of sitemaps) expect(entry).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}(T[\d:.]+Z)?<\/lastmod>/);
  });

  it('lists every public page and every product by slug, never more than the limit in one file', async () => {
    const { files } = await crawl();
    for (const [file, locs] of files) expect(locs.length, file).toBeLessThanOrEqual(3);
    const locs = [...files.values()].flat();
    for (const path of [
      '/',
      '/products',
      '/products?category=balloons',
      '/faq',
      '/delivery',
      '/guides',
      '/guides/birthday-party-planning',
      '/guides/balloon-decorations',
      '/guides/party-budget-tips',
      '/locations/sydney',
      '/locations/melbourne',
      '/locations/brisbane',
      '/locations/perth',
      '/locations/adelaide',
      '/product/gold-number-1-balloon',
      '/product/paper-plates-cups',
      '/product/streamer-5',
    ])
      expect(locs, path).toContain(`${ORIGIN}${path}`);
    expect(new Set(locs).size).toBe(locs.length);
    expect(locs.filter((loc) => loc.includes('/product/'))).toHaveLength(7);
    expect(locs.some((loc) => loc.includes('/partner') || loc.includes('dashboard'))).toBe(false);
  });

  it('sends the index compressed when the client accepts it, the same XML once decoded', async () => {
    const plain = await ctx.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(plain.body.length).toBeGreaterThan(1024);
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/sitemap.xml',
        headers: { 'accept-encoding': encoding },
      });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toContain('accept-encoding');
      expect(decode(res.rawPayload).toString()).toBe(plain.body);
    }
  });

  it('answers a file the index does not name with 404', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/sitemaps/products-9.xml' })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/sitemaps/secrets.xml' })).statusCode).toBe(404);
  });

  it('answers a repeat with If-None-Match or If-Modified-Since 304, without the body', async () => {
    for (const url of ['/sitemap.xml', '/sitemaps/products-1.xml', '/sitemaps/pages-1.xml']) {
      const first = await ctx.app.inject({ method: 'GET', url });
      const etag = first.headers.etag as string;
      const lastModified = first.headers['last-modified'] as string;
      expect(etag, url).toMatch(/^W\/".+"$/);
      expect(new Date(lastModified).getTime(), url).not.toBeNaN();
      const byTag = await ctx.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
      expect(byTag.statusCode, url).toBe(304);
      expect(byTag.body).toBe('');
      const byDate = await ctx.app.inject({
        method: 'GET',
        url,
        headers: { 'if-modified-since': lastModified },
      });
      expect(byDate.statusCode, url).toBe(304);
      const other = await ctx.app.inject({ method: 'GET', url, headers: { 'if-none-match': 'W/"other"' } });
      expect(other.statusCode, url).toBe(200);
    }
  });

  it('changes the ETag of the index and of the product’s file when a product changes', async () => {
    const before = await crawlTags();
    await ctx.database.db
      .update(products)
      .set({ slug: 'gold-number-one-balloon', updatedAt: new Date() })
      .where(eq(products.slug, 'gold-number-1-balloon'));
    const after = await crawlTags();
    expect(after.index).not.toBe(before.index);
    expect(after.files.get('/sitemaps/products-1.xml')).not.toBe(
      before.files.get('/sitemaps/products-1.xml'),
    );
    // The pages' files did not change, so a crawler's copy of them stays good.
    expect(after.files.get('/sitemaps/pages-1.xml')).toBe(before.files.get('/sitemaps/pages-1.xml'));
    const repeat = await ctx.app.inject({
      method: 'GET',
      url: '/sitemap.xml',
      headers: { 'if-none-match': before.index },
    });
    expect(repeat.statusCode).toBe(200);
    const locs = [...(await crawl()).files.values()].flat();
    expect(locs).toContain(`${ORIGIN}/product/gold-number-one-balloon`);
    expect(locs).not.toContain(`${ORIGIN}/product/gold-number-1-balloon`);
  });

  it('allows all but the portals and the API, and names the sitemap index', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /partner',
        'Disallow: /vendor',
        'Disallow: /associate',
        'Disallow: /admin',
        'Disallow: /api',
        '',
        'Sitemap: https://shop.example.com.au/sitemap.xml',
        '',
      ].join('\n'),
    );
  });
});

async function crawlTags() {
  const index = await ctx.app.inject({ method: 'GET', url: '/sitemap.xml' });
  const files = new Map<string, string>();
  for (const loc of locsOf(index.body)) {
    const res = await ctx.app.inject({ method: 'GET', url: pathOf(loc) });
    files.set(pathOf(loc), res.headers.etag as string);
  }
  return { index: index.headers.etag as string, files };
}

describe('sitemap cache', () => {
  let cached: TestContext;
  beforeAll(async () => {
    cached = await createTestApp({ PUBLIC_URL: ORIGIN }, { countStatements: true });
    await insertProduct(cached.database, { name: 'Confetti Cannon', slug: 'confetti-cannon' });
  });
  afterAll(() => cached.close());

  it('serves repeats from memory: no database statement for the index or a file already built', async () => {
    const first = await statementsOf(cached, { method: 'GET', url: '/sitemap.xml' });
    expect(first.statements.length).toBe(1);
    const file = await statementsOf(cached, { method: 'GET', url: '/sitemaps/products-1.xml' });
    expect(file.response.body).toContain(`<loc>${ORIGIN}/product/confetti-cannon</loc>`);
    expect(file.statements.length).toBe(1);
    for (const url of ['/sitemap.xml', '/sitemaps/products-1.xml']) {
      const repeat = await statementsOf(cached, { method: 'GET', url });
      expect(repeat.response.statusCode, url).toBe(200);
      expect(repeat.statements, url).toEqual([]);
    }
  });
});

describe('sitemap under a crowd of crawlers', () => {
  let crowd: TestContext;
  const productReads: string[] = [];
  beforeAll(async () => {
    crowd = await createTestApp(
      { PUBLIC_URL: ORIGIN },
      { onQuery: (sql) => sql.includes('"products"') && productReads.push(sql) },
    );
    await insertProduct(crowd.database, { name: 'Party Hat', slug: 'party-hat' });
  });
  afterAll(() => crowd.close());

  it('reads the products once for ten requests arriving together, and once more for the file', async () => {
    productReads.length = 0; // the fixture's insert
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => crowd.app.inject({ method: 'GET', url: '/sitemap.xml' })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((a) => a.headers.etag)).size).toBe(1);
    expect(productReads).toHaveLength(1);
    const files = await Promise.all(
      Array.from({ length: 10 }, () => crowd.app.inject({ method: 'GET', url: '/sitemaps/products-1.xml' })),
    );
    expect(files.every((f) => f.body.includes(`${ORIGIN}/product/party-hat`))).toBe(true);
    expect(productReads).toHaveLength(2);
  });
});
