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
