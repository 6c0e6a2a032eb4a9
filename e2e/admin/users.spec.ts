import { expect, expectNoAxeViolations, test } from '../fixtures.ts';
import { Mailbox } from '../harness/mailbox.ts';

/**
 * A partner of this file alone (never a demo account, which other tests sign in as): signed up and
 * verified through the mailed link, since this journey disables the account.
 */
let partner: { email: string; password: string };

test.beforeAll(async ({ playwright }, testInfo) => {
  const baseURL = testInfo.project.use.baseURL!;
  const mailUrl = process.env.E2E_MAILBOX_URL;
  if (!mailUrl) throw new Error('E2E_MAILBOX_URL is not set: the global setup did not start the SMTP sink');
  const email = `roles.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com.au`;
  const password = 'Streamers-and-9-balloons';
  const request = await playwright.request.newContext({ baseURL });
  try {
    const signUp = await request.post('/api/auth/sign-up/email', {
      data: { name: 'Robin Rolechange', email, password },
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

test.describe.configure({ timeout: 120_000 });

test('an admin changes a partner’s role and disables them; the partner’s next request is refused', async ({
  page,
  browser,
  baseURL,
  signInAs,
}) => {
  const origin = new URL(baseURL!).origin;
  // The partner is signed in, in a browser of their own.
  const theirs = await browser.newContext({ baseURL });
  const signIn = () =>
    theirs.request.post('/api/auth/sign-in/email', {
      data: { email: partner.email, password: partner.password },
      headers: { origin, 'x-forwarded-for': '203.0.113.77' },
    });
  expect((await signIn()).status()).toBe(200);
  expect((await theirs.request.get('/api/me/profile')).status()).toBe(200);

  await signInAs('admin');
  await page.goto(`/admin/partners/users?search=${encodeURIComponent(partner.email)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Partner Role Management' })).toBeVisible({
    timeout: 30_000,
  });
  const row = page.getByRole('row').filter({ hasText: partner.email });
  await expect(row).toBeVisible();
  await expectNoAxeViolations(page);

  // Granting admin asks first (the demo admin is the store's super admin, who alone may grant it).
  const role = row.getByRole('combobox', { name: 'Role: Robin Rolechange' });
  await role.click();
  await page.getByRole('option', { name: 'Admin' }).click();
  const grant = page.getByRole('alertdialog', { name: 'Make Robin Rolechange an administrator?' });
  await grant.getByRole('button', { name: 'Grant admin' }).click();
  await expect(page.getByText('Role Updated', { exact: true })).toBeVisible();
  // Saved: a fresh load shows the new role.
  await page.reload();
  await expect(role).toHaveText('Admin');
  expect((await theirs.request.get('/api/admin/users')).status()).toBe(200);
  // Taking it back needs no confirmation.
  await role.click();
  await page.getByRole('option', { name: 'Partner' }).click();
  await expect(role).toHaveText('Partner');
  expect((await theirs.request.get('/api/admin/users')).status()).toBe(403);

  await row.getByRole('switch', { name: 'Active: Robin Rolechange' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Disable Robin Rolechange?' });
  await confirm.getByRole('button', { name: 'Disable' }).click();
  await expect(page.getByText('Status Updated', { exact: true })).toBeVisible();
  await expect(row.getByRole('switch', { name: 'Active: Robin Rolechange' })).not.toBeChecked();

  // The partner's very next request is anonymous, and signing in again is refused.
  expect((await theirs.request.get('/api/me/profile')).status()).toBe(401);
  const again = await signIn();
  expect(again.status()).toBe(403);
  expect(await again.text()).toContain('This account has been disabled. Please contact support.');

  // The audit log shows both changes, by their labels and the user by name.
  await page.goto('/admin/audit?entity=user');
  await expect(page.getByRole('cell', { name: 'User disabled' }).first()).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Role changed' }).first()).toBeVisible();
  await expect(page.getByText(/^Robin Rolechange \(/).first()).toBeVisible();
  await theirs.close();
});
