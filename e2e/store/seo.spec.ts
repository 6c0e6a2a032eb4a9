import { expect, expectNoAxeViolations, test } from '../fixtures.ts';

// A product of the demo seed (apps/server/src/seed/products/balloons.ts).
const SEEDED = {
  slug: 'latex-balloons-30cm-pack-of-50-rainbow-mix',
  name: 'Latex Balloons 30cm (Pack of 50) – Rainbow Mix',
  price: '14.95',
};

function jsonLdBlocks(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1] ?? 'null'),
  );
}

test('the sitemap index names files that list the public pages and a seeded product; robots.txt points to it', async ({
  request,
  baseURL,
}) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()['content-type']).toContain('application/xml');
  const files = [...(await sitemap.text()).matchAll(/<sitemap><loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');
  expect(files.length).toBeGreaterThan(0);
  let xml = '';
  for (const file of files) xml += await (await request.get(new URL(file).pathname)).text();
  expect(xml).toContain(`<loc>${baseURL}/product/${SEEDED.slug}</loc>`);
  expect(xml).toContain(`<loc>${baseURL}/locations/sydney</loc>`);

  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  const text = await robots.text();
  expect(text).toContain('Disallow: /partner');
  expect(text).toContain('Disallow: /api');
  expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test("a product page's HTML carries its title and Product data before any script runs", async ({
  request,
  baseURL,
}) => {
  const response = await request.get(`/product/${SEEDED.slug}`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain(`<title>${SEEDED.name} | Party Central</title>`);
  expect(html).toContain(`<link rel="canonical" href="${baseURL}/product/${SEEDED.slug}" />`);
  const product = jsonLdBlocks(html).find((block) => block['@type'] === 'Product');
  expect(product).toMatchObject({
    name: SEEDED.name,
    sku: SEEDED.slug,
    url: `${baseURL}/product/${SEEDED.slug}`,
    offers: { priceCurrency: 'AUD', price: SEEDED.price },
  });
  expect(String((product?.offers as { availability?: string } | undefined)?.availability)).toMatch(
    /^https:\/\/schema\.org\/(InStock|LimitedAvailability|OutOfStock)$/,
  );

  const missing = await request.get('/product/no-such-product-anywhere');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('<meta name="robots" content="noindex" />');
});

test('the product page in the browser keeps its structured data without a CSP error', async ({ page }) => {
  // The console-error fixture fails this test on any "Refused to execute" report.
  await page.goto(`/product/${SEEDED.slug}`);
  await expect(page).toHaveTitle(`${SEEDED.name} | Party Central`);
  await expect(page.locator('script[type="application/ld+json"]').first()).toBeAttached();
  await page.goto('/');
  await page.getByRole('link', { name: 'Browse Products' }).first().click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(page).toHaveTitle('Shop Party Supplies | Party Central');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/products$/);
});

test('the security dashboard shows the live checks and a percentage, and refreshes', async ({ page }) => {
  await page.goto('/security-dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Security Dashboard' })).toBeVisible();
  const score = page.getByTestId('security-score');
  await expect(score).toHaveText(/^\d{1,3}%$/);
  await expect(page.getByText('Strict-Transport-Security (one year)')).toBeVisible();
  await expect(page.getByText("Content-Security-Policy with frame-ancestors 'none'")).toBeVisible();
  const refreshed = page.waitForResponse((r) => r.url().endsWith('/api/store/security-checks') && r.ok());
  await page.getByRole('button', { name: 'Refresh' }).click();
  await refreshed;
  await expect(score).toHaveText(/^\d{1,3}%$/);
  await expectNoAxeViolations(page);
});

