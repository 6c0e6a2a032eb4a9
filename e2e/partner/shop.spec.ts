import type { Page } from '@playwright/test';
import { expect as baseExpect, expectNoAxeViolations, test } from '../fixtures.ts';

// Six engineers share two cores here: waits get three times the usual room. Nothing asserts speed.
const expect = baseExpect.configure({ timeout: 30_000 });

const products = (page: Page) => page.getByTestId('shop-product');

/** The "N products" line: the server's total for the current filters. */
async function productTotal(page: Page): Promise<number> {
  const line = page.getByRole('status').filter({ hasText: /^[\d,]+ products?$/ });
  await expect(line).toBeVisible();
  return Number((await line.textContent())!.replace(/\D/g, ''));
}

const prices = async (page: Page) =>
  (await products(page).locator('.tabular-nums').allTextContents()).map((t) =>
    Number(t.replace(/[^\d.]/g, '')),
  );

test.beforeEach(async ({ signInAs }) => {
  test.slow();
  await signInAs('partner');
});

test('from the dashboard, the sidebar search opens the shop, which filters by theme, category and price on the server, kept in the address', async ({
  page,
}) => {
  await page.goto('/partner');
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome back, / })).toBeVisible();
  await expect(page.getByTestId('loyalty-points')).toHaveText(/^[\d,]+ points$/);
  await expect(page.getByTestId('pending-tasks')).toHaveText(/^[\d,]+ pending tasks?$/);

  // The sidebar search lands on the shop with the text in the address and the box.
  await page.getByRole('searchbox', { name: 'Search products' }).fill('balloon');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/partner\/shop\?search=balloon$/);
  await expect(page.getByRole('searchbox', { name: 'Search', exact: true })).toHaveValue('balloon');
  await expect(products(page).first()).toBeVisible();
  for (const text of await products(page).allTextContents()) expect(text.toLowerCase()).toContain('balloon');
  const balloons = await productTotal(page);

  await page.getByRole('button', { name: 'Clear Filters' }).first().click();
  await expect(page).toHaveURL(/\/partner\/shop$/);
  await expect(page.getByRole('searchbox', { name: 'Search', exact: true })).toHaveValue('');
  // The grid keeps the previous answer on screen until the new one arrives: wait for the new one.
  await expect.poll(() => productTotal(page)).toBeGreaterThan(balloons);
  const everything = await productTotal(page);
  await expectNoAxeViolations(page);

  await page.getByRole('combobox', { name: 'Theme' }).click();
  await page.getByRole('option', { name: 'Wedding' }).click();
  await expect(page).toHaveURL(/theme=wedding/);
  await expect.poll(() => productTotal(page)).toBeLessThan(everything);
  const weddings = await productTotal(page);

  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Decorations' }).click();
  await expect(page).toHaveURL(/category=decorations/);
  await expect.poll(() => productTotal(page)).toBeLessThan(weddings);
  await expect(products(page).first()).toBeVisible();
  expect(new Set(await products(page).locator('[data-slot="badge"]').allTextContents())).toEqual(
    new Set(['Decorations']),
  );

  // The upper thumb down by ten steps of $1: $40, and no product dearer than that.
  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'All Categories' }).click();
  await page.getByRole('slider', { name: 'Maximum price' }).focus();
  await page.keyboard.press('PageDown');
  await expect(page).toHaveURL(/maxPrice=40/);
  await expect(page.getByText('Price range: $0 – $40')).toBeVisible();
  // The grid keeps the previous answer on screen until the new one arrives: wait for the new one.
  await expect.poll(async () => Math.max(...(await prices(page)))).toBeLessThanOrEqual(40);

  await page.getByRole('tab', { name: 'List' }).click();
  await expect(page).toHaveURL(/view=list/);
  await expect(products(page).first()).toBeVisible();
  await page.getByRole('button', { name: 'Clear Filters' }).first().click();
  await expect(page).toHaveURL(/\/partner\/shop\?view=list$/);
  await expect.poll(() => productTotal(page)).toBe(everything);
});

