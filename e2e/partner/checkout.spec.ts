import type { APIRequestContext } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from '../fixtures.ts';

interface StoreProduct {
  id: string;
  slug: string;
  name: string;
  stockQuantity: number;
}

async function stockOf(request: APIRequestContext, slug: string): Promise<number> {
  const res = await request.get(`/api/store/products/${slug}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as StoreProduct).stockQuantity;
}

/** A product with plenty of stock, so parallel tests never run it out. */
async function pickProduct(request: APIRequestContext): Promise<StoreProduct> {
  const res = await request.get('/api/store/products?pageSize=48');
  const { items } = (await res.json()) as { items: Omit<StoreProduct, 'stockQuantity'>[] };
  for (const card of items) {
    const stockQuantity = await stockOf(request, card.slug);
    if (stockQuantity >= 40) return { ...card, stockQuantity };
  }
  throw new Error('the demo catalogue has no product with 40 units');
}

test('a partner browses, adds to the cart, checks out on account, then cancels the pending order and the stock comes back', async ({
  page,
  signInAs,
}) => {
  // A long journey on a shared two-core machine: three pages, two axe scans.
  test.setTimeout(150_000);
  await signInAs('partner');
  const product = await pickProduct(page.request);

  // Browse: the product's page in the partner shop; 2 units into the cart.
  await page.goto(`/partner/shop/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible({ timeout: 30_000 });
  const stockBefore = await stockOf(page.request, product.slug);
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(page.getByLabel('Quantity', { exact: true })).toHaveValue('2');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText(/^(Item added to cart|Cart updated successfully)$/)).toBeVisible();

  // The header's cart button counts the units and leads to the cart.
  await page.goto('/partner');
  const cartButton = page.getByRole('link', { name: /^Cart, \d+ items?$/ });
  await expect(cartButton).toBeVisible();
  await cartButton.click();
  await expect(page).toHaveURL(/\/partner\/cart$/);
  const line = page.getByRole('listitem', { name: product.name });
  await expect(line.getByRole('textbox', { name: `Quantity of ${product.name}` })).toHaveValue('2');
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();

  // Checkout: the default saved address and the first delivery method are chosen; pay on account.
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /\(default\)/ })).toBeChecked();
  await expect(page.getByText(/^Available credit: \$[\d,]+\.\d{2}$/)).toBeVisible();
  await page.getByRole('radio', { name: /Pay on account/ }).check();
  await page.getByLabel('Delivery notes (optional)').fill('Please use the loading dock.');
  await expect(page.getByTestId('checkout-total')).toHaveText(/^\$[\d,]+\.\d{2}$/);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Place Order' }).click();

  // Track Orders opens the new order, pending.
  await expect(page.getByText('Order placed')).toBeVisible();
  await expect(page).toHaveURL(/\/partner\/orders\?order=[0-9a-f-]{36}$/);
  const orderId = new URL(page.url()).searchParams.get('order')!;
  const orderNumber = orderId.slice(0, 8);
  const detail = page.getByRole('dialog', { name: new RegExp(`Order #${orderNumber}`) });
  await expect(detail.getByText('Pending', { exact: true })).toBeVisible();
  await expect(detail.getByText(product.name)).toBeVisible();
  await expect(detail.getByText('On account')).toBeVisible();
  expect(await stockOf(page.request, product.slug)).toBe(stockBefore - 2);
  await page.keyboard.press('Escape');

  // The status tabs filter the list: a radio group (they have no panels to be tabs of).
  const statusFilter = page.getByRole('radiogroup', { name: 'Order status' });
  await statusFilter.getByRole('radio', { name: 'Pending' }).click();
  const row = page.getByRole('row', { name: new RegExp(`#${orderNumber}`) });
  await expect(row).toBeVisible();
  await expect(statusFilter.getByRole('radio', { name: 'Pending' })).toHaveAttribute('aria-checked', 'true');

  // Cancel, with confirmation.
  await row.getByRole('button', { name: `Cancel order ${orderNumber}` }).click();
  await page
    .getByRole('alertdialog', { name: 'Cancel this order?' })
    .getByRole('button', { name: 'Cancel Order' })
    .click();
  await expect(page.getByText('Order cancelled successfully')).toBeVisible();
  await expect(row).toBeHidden();
  await statusFilter.getByRole('radio', { name: 'All Orders' }).click();
  await expect(page.getByRole('row', { name: new RegExp(`#${orderNumber}.*Cancelled`) })).toBeVisible();

  // The stock is back.
  expect(await stockOf(page.request, product.slug)).toBe(stockBefore);
});
