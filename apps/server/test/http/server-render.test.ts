import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { faqs } from '../../src/db/schema/index.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';
import { createWebDist, insertProduct, jsonLdBlocks } from '../seo/seo-fixtures.ts';

// The web app's own server entry, as `npm run build` bundles it into dist/server/entry-server.js.
const WEB_ENTRY = fileURLToPath(new URL('../../../web/src/entry-server.tsx', import.meta.url));

const STYLESHEET = '.text-primary { color: #a21caf; }';
const STYLESHEET_LINK = '<link rel="stylesheet" crossorigin href="/assets/index-1a2b.css">';

const page = (ctx: TestContext, url: string) =>
  ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

/** Puts `source` where the build writes the server render's bundle, dist/server/entry-server.js. */
function writeServerBundle(web: ReturnType<typeof createWebDist>, source: string) {
  mkdirSync(join(web.dist, 'server'));
  writeFileSync(join(web.dist, 'server', 'entry-server.js'), source);
}

/** What the server put into #root, and whether it comes before the first script. */
function rootOf(html: string): { markup: string; beforeScripts: boolean } {
  const start = html.indexOf('<div id="root">');
  const end = html.lastIndexOf('</div><script');
  expect(start, 'the page has its root').toBeGreaterThan(-1);
  return {
    markup: html.slice(start, end),
    beforeScripts: !html.slice(0, end).includes('<script type="module"'),
  };
}

