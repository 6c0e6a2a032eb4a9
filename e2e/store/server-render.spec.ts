import { expect, test } from '../fixtures.ts';

// The storefront's HTML already shows the page (apps/web/src/entry-server.tsx); the browser then
// takes it over. These check both halves: the page without any script, and the page after it.

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

test('a server-drawn page works once the browser takes it over, with no console error', async ({ page }) => {
  await page.goto('/');
  await expect(
    page.getByRole('region', { name: 'Featured Products' }).getByTestId('product-card').first(),
  ).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search products' }).fill('Chrome');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/products\?search=Chrome$/);
  // The home page stays on screen until the catalogue's code has loaded: wait for the catalogue.
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search products' })).toHaveValue('Chrome');

  await page.goto('/products');
  const getQuote = page.getByRole('button', { name: /^Get Quote for / }).first();
  await getQuote.click();
  await expect(page.getByRole('dialog', { name: 'Request Quote' })).toBeVisible();
  await expect(page).toHaveURL(/\/products$/);
  await page.keyboard.press('Escape');

  // The router has taken over: a card link opens its product page.
  const card = page.getByTestId('product-card').first();
  const name = (await card.getByRole('heading').textContent()) ?? '';
  await card.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/product\//);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});
