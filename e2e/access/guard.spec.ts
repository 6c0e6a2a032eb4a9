import { expect, expectNoAxeViolations, test } from '../fixtures.ts';
import { demoAccount } from '../harness/demo-accounts.ts';

test('an anonymous visit to /partner/orders goes to /login and back to /partner/orders after sign-in', async ({
  page,
}) => {
  const partner = demoAccount('partner');
  await page.goto('/partner/orders');
  // The origin travels with the visit (as ?redirect=) so sign-in can return there.
  await expect(page).toHaveURL(/\/login(\?|$)/);
  await expect(page.getByRole('heading', { name: 'Partner Sign In' })).toBeVisible();
  await page.getByLabel('Email').fill(partner.email);
  await page.getByLabel('Password').fill(partner.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/partner\/orders$/);
});

test('a partner opening /admin sees Admin Access Required', async ({ page, signInAs }) => {
  await signInAs('partner');
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Access Required' })).toBeVisible();
  await expect(page.getByText('You need administrator privileges to access this page.')).toBeVisible();
});

test('onboarding, where a signed-in user applies for a vendor or associate role, passes axe', async ({
  page,
  signInAs,
}) => {
  await signInAs('partner');
  await page.goto('/onboarding');
  await expect(page.getByRole('heading').first()).toBeVisible();
  await expectNoAxeViolations(page);
});
