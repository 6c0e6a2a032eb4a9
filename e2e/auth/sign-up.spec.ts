import { expect, expectNoAxeViolations, test } from '../fixtures.ts';

test('a new partner signs up, opens the emailed verification link, signs in and lands on /partner', async ({
  page,
  mailbox,
}) => {
  const email = `new.partner.${Date.now()}@example.com.au`;
  const password = 'Streamers-and-2-balloons';

  await page.goto('/login');
  await page.getByRole('button', { name: 'Create Partner Account' }).click();
  await expect(page.getByRole('heading', { name: 'Create Partner Account' })).toBeVisible();
  await expect(page.getByLabel('Full Name')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Full Name').fill('Jordan Citizen');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
  await expect(page.getByText('Click the verification link in the email.')).toBeVisible();

  const mail = await mailbox.waitForMail(email, 'Verify your email');
  const link = mail.links.find((href) => href.includes('verify-email'));
  expect(link, `a verification link in: ${mail.text}`).toBeTruthy();
  await page.goto(link!);

  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/partner$/);
});
