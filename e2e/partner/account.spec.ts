import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from '../fixtures.ts';
import type { Mailbox } from '../harness/mailbox.ts';

/**
 * A partner of this test alone (never the demo partner, whose password other tests use): signed up,
 * verified through the mailed link, and signed in in `context`.
 */
async function freshPartner(context: BrowserContext, mailbox: Mailbox, baseURL: string, name: string) {
  const email = `account.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com.au`;
  const password = 'Bunting-and-7-lanterns';
  const origin = new URL(baseURL).origin;
  const request: APIRequestContext = context.request;
  const signUp = await request.post('/api/auth/sign-up/email', {
    data: { name, email, password },
    headers: { origin },
  });
  expect(signUp.status(), await signUp.text()).toBe(200);
  const mail = await mailbox.waitForMail(email, 'Verify your email');
  const link = mail.links.find((href) => href.includes('verify-email'));
  expect(link, `a verification link in: ${mail.text}`).toBeTruthy();
  await request.get(link!, { maxRedirects: 0 });
  const signIn = await request.post('/api/auth/sign-in/email', {
    data: { email, password },
    headers: { origin },
  });
  expect(signIn.status(), await signIn.text()).toBe(200);
  return { email, password };
}

// Two cores are shared by the server, the browsers and more: a portal chunk may take a while to load.
const PAGE_LOAD = { timeout: 30_000 };

// Each test signs a partner up and waits for the verification mail before its own steps.
test.describe.configure({ timeout: 150_000 });

test('a partner edits the profile (email read-only) and the business ABN, and both stay after reload', async ({
  page,
  context,
  mailbox,
  baseURL,
}) => {
  const partner = await freshPartner(context, mailbox, baseURL!, 'Casey Nguyen');
  await page.goto('/partner/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible(PAGE_LOAD);
  await expect(page.getByRole('tab', { name: 'Credit Limit' })).toBeVisible();
  const email = page.getByLabel('Email');
  await expect(email).toHaveValue(partner.email);
  await expect(email).toHaveAttribute('readonly', '');
  await expectNoAxeViolations(page);

  await page.getByLabel('Full Name').fill('Casey Nguyen-Smith');
  await page.getByLabel('Company Name').fill('Nguyen Event Styling');
  await page.getByLabel('Phone').fill('0412 555 019');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Full Name')).toHaveValue('Casey Nguyen-Smith', PAGE_LOAD);
  await expect(page.getByLabel('Company Name')).toHaveValue('Nguyen Event Styling');
  await expect(page.getByLabel('Phone')).toHaveValue('0412 555 019');

  // The profile screen shares the forms; its Business tab checks the ABN's checksum.
  await page.goto('/partner/profile?tab=business');
  await expect(page.getByRole('tab', { name: 'Business', selected: true })).toBeVisible(PAGE_LOAD);
  await expect(page.getByLabel('Company Name')).toHaveValue('Nguyen Event Styling');
  await page.getByLabel('ABN').fill('51 824 753 557');
  await page.getByRole('button', { name: 'Save Business Details' }).click();
  await expect(page.getByText('Enter a valid ABN', { exact: false })).toBeVisible();
  await page.getByLabel('ABN').fill('51 824 753 556');
  await page.getByRole('button', { name: 'Save Business Details' }).click();
  await expect(page.getByText('Profile updated', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('ABN')).toHaveValue('51 824 753 556', PAGE_LOAD);
});

test('a partner changes the password and signs in with the new one', async ({
  page,
  context,
  mailbox,
  baseURL,
  browser,
}) => {
  const partner = await freshPartner(context, mailbox, baseURL!, 'Robin Okafor');
  await page.goto('/partner/account?tab=security');
  await expect(page.getByRole('tab', { name: 'Security', selected: true })).toBeVisible(PAGE_LOAD);
  await expectNoAxeViolations(page);

  await page.getByLabel('Current Password', { exact: true }).fill(partner.password);
  await page.getByLabel('New Password', { exact: true }).fill('Confetti-cannon-42');
  await page.getByLabel('Confirm New Password').fill('Confetti-cannon-24');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('New passwords do not match')).toBeVisible();

  await page.getByLabel('Confirm New Password').fill('Confetti-cannon-42');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Password updated', { exact: true })).toBeVisible();

  const fresh = await browser.newContext({ baseURL: baseURL! });
  try {
    const other = await fresh.newPage();
    await other.goto('/login');
    await other.getByLabel('Email').fill(partner.email);
    await other.getByLabel('Password').fill('Confetti-cannon-42');
    await other.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(other).toHaveURL(/\/partner$/, PAGE_LOAD);
  } finally {
    await fresh.close();
  }
});

test('a notification switch is saved and still off after a reload', async ({
  page,
  context,
  mailbox,
  baseURL,
}) => {
  await freshPartner(context, mailbox, baseURL!, 'Alex Papadopoulos');
  await page.goto('/partner/profile?tab=notifications');
  const promotions = page.getByRole('switch', { name: 'Promotions' });
  await expect(promotions).toBeChecked(PAGE_LOAD);
  await expectNoAxeViolations(page);
  await promotions.click();
  await expect(page.getByText('Preferences updated successfully')).toBeVisible();
  await expect(promotions).not.toBeChecked();

  await page.reload();
  await expect(page.getByRole('switch', { name: 'Promotions' })).not.toBeChecked(PAGE_LOAD);
  await expect(page.getByRole('switch', { name: 'Order updates' })).toBeChecked();
});
