import {
  catalogQueryKeys,
  type DehydratedQueries,
  FIRST_SCREEN_DATA_ID,
  type ProductList,
  type PublicFaqList,
  publicFaqsQueryKey,
} from '@party/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { faqs } from '../../src/db/schema/index.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';
import { createWebDist, insertProduct, jsonLdBlocks, pngSize } from './seo-fixtures.ts';

let ctx: TestContext;
let web: ReturnType<typeof createWebDist>;

beforeAll(async () => {
  web = createWebDist();
  ctx = await createTestApp({ WEB_DIST: web.dist, PUBLIC_URL: 'https://partycentral.example.com.au' });
  await insertProduct(ctx.database, {
    name: 'Rose Gold Balloon Garland Kit',
    slug: 'rose-gold-balloon-garland-kit',
    description: 'A 4 m garland kit with 120 latex balloons in rose gold, blush and white.',
    price: '39.95',
    imageUrl: '/media/products/rose-gold-balloon-garland-kit.svg',
    stockQuantity: 40,
    isFeatured: true,
  });
  await insertProduct(ctx.database, {
    name: 'Sold Out Streamers',
    slug: 'sold-out-streamers',
    description: 'Tricky </script><script>alert(1)</script> text',
    category: 'decorations',
    stockQuantity: 0,
  });
  await insertProduct(ctx.database, {
    name: 'Paper Lanterns',
    slug: 'paper-lanterns',
    category: 'decorations',
    imageUrl: '/media/products/paper-lanterns.jpg',
  });
  await insertProduct(ctx.database, {
    name: 'Last Few Lanterns',
    slug: 'last-few-lanterns',
    category: 'decorations',
    stockQuantity: 4,
  });
  const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);
  await ctx.database.db.insert(faqs).values([
    {
      category: 'shipping',
      question: 'Do you deliver to Tasmania?',
      answer: 'Yes, allow 2-4 extra business days for </script> remote postcodes.',
      createdAt: minutesAgo(5),
    },
    {
      category: 'general',
      question: 'How do I request a quote?',
      answer: 'Press Get Quote on any product and our team replies within 24 hours.',
      createdAt: minutesAgo(30),
    },
    {
      category: 'general',
      question: 'Which carrier do we use for helium?',
      answer: 'Internal: StarTrack road freight only.',
      isPublic: false,
      createdAt: minutesAgo(1),
    },
  ]);
});
afterAll(async () => {
  await ctx.close();
  web.remove();
});

/** The dehydrated query state in the page's first-screen script. */
function firstScreen(html: string): DehydratedQueries {
  const text = new RegExp(
    `<script type="application/json" id="${FIRST_SCREEN_DATA_ID}">([\\s\\S]*?)</script>`,
  ).exec(html)?.[1];
  if (!text) throw new Error('The page carries no first-screen data');
  return JSON.parse(text) as DehydratedQueries;
}

const page = (url: string) => ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

