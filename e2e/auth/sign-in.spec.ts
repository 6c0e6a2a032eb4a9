import { expect, expectNoAxeViolations, test } from '../fixtures.ts';
import { demoAccount } from '../harness/demo-accounts.ts';

test('a wrong password shows the invalid-credentials message and keeps the visitor on /login', async ({
  page,
  consoleErrors,
}) => {
  // The sign-in call is refused with 401: the browser logs that failed request, as intended here.
  consoleErrors.allow(/status of 401/);
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Partner Sign In' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Email').fill(demoAccount('partner').email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Invalid email or password. Please try again.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('the vendor sign-in page signs the demo vendor in and lands on /vendor', async ({ page }) => {
  const vendor = demoAccount('vendor');
  await page.goto('/login/vendor');
  await expect(page.getByRole('heading', { name: 'Supplier Sign In' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Email').fill(vendor.email);
  await page.getByLabel('Password').fill(vendor.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/vendor$/);
});

test('the associate sign-in page passes axe', async ({ page }) => {
  await page.goto('/login/associate');
  await expect(page.getByLabel('Email')).toBeVisible();
  await expectNoAxeViolations(page);
});