test('a card opens its product; an unknown id is "Product not found"', async ({ page, consoleErrors }) => {
  await page.goto('/partner/shop?view=list');
  await expect(products(page).first()).toBeVisible();
  // A card opens its product at /partner/shop/{id}.
  const name = (await products(page).first().getByRole('link').textContent())!;
  await products(page).first().getByRole('link').click();
  await expect(page).toHaveURL(/\/partner\/shop\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('tab', { name: /^Reviews \(\d+\)$/ })).toBeVisible();
  await expect(page.getByTestId('rating-summary')).toHaveText(/\d\.\d\(\d+ reviews?\)/);
  await expect(page.getByText(/^(In Stock|Low Stock|Out of Stock)$/)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Back to Shop' }).click();
  await expect(page).toHaveURL(/\/partner\/shop$/);

  // The browser logs the API's 404 for the unknown id; that answer is what this step is about.
  consoleErrors.allow(/status of 404 .*\/api\/partner\/products\/00000000-/);
  await page.goto('/partner/shop/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('Product not found')).toBeVisible();
});

test('wishlist: add from the shop, see it in the wishlist, then remove it', async ({ page }) => {
  await page.goto('/partner/shop?category=tableware');
  await expect(products(page).first()).toBeVisible();
  // The first product not saved yet (the demo partner has a few saved already).
  const heart = products(page)
    .getByRole('button', { name: /^Add .+ to wishlist$/ })
    .first();
  const label = (await heart.getAttribute('aria-label'))!;
  const name = label.replace(/^Add /, '').replace(/ to wishlist$/, '');
  await heart.click();
  await expect(page.getByText('Product added to your wishlist')).toBeVisible();
  await expect(page.getByRole('button', { name: `Remove ${name} from wishlist` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // Saving it twice is refused with 409 'This item is already in your wishlist': an API rule,
  // asserted in apps/server/test/wishlist/partner.test.ts.
  await page.getByRole('link', { name: 'Wishlist' }).click();
  await expect(page).toHaveURL(/\/partner\/wishlist$/);
  const item = page.getByTestId('wishlist-item').filter({ hasText: name });
  await expect(item).toBeVisible();
  // Newest first: the product just saved leads the grid.
  await expect(page.getByTestId('wishlist-item').first()).toContainText(name);
  await expectNoAxeViolations(page);

  await item.getByRole('button', { name: `Add to Cart: ${name}` }).click();
  await expect(page.getByText('Added to cart', { exact: true })).toBeVisible();

  await item.getByRole('button', { name: `Remove ${name} from wishlist` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Removed from wishlist', { exact: true })).toBeVisible();
  await expect(item).toHaveCount(0);

  // View goes to /partner/product/{id}, which opens the product at /partner/shop/{id}.
  const first = page.getByTestId('wishlist-item').first();
  const firstName = (await first.getByRole('heading').textContent())!;
  await first.getByRole('link', { name: `View ${firstName}` }).click();
  await expect(page).toHaveURL(/\/partner\/shop\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: firstName })).toBeVisible();
  // The wishlist page's toast has gone, so the next one is the product page's own.
  await expect(page.getByText('Removed from wishlist', { exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: `Remove ${firstName} from wishlist` }).click();
  await expect(page.getByText('Removed from wishlist', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: `Add ${firstName} to wishlist` }).click();
  await expect(page.getByText('Added to wishlist', { exact: true })).toBeVisible();
});

test("write a review: blank fields are refused, then it is listed as 'Anonymous'", async ({ page }) => {
  const productId = await unreviewedProductId(page);
  await page.goto(`/partner/shop/${productId}`);
  const reviewsTab = page.getByRole('tab', { name: /^Reviews \(\d+\)$/ });
  await expect(reviewsTab).toBeVisible();
  const before = Number((await reviewsTab.textContent())!.replace(/\D/g, ''));

  await page.getByRole('tab', { name: 'Write a Review' }).click();
  await page.getByRole('button', { name: 'Submit Review' }).click();
  await expect(page.getByText('Please fill in all review fields').first()).toBeVisible();
  await expectNoAxeViolations(page);

  const title = `Great for our events ${Date.now()}`;
  await page.getByRole('radio', { name: '4 stars' }).check({ force: true });
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Comment').fill('Arrived quickly and looked just like the photos.');
  await page.getByRole('button', { name: 'Submit Review' }).click();
  await expect(page.getByText('Review added successfully')).toBeVisible();

  await expect(page.getByRole('tab', { name: `Reviews (${before + 1})` })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const review = page.getByTestId('review').filter({ hasText: title });
  await expect(review).toBeVisible();
  await expect(review).toContainText('Anonymous');
  await expect(review.getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();
  // Newest first.
  await expect(page.getByTestId('review').first()).toContainText(title);

  // One review per partner per product: the form is not offered again.
  await page.getByRole('tab', { name: 'Write a Review' }).click();
  await expect(page.getByText('You have reviewed this product')).toBeVisible();
});

/** A catalogue product the demo partner has not reviewed yet (the seed gives them some reviews). */
async function unreviewedProductId(page: Page): Promise<string> {
  const res = await page.request.get('/api/store/products?pageSize=48');
  const { items } = (await res.json()) as { items: { id: string }[] };
  for (const { id } of items) {
    const reviews = await page.request.get(`/api/partner/products/${id}/reviews`);
    if (!((await reviews.json()) as { reviewedByMe: boolean }).reviewedByMe) return id;
  }
  throw new Error('The demo partner has reviewed every product on the first page');
}
