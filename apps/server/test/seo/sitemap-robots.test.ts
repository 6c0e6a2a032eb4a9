import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';
import { insertProduct } from './seo-fixtures.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL: 'https://shop.example.com.au' });
  await insertProduct(ctx.database, { name: 'Gold Number 1 Balloon', slug: 'gold-number-1-balloon' });
  await insertProduct(ctx.database, {
    name: 'Paper Plates & Cups',
    slug: 'paper-plates-cups',
    category: 'tableware',
  });
});
afterAll(() => ctx.close());

describe('sitemap and robots', () => {
  it('needs no authentication', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/sitemap.xml' })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/robots.txt' })).statusCode).toBe(200);
  });

  it('lists every public page and every product by slug with a lastmod', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
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
    ])
      expect(locs, path).toContain(`https://shop.example.com.au${path}`);
    expect(locs.some((loc) => loc?.includes('/partner') || loc?.includes('dashboard'))).toBe(false);
    const entries = res.body.match(/<url>.*?<\/url>/g) ?? [];
    expect(entries.length).toBe(locs.length);
    for (const entry of entries) expect(entry).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
  });

  it('sees a product added after start', async () => {
    await insertProduct(ctx.database, {
      name: 'Confetti Cannon',
      slug: 'confetti-cannon',
      category: 'party-essentials',
    });
    const res = await ctx.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.body).toContain('<loc>https://shop.example.com.au/product/confetti-cannon</loc>');
  });

  it('allows all but the portals and the API, and names the sitemap', async () => {
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