describe('public pages drawn on the server', () => {
  let ctx: TestContext;
  let web: ReturnType<typeof createWebDist>;

  beforeAll(async () => {
    web = createWebDist();
    writeServerBundle(web, `export { hasPage, renderPage } from ${JSON.stringify(WEB_ENTRY)};\n`);
    // Real files of the site, as the build copies them from apps/web/public.
    mkdirSync(join(web.dist, 'images'), { recursive: true });
    writeFileSync(join(web.dist, 'images', 'balloons.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(join(web.dist, 'sw.js'), '// service worker');
    // The build links its stylesheet from the head, as Vite writes it.
    const index = readFileSync(join(web.dist, 'index.html'), 'utf8');
    writeFileSync(join(web.dist, 'assets', 'index-1a2b.css'), STYLESHEET);
    writeFileSync(join(web.dist, 'index.html'), index.replace('</head>', `${STYLESHEET_LINK}\n  </head>`));
    ctx = await createTestApp({ WEB_DIST: web.dist, PUBLIC_URL: 'https://partycentral.example.com.au' });
    await insertProduct(ctx.database, {
      name: 'Rose Gold Balloon Garland Kit',
      slug: 'rose-gold-balloon-garland-kit',
      description: 'A 4 m garland kit with 120 latex balloons in rose gold, blush and white.',
      price: '1239.95',
      imageUrl: '/media/products/rose-gold-balloon-garland-kit.svg',
      stockQuantity: 40,
      isFeatured: true,
    });
    await insertProduct(ctx.database, {
      name: 'Gold Star Confetti',
      slug: 'gold-star-confetti',
      price: '6.50',
      category: 'decorations',
    });
    const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);
    await ctx.database.db.insert(faqs).values([
      {
        category: 'technical',
        question: 'Which browsers does the site support?',
        answer: 'The latest two versions of Chrome, Edge, Firefox and Safari.',
        createdAt: minutesAgo(1),
      },
      {
        category: 'general',
        question: 'How do I request a quote?',
        answer: 'Press Get Quote on any product and our team replies within 24 hours.',
        createdAt: minutesAgo(60),
      },
    ]);
  });
  afterAll(async () => {
    await ctx.close();
    web.remove();
  });

  it("shows a product page's name, price and picture in the HTML, before any script", async () => {
    const res = await page(ctx, '/product/rose-gold-balloon-garland-kit');
    expect(res.statusCode).toBe(200);
    const { markup, beforeScripts } = rootOf(res.body);
    expect(beforeScripts).toBe(true);
    expect(markup).toContain('<h1 class="text-3xl md:text-4xl">Rose Gold Balloon Garland Kit</h1>');
    expect(markup).toContain('$1,239.95');
    expect(markup).toContain('src="/media/products/rose-gold-balloon-garland-kit.svg"');
    expect(markup).toContain('Get Quote');
    // The CSP allows no inline script: the markup must not need one to show.
    expect(markup).not.toContain('<script');
    expect(markup).not.toContain('<template');
  });

  it('shows the catalogue with its product cards, filtered by the address', async () => {
    const all = rootOf((await page(ctx, '/products')).body).markup;
    expect(all).toContain('2 products');
    expect(all).toContain('Rose Gold Balloon Garland Kit');
    expect(all).toContain('Gold Star Confetti');
    expect(all).toContain('$6.50');
    expect(all).not.toContain('Loading products...');

    const decorations = rootOf((await page(ctx, '/products?category=decorations')).body).markup;
    expect(decorations).toContain('1 product');
    expect(decorations).toContain('Gold Star Confetti');
    expect(decorations).not.toContain('Rose Gold Balloon Garland Kit');
    expect(decorations).toMatch(/<h1[^>]*>Decorations<\/h1>/);

    // Past the last page: a way back, drawn as a real link (it works before the script has run).
    const pastEnd = rootOf((await page(ctx, '/products?page=99')).body).markup;
    expect(pastEnd).toContain('This page is past the end of the results.');
    expect(pastEnd).toMatch(/<a [^>]*href="\/products"[^>]*>Go to the last page<\/a>/);
    expect(pastEnd).not.toContain('Page 99 of');
  });

  it('shows the FAQ questions and answers in the HTML, General first, before any script', async () => {
    const res = await page(ctx, '/faq');
    expect(res.statusCode).toBe(200);
    const { markup, beforeScripts } = rootOf(res.body);
    expect(beforeScripts).toBe(true);
    expect(markup).toContain('Frequently Asked Questions');
    expect(markup).not.toContain('Loading FAQs...');
    const quote = markup.indexOf('<span>How do I request a quote?</span>');
    const browsers = markup.indexOf('<span>Which browsers does the site support?</span>');
    expect(quote).toBeGreaterThan(-1);
    expect(browsers).toBeGreaterThan(quote);
    // Collapsed answers are in the page, hidden until their question is opened.
    expect(markup).toContain('Press Get Quote on any product and our team replies within 24 hours.');
    const faqPage = jsonLdBlocks(res.body).find((block) => block['@type'] === 'FAQPage');
    expect(faqPage?.mainEntity).toHaveLength(2);

    const technical = rootOf((await page(ctx, '/faq?category=technical')).body).markup;
    expect(technical).toContain('Which browsers does the site support?');
    expect(technical).not.toContain('How do I request a quote?');
    expect(technical).toMatch(/aria-pressed="true"[^>]*>Technical</);
  });

  it('writes the stylesheet into a drawn page, so it paints without another request', async () => {
    const drawn = (await page(ctx, '/products')).body;
    expect(drawn).toContain(`<style>${STYLESHEET}</style>`);
    expect(drawn).not.toContain(STYLESHEET_LINK);
    // A page the browser draws keeps the link (and the cached file).
    const portal = (await page(ctx, '/partner/orders')).body;
    expect(portal).toContain(STYLESHEET_LINK);
    expect(portal).not.toContain('<style>');
  });

  it('shows the home page with its featured products', async () => {
    const { markup } = rootOf((await page(ctx, '/')).body);
    expect(markup).toContain('Party supplies for every celebration');
    expect(markup).toContain('Featured Products');
    expect(markup).toContain('Rose Gold Balloon Garland Kit');
  });

  it('shows an unknown product as not found, with 404', async () => {
    const res = await page(ctx, '/product/no-such-thing');
    expect(res.statusCode).toBe(404);
    const { markup } = rootOf(res.body);
    expect(markup).toContain('Product not found');
    expect(markup).not.toContain('Loading product...');
  });

  it('leaves sign-in and portal pages for the browser to draw', async () => {
    for (const url of ['/login', '/partner/orders']) {
      const res = await page(ctx, url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root"></div>');
    }
  });

  it('answers an address the app has no page for with 404 and the not-found page, drawn', async () => {
    for (const url of ['/this/is/nowhere', '/guides/nonexistent', '/locations/hobart', '/partner/nowhere']) {
      const res = await page(ctx, url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(res.body.match(/<title>/g), url).toHaveLength(1);
      expect(res.body, url).toContain('<title>Page not found | Party Central</title>');
      expect(res.body, url).toContain('<meta name="robots" content="noindex" />');
      expect(res.body, url).not.toContain('rel="canonical"');
      const { markup, beforeScripts } = rootOf(res.body);
      expect(beforeScripts, url).toBe(true);
      expect(markup, url).toContain('>404</h1>');
      expect(markup, url).toContain('Oops! Page not found');
      expect(markup, url).toContain('href="/"');
      expect(markup, url).toContain('Return to Home');
    }
  });

  it('keeps 200 for every page of the app, public, sign-in and portal alike', async () => {
    for (const url of [
      '/guides/balloon-decorations',
      '/locations/sydney',
      '/delivery/',
      '/login/vendor',
      '/onboarding',
      '/partner/orders',
      '/admin/partners/orders',
    ]) {
      const res = await page(ctx, url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain('noindex');
      expect(res.body, url).not.toContain('Oops! Page not found');
    }
  });

  it('answers a missing file with a plain 404, not the page, and still serves the real ones', async () => {
    for (const url of ['/images/nonexistent.png', '/app.js', '/theme.css', '/favicon.ico', '/feed.xml']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).not.toContain('text/html');
      expect(res.body, url).not.toContain('<div id="root">');
    }
    for (const [url, type] of [
      ['/images/balloons.svg', 'image/svg+xml'],
      ['/sw.js', 'javascript'],
      ['/sitemap.xml', 'xml'],
      ['/robots.txt', 'text/plain'],
    ] as const) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toContain(type);
    }
  });

  it('never sends its own render code as a file of the site', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/server/entry-server.js' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('renderPage');
  });
});

describe('public pages without the server render in the build', () => {
  let ctx: TestContext;
  let web: ReturnType<typeof createWebDist>;

  beforeAll(async () => {
    web = createWebDist();
    ctx = await createTestApp({ WEB_DIST: web.dist });
    await insertProduct(ctx.database, { name: 'Gold Star Confetti', slug: 'gold-star-confetti' });
  });
  afterAll(async () => {
    await ctx.close();
    web.remove();
  });

  it('still sends each page with its head and data, for the browser to draw', async () => {
    for (const [url, status] of [
      ['/', 200],
      ['/products', 200],
      ['/product/gold-star-confetti', 200],
      ['/product/no-such-thing', 404],
    ] as const) {
      const res = await page(ctx, url);
      expect(res.statusCode, url).toBe(status);
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(res.body, url).toContain('<title>');
    }
  });
});

describe('a server render that fails', () => {
  let ctx: TestContext;
  let web: ReturnType<typeof createWebDist>;

  beforeAll(async () => {
    web = createWebDist();
    writeServerBundle(web, 'export async function renderPage() { throw new Error("broken render"); }\n');
    ctx = await createTestApp({ WEB_DIST: web.dist });
  });
  afterAll(async () => {
    await ctx.close();
    web.remove();
  });

  it('sends the page for the browser to draw instead of an error', async () => {
    const res = await page(ctx, '/products');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).toContain('<title>');
  });
});
