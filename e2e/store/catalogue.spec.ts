import type { Page, Request } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from '../fixtures.ts';

const cards = (page: Page) => page.getByTestId('product-card');

/** The "N products" line: the server's total for the current search and category. */
async function productTotal(page: Page): Promise<number> {
  const line = page.getByRole('status').filter({ hasText: /^[\d,]+ products?$/ });
  await expect(line).toBeVisible();
  return Number((await line.textContent())!.replace(/\D/g, ''));
}

test('a search from the home page lands on the catalogue with matching products', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Featured Products' })).toBeVisible();
  const featured = page.getByRole('region', { name: 'Featured Products' }).getByTestId('product-card');
  await expect(featured.first()).toBeVisible();
  expect(await featured.count()).toBeLessThanOrEqual(8);
  await expectNoAxeViolations(page);

  await page.getByRole('searchbox', { name: 'Search products' }).fill('Chrome');
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/products\?search=Chrome$/);
  // The router keeps the home page on screen until the catalogue's code has loaded: wait for the
  // catalogue itself (its heading and its total) before reading its cards.
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  await productTotal(page);
  await expect(page.getByRole('searchbox', { name: 'Search products' })).toHaveValue('Chrome');
  await expect(cards(page).first()).toBeVisible();
  for (const text of await cards(page).allTextContents()) expect(text.toLowerCase()).toContain('chrome');
  expect(await productTotal(page)).toBe(await cards(page).count());
  await expectNoAxeViolations(page);

  await page.getByRole('searchbox', { name: 'Search products' }).fill('no product is called this');
  await expect(page.getByText('No products found matching your criteria.')).toBeVisible();
  await expect(page.getByText('Try adjusting your search or category filter.')).toBeVisible();
  await expect(page).toHaveURL(/search=no\+product\+is\+called\+this/);
});

test('a category button narrows the grid and is kept in the address', async ({ page }) => {
  await page.goto('/products');
  await expect(cards(page).first()).toBeVisible();
  const everything = await productTotal(page);
  await expect(page.getByRole('button', { name: 'All Categories' })).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('button', { name: 'Decorations', exact: true }).click();
  await expect(page).toHaveURL(/\/products\?category=decorations$/);
  await expect(page.getByRole('button', { name: 'Decorations', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect.poll(() => productTotal(page)).toBeLessThan(everything);
  await expect(page.getByRole('heading', { level: 1, name: 'Decorations' })).toBeVisible();
  const badges = await cards(page).locator('[data-slot="badge"]').allTextContents();
  expect(badges.length).toBeGreaterThan(0);
  expect(new Set(badges)).toEqual(new Set(['Decorations']));
  await expectNoAxeViolations(page);

  // More products than one page holds: Next moves on and the address says which page.
  await page.getByRole('button', { name: 'All Categories' }).click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
  const firstOfPageOne = await cards(page).first().getByRole('link').textContent();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/products\?page=2$/);
  await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
  await expect(cards(page).first().getByRole('link')).not.toHaveText(firstOfPageOne!);
});

test('a search is recorded once by /api/analytics with its query, total and category', async ({ page }) => {
  // Each search event the page posted, in the order it posted them, and the server's answers.
  const isSearchEvent = (request: Request) =>
    request.method() === 'POST' &&
    request.url().endsWith('/api/analytics') &&
    request.postDataJSON()?.type === 'search';
  const searches: unknown[] = [];
  page.on('request', (request) => {
    if (isSearchEvent(request)) searches.push(request.postDataJSON().metadata);
  });
  const stored = page.waitForResponse((response) => isSearchEvent(response.request()));
  await page.goto('/products?category=balloons');
  await expect(cards(page).first()).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search products' }).fill('balloon');
  await expect(page).toHaveURL(/search=balloon/);
  const total = await productTotal(page);
  await expect
    .poll(() => searches)
    .toEqual([{ query: 'balloon', resultCount: total, filters: { category: 'balloons' } }]);
  // 204: valid and stored.
  expect((await stored).status()).toBe(204);

  // Another page of the same search is no new search.
  const firstOfPageOne = await cards(page).first().getByRole('link').textContent();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(cards(page).first().getByRole('link')).not.toHaveText(firstOfPageOne!);
  // The next search the user types is the second one posted: had page 2 posted one, it would sit
  // between the two (events are posted in the order the page records them).
  await page.getByRole('searchbox', { name: 'Search products' }).fill('latex');
  await expect(page).toHaveURL(/search=latex/);
  await expect
    .poll(() => searches.map((metadata) => (metadata as { query: string }).query))
    .toEqual(['balloon', 'latex']);
  await expect.poll(() => productTotal(page)).toBe((searches[1] as { resultCount: number }).resultCount);
});

test('an address past the last page offers the last page instead', async ({ page }) => {
  await page.goto('/products?page=9999');
  await expect(page.getByText('This page is past the end of the results.')).toBeVisible();
  await expect(page.getByText(/^Page 9999 of/)).toHaveCount(0);
  await page.getByRole('link', { name: 'Go to the last page' }).click();
  await expect(page).toHaveURL(/\/products\?page=\d+$/);
  await expect(cards(page).first()).toBeVisible();
  await expect(page.getByText(/^Page (\d+) of \1$/)).toBeVisible();
});

test('clicking a card opens its product page', async ({ page }) => {
  await page.goto('/products?category=balloons');
  const card = cards(page).first();
  const name = (await card.getByRole('link').textContent())!;
  // Anywhere on the card, not only its name, opens the product: here its picture's corner.
  await card.click({ position: { x: 24, y: 24 } });

  await expect(page).toHaveURL(/\/product\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page).toHaveTitle(`${name} | Party Central`);
  await expect(page.getByText(/^(In Stock|Low Stock|Out of Stock)$/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Features' })).toBeVisible();
  await expect(page.getByText(/^\$[\d,]+\.\d{2}$/).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Get Quote', exact: true })).toBeVisible();
  const related = page.getByRole('region', { name: 'Related Products' }).getByTestId('product-card');
  await expect(related.first()).toBeVisible();
  for (const badge of await related.locator('[data-slot="badge"]').allTextContents())
    expect(badge).toBe('Balloons');
  await expectNoAxeViolations(page);
});

test('an unknown product shows a not-found state with a way back', async ({ page, consoleErrors }) => {
  // The page and its API call both answer 404, which the browser reports on the console.
  consoleErrors.allow(/404/);
  await page.goto('/product/no-such-product-here');
  await expect(page.getByText('Product not found')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Back to products' }).click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(cards(page).first()).toBeVisible();
});
