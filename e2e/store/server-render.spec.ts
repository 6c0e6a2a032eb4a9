import { expect, test } from '../fixtures.ts';

// The storefront's HTML already shows the page (apps/web/src/entry-server.tsx); the browser then
// takes it over. This checks the page without any script; the page after it is every other store
// spec's subject: catalogue.spec.ts searches from the server-drawn home page and opens a card's
// product, quote.spec.ts opens Get Quote on the server-drawn catalogue, and every test fails on a
// console error (a hydration mismatch among them).

test('the home page, the catalogue and a product page show their content without JavaScript', async ({
  browser,
  request,
}) => {
  const list = await (await request.get('/api/store/products?pageSize=1')).json();
  const product = list.items[0] as { name: string; slug: string; price: number };
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();

  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Party supplies for every celebration' }),
  ).toBeVisible();
  const featured = page.getByRole('region', { name: 'Featured Products' }).getByTestId('product-card');
  await expect(featured.first()).toBeVisible();

  await page.goto('/products');
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^[\d,]+ products?$/ })).toBeVisible();
  await expect(page.getByTestId('product-card').first()).toBeVisible();

  await page.goto(`/product/${product.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  const price = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' }).format(product.price);
  await expect(page.getByText(price, { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('img', { name: product.name }).first()).toBeVisible();

  // The home search works before any script has run: the browser sends the form itself.
  await page.goto('/');
  await page.getByRole('searchbox', { name: 'Search products' }).fill('balloons');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/products\?search=balloons$/);
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await context.close();
});