describe('page head in the HTML the server sends', () => {
  it('needs no authentication for public pages', async () => {
    const res = await page('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it('gives home its preset, share tags and Organization and WebSite data, replacing the build title', async () => {
    const html = (await page('/')).body;
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain(
      '<title>Party Central | Party Supplies Australia – Balloons, Decorations &amp; Tableware</title>',
    );
    expect(html).not.toContain('Generic build');
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain('<link rel="canonical" href="https://partycentral.example.com.au/" />');
    expect(html).toContain('<meta property="og:url" content="https://partycentral.example.com.au/" />');
    expect(html).toContain(
      [
        '<meta property="og:image" content="https://partycentral.example.com.au/images/share/party-central.png" />',
        '<meta property="og:image:type" content="image/png" />',
        '<meta property="og:image:width" content="1200" />',
        '<meta property="og:image:height" content="630" />',
      ].join('\n    '),
    );
    expect(html).toContain(
      '<meta name="twitter:image" content="https://partycentral.example.com.au/images/share/party-central.png" />',
    );
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toMatch(/<meta name="keywords" content="party supplies, /);
    expect(jsonLdBlocks(html).map((b) => b['@type'])).toEqual(['Organization', 'WebSite']);
    expect(html).toContain('<div id="root"></div>');
  });

  it('uses the category preset for /products?category=balloons and keeps the query in the canonical', async () => {
    const html = (await page('/products?category=balloons')).body;
    expect(html).toContain('<title>Balloons – Latex, Foil &amp; Number Balloons | Party Central</title>');
    expect(html).toContain(
      '<link rel="canonical" href="https://partycentral.example.com.au/products?category=balloons" />',
    );
    expect(html).toContain(
      '<meta property="og:image" content="https://partycentral.example.com.au/images/share/balloons.png" />',
    );
    const search = (await page('/products?search=plates')).body;
    expect(search).toContain('<title>Shop Party Supplies | Party Central</title>');
    expect(search).toContain('<link rel="canonical" href="https://partycentral.example.com.au/products" />');
  });

  it('gives content pages their own title and canonical', async () => {
    for (const [url, title] of [
      ['/faq', 'Frequently Asked Questions | Party Central'],
      ['/locations/perth', 'Party Supplies Perth – Delivery Across Perth | Party Central'],
      ['/guides/party-budget-tips', 'Party Budget Tips – Save on Party Supplies | Party Central'],
      ['/login', 'Business Login | Party Central'],
    ] as const) {
      const html = (await page(url)).body;
      expect(html, url).toContain(`<title>${title}</title>`);
      expect(html, url).toContain(
        `<link rel="canonical" href="https://partycentral.example.com.au${url}" />`,
      );
      expect(jsonLdBlocks(html).length, url).toBeGreaterThan(0);
    }
  });

  it('fills a product page from the database with Product data: price in AUD and availability', async () => {
    const res = await page('/product/rose-gold-balloon-garland-kit');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Rose Gold Balloon Garland Kit | Party Central</title>');
    expect(res.body).toContain(
      '<meta name="description" content="A 4 m garland kit with 120 latex balloons in rose gold, blush and white." />',
    );
    // Its picture is an SVG, which link previews do not show: the page shares its category's PNG.
    expect(res.body).toContain(
      '<meta property="og:image" content="https://partycentral.example.com.au/images/share/balloons.png" />',
    );
    expect(res.body).toContain('<meta property="og:image:width" content="1200" />');
    expect(res.body).not.toContain('.svg" />');
    const product = jsonLdBlocks(res.body).find((b) => b['@type'] === 'Product');
    expect(product).toMatchObject({
      name: 'Rose Gold Balloon Garland Kit',
      sku: 'rose-gold-balloon-garland-kit',
      image: ['https://partycentral.example.com.au/media/products/rose-gold-balloon-garland-kit.svg'],
      url: 'https://partycentral.example.com.au/product/rose-gold-balloon-garland-kit',
      offers: { priceCurrency: 'AUD', price: '39.95', availability: 'https://schema.org/InStock' },
    });
  });

  it('shares a product picture that link previews can show, declaring no size it does not know', async () => {
    const html = (await page('/product/paper-lanterns')).body;
    expect(html).toContain(
      '<meta property="og:image" content="https://partycentral.example.com.au/media/products/paper-lanterns.jpg" />',
    );
    expect(html).toContain(
      '<meta name="twitter:image" content="https://partycentral.example.com.au/media/products/paper-lanterns.jpg" />',
    );
    expect(html).not.toContain('og:image:width');
    expect(html).not.toContain('og:image:type');
  });

  it('names as share image a 1200×630 PNG under 150 kB, served with a 30-day cache, on every public page', async () => {
    const pages = [
      '/',
      '/products',
      ...['balloons', 'decorations', 'party-essentials', 'tableware', 'cake-supplies'].map(
        (category) => `/products?category=${category}`,
      ),
      '/faq',
      '/login',
      '/delivery',
      '/guides/balloon-decorations',
      '/locations/perth',
      '/product/rose-gold-balloon-garland-kit',
      '/product/sold-out-streamers',
    ];
    const shared = new Set<string>();
    for (const url of pages) {
      const html = (await page(url)).body;
      const ogImage = /<meta property="og:image" content="([^"]+)" \/>/.exec(html)?.[1];
      const twitterImage = /<meta name="twitter:image" content="([^"]+)" \/>/.exec(html)?.[1];
      expect(ogImage, url).toMatch(/^https:\/\/partycentral\.example\.com\.au\/images\/share\/[a-z-]+\.png$/);
      expect(twitterImage, url).toBe(ogImage);
      shared.add(new URL(ogImage ?? '').pathname);
    }
    expect(shared.size).toBe(6);
    for (const path of shared) {
      // What a link-preview crawler gets at that address.
      const res = await ctx.app.inject({ method: 'GET', url: path });
      expect(res.statusCode, path).toBe(200);
      expect(res.headers['content-type'], path).toBe('image/png');
      expect(res.headers['cache-control'], path).toBe('public, max-age=2592000');
      expect(res.headers['cross-origin-resource-policy'], path).toBe('cross-origin');
      expect(pngSize(res.rawPayload), path).toEqual({ width: 1200, height: 630 });
      expect(res.rawPayload.length, path).toBeLessThan(150 * 1024);
    }
  });

  it('marks a product without stock OutOfStock and cannot be broken out of by its text', async () => {
    const html = (await page('/product/sold-out-streamers')).body;
    expect(html).not.toContain('<script>alert(1)</script>');
    const product = jsonLdBlocks(html).find((b) => b['@type'] === 'Product');
    expect(product?.description).toBe('Tricky </script><script>alert(1)</script> text');
    expect(product?.offers).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
  });

  it('marks a product with 1 to 10 left LimitedAvailability', async () => {
    const html = (await page('/product/last-few-lanterns')).body;
    const product = jsonLdBlocks(html).find((b) => b['@type'] === 'Product');
    expect(product?.offers).toMatchObject({ availability: 'https://schema.org/LimitedAvailability' });
  });

  it('gives guides Article data by Party Central and city pages a Store serving the city, beside their breadcrumbs', async () => {
    const guide = jsonLdBlocks((await page('/guides/birthday-party-planning')).body);
    expect(guide.map((b) => b['@type'])).toEqual(['Article', 'BreadcrumbList']);
    expect(guide[0]).toMatchObject({
      headline: 'Birthday Party Planning Guide',
      url: 'https://partycentral.example.com.au/guides/birthday-party-planning',
      author: { '@type': 'Organization', name: 'Party Central' },
      publisher: { '@type': 'Organization', name: 'Party Central' },
    });
    for (const city of ['Sydney', 'Melbourne', 'Brisbane', 'Perth', 'Adelaide']) {
      const blocks = jsonLdBlocks((await page(`/locations/${city.toLowerCase()}`)).body);
      expect(
        blocks.map((b) => b['@type']),
        city,
      ).toEqual(['Store', 'BreadcrumbList']);
      expect(blocks[0], city).toMatchObject({
        name: 'Party Central',
        areaServed: { '@type': 'City', name: city },
      });
    }
  });

  it('gives /faq its public questions and answers as FAQPage data, in the order the page lists them', async () => {
    const html = (await page('/faq')).body;
    // An answer's text cannot close the structured data's script.
    expect(html).not.toContain('</script> remote');
    const blocks = jsonLdBlocks(html);
    expect(blocks.map((b) => b['@type'])).toEqual(['FAQPage', 'BreadcrumbList']);
    expect(blocks[0]).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      url: 'https://partycentral.example.com.au/faq',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'How do I request a quote?',
          acceptedAnswer: {
            '@type': 'Answer',
            text: 'Press Get Quote on any product and our team replies within 24 hours.',
          },
        },
        {
          '@type': 'Question',
          name: 'Do you deliver to Tasmania?',
          acceptedAnswer: {
            '@type': 'Answer',
            text: 'Yes, allow 2-4 extra business days for </script> remote postcodes.',
          },
        },
      ],
    });
    // The address's filter: only the questions the page shows; none matching, no FAQPage.
    const shipping = jsonLdBlocks((await page('/faq?category=shipping')).body)[0];
    expect(shipping?.mainEntity).toEqual([expect.objectContaining({ name: 'Do you deliver to Tasmania?' })]);
    const nothing = jsonLdBlocks((await page('/faq?search=zzqq')).body);
    expect(nothing.map((b) => b['@type'])).toEqual(['BreadcrumbList']);
  });

  it("carries /faq's FAQs of the address's filter, the same the API answers, under the browser's query key", async () => {
    for (const [url, filter, api] of [
      ['/faq', { search: '', category: 'all' }, '/api/store/faqs'],
      [
        '/faq?category=general&search=%20Quote%20',
        { search: ' Quote ', category: 'general' },
        '/api/store/faqs?category=general&search=Quote',
      ],
      // An unknown category in a link shows every FAQ, as the page does.
      ['/faq?category=party', { search: '', category: 'all' }, '/api/store/faqs'],
    ] as const) {
      const [query, ...others] = firstScreen((await page(url)).body).queries;
      expect(others, url).toEqual([]);
      expect(query?.queryKey, url).toEqual(publicFaqsQueryKey(filter));
      expect(query?.state.status, url).toBe('success');
      const answer = await ctx.app.inject({ method: 'GET', url: api });
      expect(query?.state.data, url).toEqual(answer.json());
      expect((answer.json() as PublicFaqList).items.length, url).toBeGreaterThan(0);
    }
    expect(JSON.stringify(firstScreen((await page('/faq')).body))).not.toContain('helium');
  });

  it('answers an unknown product with 404 and noindex, still loading the app', async () => {
    const res = await page('/product/no-such-thing');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<meta name="robots" content="noindex" />');
    expect(res.body).toContain('<div id="root"></div>');
  });

  it("carries the home page's featured products in the HTML, under the browser's query key", async () => {
    const [query, ...others] = firstScreen((await page('/')).body).queries;
    expect(others).toEqual([]);
    expect(query?.queryKey).toEqual(catalogQueryKeys.featured);
    expect(query?.queryHash).toBe(JSON.stringify(catalogQueryKeys.featured));
    expect(query?.state).toMatchObject({ status: 'success', fetchStatus: 'idle' });
    const api = await ctx.app.inject({ method: 'GET', url: '/api/store/products/featured' });
    expect(query?.state.data).toEqual(api.json());
    expect(api.json().items.map((p: { name: string }) => p.name)).toEqual(['Rose Gold Balloon Garland Kit']);
  });

  it("carries a product page's product, the same the API answers, and preloads its picture", async () => {
    const html = (await page('/product/rose-gold-balloon-garland-kit')).body;
    const [query] = firstScreen(html).queries;
    expect(query?.queryKey).toEqual(catalogQueryKeys.product('rose-gold-balloon-garland-kit'));
    const api = await ctx.app.inject({
      method: 'GET',
      url: '/api/store/products/rose-gold-balloon-garland-kit',
    });
    expect(query?.state.data).toEqual(api.json());
    expect(html).toContain(
      '<link rel="preload" as="image" href="/media/products/rose-gold-balloon-garland-kit.svg" fetchpriority="high" />',
    );
  });

  it('carries the /products page of the address, and its text cannot close the script', async () => {
    const html = (await page('/products?search=streamers&category=decorations')).body;
    const [query] = firstScreen(html).queries;
    expect(query?.queryKey).toEqual(
      catalogQueryKeys.list({ search: 'streamers', category: 'decorations', page: 1 }),
    );
    const data = query?.state.data as ProductList;
    expect(data.total).toBe(1);
    expect(data.items[0]?.description).toBe('Tricky </script><script>alert(1)</script> text');
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('<link rel="preload" as="image" href="/images/categories/decorations.svg"');
  });

  it('sends no first-screen data where the page has none or the API would refuse the filters', async () => {
    expect((await page('/delivery')).body).not.toContain(FIRST_SCREEN_DATA_ID);
    expect((await page(`/faq?search=${'a'.repeat(201)}`)).body).not.toContain(FIRST_SCREEN_DATA_ID);
    expect((await page(`/products?search=${'a'.repeat(101)}`)).body).not.toContain(FIRST_SCREEN_DATA_ID);
  });

  it("sends an unknown product's 404 as the first screen, so the page shows it without asking", async () => {
    const res = await page('/product/no-such-thing');
    expect(res.statusCode).toBe(404);
    const [query] = firstScreen(res.body).queries;
    expect(query?.queryKey).toEqual(catalogQueryKeys.product('no-such-thing'));
    expect(query?.state.status).toBe('error');
    expect(query?.state.error).toEqual({ status: 404, code: 'NOT_FOUND', message: 'Product not found' });
    expect(query?.state.data).toBeUndefined();
  });

  it('leaves portal pages with the page as built', async () => {
    const res = await page('/partner/orders');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Generic build title</title>');
    expect(res.body).not.toContain('og:title');
  });

  it('sends http visitors behind the proxy to https when the public address is https', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/faq?x=1',
      headers: { 'x-forwarded-proto': 'http' },
    });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('https://partycentral.example.com.au/faq?x=1');
    const direct = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(direct.statusCode).toBe(200);
  });
});