test('the SEO dashboard scores this page and the public pages as the server sends them', async ({ page }) => {
  await page.goto('/seo-dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'SEO Dashboard' })).toBeVisible();
  // This page has a description, an og:title and breadcrumb data: nothing to take off.
  await expect(page.getByTestId('seo-score')).toHaveText('100');
  const list = page.getByRole('list', { name: 'Public page scores' });
  await expect(list.getByRole('link', { name: '/faq', exact: true })).toBeVisible();
  await expect(list.getByRole('link', { name: '/locations/perth', exact: true })).toBeVisible();
  await expect(list.getByRole('link', { name: /^\/product\// }).first()).toBeVisible();
  await expect(page.getByText(/average score 100$/)).toBeVisible();

  // Removing the description is noticed by the head observer: 100 - 15.
  await page.evaluate(() => document.querySelector('meta[name="description"]')?.remove());
  await expect(page.getByTestId('seo-score')).toHaveText('85');
  await expect(page.getByText('Missing meta description')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a page view is posted to /api/analytics and accepted', async ({ page }) => {
  const recorded = page.waitForResponse(
    (r) => r.url().endsWith('/api/analytics') && r.request().method() === 'POST',
  );
  await page.goto('/faq');
  const response = await recorded;
  expect(response.status()).toBe(204);
  expect(JSON.parse(response.request().postData() ?? '{}')).toMatchObject({
    type: 'page_view',
    path: '/faq',
  });
});

test('the service worker takes over and shows the offline page when the network is gone', async ({
  page,
  context,
  consoleErrors,
}) => {
  // A request the page still has under way when the network goes (its analytics, say) fails, and
  // Chrome reports that failed load on the console itself: expected here, and only here. Chrome may
  // let the worker fetch the page once more after the network went: the page's code then fails to
  // load (ERR_FAILED, a failed dynamic import the router reports) and the page reloads itself into
  // the offline page (main.tsx, vite:preloadError).
  consoleErrors.allow(/net::ERR_INTERNET_DISCONNECTED/);
  consoleErrors.allow(/net::ERR_FAILED/);
  consoleErrors.allow(/Failed to fetch dynamically imported module/);
  await page.goto('/delivery');
  const script = await page.evaluate(
    async () => (await navigator.serviceWorker.ready).active?.scriptURL ?? '',
  );
  expect(new URL(script).pathname).toBe('/sw.js');
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    return urls;
  });
  expect(cached).toContain('/offline.html');
  expect(cached.some((path) => path.startsWith('/api/'))).toBe(false);

  await context.setOffline(true);
  await page.goto('/guides');
  await expect(page.getByRole('heading', { name: "You're offline" })).toBeVisible();
  await context.setOffline(false);
});

test('a screen whose code is gone (a new release replaced it) reloads the page, which then shows it', async ({
  page,
  context,
  consoleErrors,
}) => {
  // The failed load and the router's report of it are the point of this test.
  consoleErrors.allow(/net::ERR_FAILED/);
  consoleErrors.allow(/Failed to fetch dynamically imported module/);
  await page.goto('/delivery');
  await expect(page.getByRole('heading', { level: 1, name: 'Delivery Information' })).toBeVisible();
  let refused = 0;
  await context.route(/\/assets\/faq-page-[^/]*\.js$/, (route) =>
    refused++ === 0 ? route.abort('failed') : route.continue(),
  );
  const reloaded = page.waitForEvent('load');
  await page.getByRole('link', { name: 'Contact Support' }).click();
  await reloaded;
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
  expect(refused).toBeGreaterThanOrEqual(1);
});

test('a product page opened from a link shows its product without asking the catalogue API', async ({
  page,
}) => {
  const catalogueRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/store/products'))
      catalogueRequests.push(request.url());
  });
  const response = await page.goto(`/product/${SEEDED.slug}`);
  // The HTML arrives compressed, with the product's data and its picture preloaded.
  expect(response?.headers()['content-encoding']).toMatch(/^(br|gzip)$/);
  await expect(page.getByRole('heading', { level: 1, name: SEEDED.name })).toBeVisible();
  await expect(
    page.getByText(/available\. Bulk and wholesale pricing on request\.|Currently out of stock/),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Related Products' })).toBeVisible();
  expect(catalogueRequests).toEqual([]);
});
