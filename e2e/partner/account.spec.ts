import type { BrowserContext } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from '../fixtures.ts';
import { Mailbox } from '../harness/mailbox.ts';

/**
 * A partner of this file alone (never the demo partner, whose password other tests use): signed up
 * and verified through the mailed link once per worker, since only sign-up's own spec is about
 * signing up. A failed test restarts the worker, and with it a new partner.
 */
let partner: { email: string; password: string };

test.beforeAll(async ({ playwright }, testInfo) => {
  const baseURL = testInfo.project.use.baseURL!;
  const mailUrl = process.env.E2E_MAILBOX_URL;
  if (!mailUrl) throw new Error('E2E_MAILBOX_URL is not set: the global setup did not start the SMTP sink');
  const email = `account.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com.au`;
  const password = 'Bunting-and-7-lanterns';
  const request = await playwright.request.newContext({ baseURL });
  try {
    const signUp = await request.post('/api/auth/sign-up/email', {
      data: { name: 'Casey Nguyen', email, password },
      headers: { origin: new URL(baseURL).origin },
    });
    expect(signUp.status(), await signUp.text()).toBe(200);
    const mail = await new Mailbox(mailUrl).waitForMail(email, 'Verify your email');
    const link = mail.links.find((href) => href.includes('verify-email'));
    expect(link, `a verification link in: ${mail.text}`).toBeTruthy();
    await request.get(link!, { maxRedirects: 0 });
  } finally {
    await request.dispose();
  }
  partner = { email, password };
});

/** Signs the file's partner in, in this test's browser context, through the sign-in API. */
async function signInPartner(context: BrowserContext, baseURL: string) {
  const signIn = await context.request.post('/api/auth/sign-in/email', {
    data: { email: partner.email, password: partner.password },
    headers: { origin: new URL(baseURL).origin },
  });
  expect(signIn.status(), await signIn.text()).toBe(200);
}

// Two cores are shared by the server, the browsers and more: a portal chunk may take a while to load.
const PAGE_LOAD = { timeout: 30_000 };

test.describe.configure({ timeout: 120_000 });

test('a partner edits the profile (email read-only) and the business ABN, and both stay after reload', async ({
  page,
  context,
  baseURL,
}) => {
  await signInPartner(context, baseURL!);
  await page.goto('/partner/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible(PAGE_LOAD);
  await expect(page.getByRole('tab', { name: 'Credit Limit' })).toBeVisible();
  const email = page.getByLabel('Email');
  await expect(email).toHaveValue(partner.email);
  await expect(email).toHaveAttribute('readonly', '');
  await expectNoAxeViolations(page);

  await page.getByLabel('Full Name').fill('Casey Nguyen-Smith');
  await page.getByLabel('Phone').fill('0412 555 019');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Full Name')).toHaveValue('Casey Nguyen-Smith', PAGE_LOAD);
  await expect(page.getByLabel('Phone')).toHaveValue('0412 555 019');

  // The profile screen shares the forms; its Business tab holds the company's name and checks the
  // ABN's checksum (the details are the company's: docs/product/company-accounts.md).
  await page.goto('/partner/profile?tab=business');
  await expect(page.getByRole('tab', { name: 'Business', selected: true })).toBeVisible(PAGE_LOAD);
  await page.getByLabel('Company Name').fill('Nguyen Event Styling');
  await page.getByLabel('ABN').fill('51 824 753 557');
  await page.getByRole('button', { name: 'Save Business Details' }).click();
  await expect(page.getByText('Enter a valid ABN', { exact: false })).toBeVisible();
  await page.getByLabel('ABN').fill('51 824 753 556');
  await page.getByRole('button', { name: 'Save Business Details' }).click();
  await expect(page.getByText('Profile updated', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('ABN')).toHaveValue('51 824 753 556', PAGE_LOAD);
  await expect(page.getByLabel('Company Name')).toHaveValue('Nguyen Event Styling');
});

test('a notification switch is saved and still off after a reload', async ({ page, context, baseURL }) => {
  await signInPartner(context, baseURL!);
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

// Last: it changes the file's partner's password (the tests before it sign in with the first one).
test('a partner changes the password and signs in with the new one', async ({
  page,
  context,
  baseURL,
  browser,
}) => {
  await signInPartner(context, baseURL!);
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
  partner.password = 'Confetti-cannon-42';

  const fresh = await browser.newContext({ baseURL: baseURL! });
  try {
    const other = await fresh.newPage();
    await other.goto('/login');
    await other.getByLabel('Email').fill(partner.email);
    await other.getByLabel('Password').fill(partner.password);
    await other.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(other).toHaveURL(/\/partner$/, PAGE_LOAD);
  } finally {
    await fresh.close();
  }
});
