import { expect as baseExpect, expectNoAxeViolations, test } from '../fixtures.ts';

// Six engineers share two cores here: waits get three times the usual room. Nothing asserts speed.
const expect = baseExpect.configure({ timeout: 30_000 });

test.describe.configure({ timeout: 120_000 });

// docs/product/wholesale-buying.md: a school buys at the Schools price list (10% off everything),
// sees the list price struck through beside its own, and the cart applies a quantity break.
test('a Schools buyer sees their prices in the shop and on the product, and a quantity break applied in the cart', async ({
  page,
  signInAs,
}) => {
  await signInAs('school');
  await page.goto('/partner/shop?search=Party%20Hats');
  const card = page.getByTestId('shop-product').filter({ hasText: 'Party Hats (Pack of 12) – Gold Foil' });
  // The school's price, with the list price struck through and read as "was …".
  await expect(card.locator('s')).toHaveText(/^was \$\d+\.\d{2}$/);
  const listPrice = Number((await card.locator('s').textContent())!.replace(/[^\d.]/g, ''));
  const schoolPrice = Math.round(listPrice * 90) / 100;
  await expect(card.getByText(`$${schoolPrice.toFixed(2)}`, { exact: true })).toBeVisible();

  await card.getByRole('link', { name: /Party Hats/ }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Party Hats (Pack of 12) – Gold Foil' }),
  ).toBeVisible();
  const breaks = page.getByRole('table', { name: 'Quantity breaks' });
  await expect(breaks.getByRole('row')).toHaveCount(3);
  await expect(breaks.getByRole('row').nth(1)).toContainText(`1–47$${schoolPrice.toFixed(2)}`);
  const breakPrice = Number(
    (await breaks.getByRole('row').nth(2).getByRole('cell').nth(1).textContent())!.slice(1),
  );
  expect(breakPrice).toBeLessThan(schoolPrice);
  await expectNoAxeViolations(page);

  // Forty units: below the 48 break, the cart says what eight more would save.
  await page.getByLabel('Quantity', { exact: true }).fill('40');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page.goto('/partner/cart');
  const line = page.getByRole('listitem', { name: 'Party Hats (Pack of 12) – Gold Foil' });
  await expect(line.getByTestId('next-break')).toHaveText(
    `Buy 8 more for $${(schoolPrice - breakPrice).toFixed(2)} off each`,
  );
  await line.getByRole('textbox', { name: 'Quantity of Party Hats (Pack of 12) – Gold Foil' }).fill('48');
  await line.getByRole('textbox', { name: 'Quantity of Party Hats (Pack of 12) – Gold Foil' }).press('Enter');
  await expect(line.getByTestId('next-break')).toBeHidden();
  await expect(line.getByText(`$${(breakPrice * 48).toFixed(2)}`, { exact: true })).toBeVisible();
  await expect(line.locator('s')).toHaveText(`was $${listPrice.toFixed(2)}`);
  await expectNoAxeViolations(page);
});

// The two record pages of wholesale buying that the route sweep (e2e/access/axe-routes.spec.ts) cannot
// open without an id: a company's saved list and a price list.
test("a saved list's page and a price list's page pass axe, each titled by its name", async ({
  page,
  context,
  signInAs,
}) => {
  await signInAs('school');
  const name = `Term 1 art supplies ${Date.now()}`;
  await page.goto('/partner/lists');
  await expect(page.getByRole('heading', { level: 1, name: 'Saved Lists' })).toBeVisible();
  // The empty state offers New List too: the header's is the first.
  await page.getByRole('button', { name: 'New List' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New List' });
  await dialog.getByLabel('List name').fill(name);
  await dialog.getByRole('button', { name: 'Create List' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(name));
  await expectNoAxeViolations(page);

  await context.clearCookies();
  await signInAs('product_management');
  await page.goto('/associate/price-lists');
  await page.getByRole('link', { name: 'Schools 2026', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Schools 2026' })).toBeVisible();
  await expectNoAxeViolations(page);
});
