import { expect, expectNoAxeViolations, test } from '../fixtures.ts';
import { demoAccount } from '../harness/demo-accounts.ts';

test('an admin reads an email the store sent in the in-app mailbox', async ({ page, baseURL, signInAs }) => {
  // A visitor asks for a password reset: the store writes the email through its outbox.
  const reset = await page.request.post('/api/auth/request-password-reset', {
    data: { email: demoAccount('vendor').email, redirectTo: '/update-password' },
    headers: { origin: new URL(baseURL!).origin },
  });
  expect(reset.status(), await reset.text()).toBe(200);

  await signInAs('admin');
  await page.goto('/admin');
  await page.getByRole('link', { name: /Mailbox/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mailbox' })).toBeVisible();
  const row = page
    .getByRole('row')
    .filter({ hasText: demoAccount('vendor').email })
    .filter({ hasText: 'Reset your Party Central password' });
  await expect(row.first()).toBeVisible();
  await expectNoAxeViolations(page);

  await row.first().getByRole('button').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(`To ${demoAccount('vendor').email}`)).toBeVisible();
  // The email's text, as the vendor would read it, carries the reset link.
  await expect(dialog.getByText(/update-password\?token=/)).toBeVisible();
});
