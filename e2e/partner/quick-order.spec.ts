import type { Page } from '@playwright/test';
import { expect as baseExpect, expectNoAxeViolations, test } from '../fixtures.ts';

// Six engineers share two cores here: waits get three times the usual room. Nothing asserts speed.
const expect = baseExpect.configure({ timeout: 30_000 });

test.describe.configure({ timeout: 180_000 });

type Detail = { id: string; name: string; sku: string; minOrderQty: number; stockQuantity: number };

/** Thirty products the school can order at their minimum, read as the partner reads them. */
async function thirtyProducts(page: Page): Promise<Detail[]> {
  const list = await page.request.get('/api/store/products?page=1&pageSize=48&category=decorations');
  const more = await page.request.get('/api/store/products?page=1&pageSize=48&category=party-essentials');
  const ids = [...(await list.json()).items, ...(await more.json()).items].map((p: { id: string }) => p.id);
  const details: Detail[] = [];
  for (const id of ids) {
    const detail = (await (await page.request.get(`/api/partner/products/${id}`)).json()) as Detail;
    // The hats are the wholesale journey's (wholesale.spec.ts): its cart line must stay its own.
    if (detail.stockQuantity >= detail.minOrderQty * 2 && !detail.name.startsWith('Party Hats'))
      details.push(detail);
    if (details.length === 30) break;
  }
  expect(details).toHaveLength(30);
  return details;
}

// docs/product/wholesale-buying.md, "Quick order": a 30-line paste becomes a cart; a line that is
// not right stays on screen with what to do about it.
test('a 30-line paste of SKUs and quantities becomes a cart, a wrong line kept for correction', async ({
  page,
  signInAs,
}) => {
  await signInAs('school');
  await page.goto('/partner');
  const products = await thirtyProducts(page);
  const paste = [
    ...products.map((p, i) => (i % 3 === 0 ? `${p.sku},${p.minOrderQty}` : `${p.sku} ${p.minOrderQty}`)),
    'NOT-A-SKU 4',
  ].join('\n');

  await page.goto('/partner/quick-order');
  await expect(page.getByRole('heading', { level: 1, name: 'Quick Order' })).toBeVisible();
  await page.getByLabel('Paste lines: SKU and quantity').fill(paste);
  await page.getByRole('button', { name: 'Check lines' }).click();
  const checked = page.getByRole('region', { name: 'Checked lines' });
  await expect(checked.getByRole('status')).toContainText('30 ready, 1 needs attention');
  await expect(checked).toContainText("Unknown SKU 'NOT-A-SKU'");
  await expectNoAxeViolations(page);

  await checked.getByRole('button', { name: 'Add all to cart' }).click();
  // The wrong line stays in the box for correction; the thirty are in the cart.
  await expect(page.getByLabel('Paste lines: SKU and quantity')).toHaveValue('NOT-A-SKU 4');
  await page.goto('/partner/cart');
  const lines = page.getByRole('list', { name: 'Cart items' }).getByRole('listitem');
  for (const product of products.slice(0, 3))
    await expect(page.getByRole('listitem', { name: product.name, exact: true })).toBeVisible();
  expect(await lines.count()).toBeGreaterThanOrEqual(30);
});

// docs/product/wholesale-buying.md, "Order again": a past order's lines go back in the cart at
// today's prices, and the dialog says what happened to each.
test('an order is repeated from Track Orders, and its lines wait in the cart', async ({ page, signInAs }) => {
  await signInAs('contract_partner');
  await page.goto('/partner/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Track Orders' })).toBeVisible();
  const again = page.getByRole('button', { name: /^Order Again order / }).first();
  await again.click();
  const dialog = page.getByRole('dialog', { name: 'Order Again' });
  await expect(dialog.getByRole('list', { name: 'What happened to each line' })).toBeVisible();
  await expect(dialog).toContainText(/Added \d+ lines?/);
  const names = (await dialog.getByRole('listitem').locator('.font-medium').allTextContents()).map((n) =>
    n.trim(),
  );
  expect(names.length).toBeGreaterThan(0);
  await expectNoAxeViolations(page);
  await dialog.getByRole('link', { name: 'View Cart' }).click();
  await expect(page).toHaveURL(/\/partner\/cart$/);
  // Every line the dialog named that went in (one out of stock or no longer sold would not) waits in the cart.
  const inCart = page.getByRole('list', { name: 'Cart items' }).getByRole('listitem');
  await expect(inCart.first()).toBeVisible();
  const cartNames = await inCart.evaluateAll((items) => items.map((item) => item.getAttribute('aria-label')));
  expect(names.filter((name) => cartNames.includes(name)).length).toBeGreaterThan(0);
});
