import { DEMO_COMPANY_MEMBERS } from '../../apps/server/src/seed/demo-accounts.ts';
import { partnerDetails } from '../../apps/server/src/seed/people-data.ts';
import { expect, test } from '../fixtures.ts';
import { demoAccount } from '../harness/demo-accounts.ts';

test.describe.configure({ timeout: 120_000 });

// docs/product/company-accounts.md, "What staff see": the admin finds the demo partner's company,
// opens it, sees its five members with roles, and adds a member by a fresh email, who is invited. Nothing
// of the demo company changes but one pending invitation, which other tests do not read.
test('an admin finds a company under Users → Companies and adds a member, who is invited', async ({
  page,
  signInAs,
  mailbox,
}) => {
  const owner = demoAccount('partner');
  await signInAs('admin');
  await page.goto('/admin/partners/users');
  await page.getByRole('tab', { name: 'Companies' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Companies' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('searchbox', { name: 'Search companies' }).fill('Confetti');
  const row = page.getByRole('row').filter({ hasText: partnerDetails.company });
  await expect(row).toContainText(owner.email);
  await row.getByRole('link', { name: partnerDetails.company }).click();

  await expect(page.getByRole('heading', { level: 1, name: partnerDetails.company })).toBeVisible();
  // Its five members (README, "Demo accounts"; read from the seed), each with their role.
  const members = page.getByRole('table', { name: 'Members' });
  await expect(members.getByRole('row').filter({ hasText: owner.email })).toContainText('Owner');
  for (const m of DEMO_COMPANY_MEMBERS) {
    const role = m.role.charAt(0).toUpperCase() + m.role.slice(1);
    await expect(members.getByRole('row').filter({ hasText: m.email })).toContainText(role);
  }

  const email = `added.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com.au`;
  await page.getByRole('button', { name: 'Add Member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Member' });
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByRole('button', { name: 'Add Member' }).click();
  await expect(page.getByText(`Invitation sent to ${email}`)).toBeVisible();
  await expect(dialog).toBeHidden();
  const invitations = page.getByRole('table', { name: 'Pending invitations' });
  await expect(invitations.getByRole('row').filter({ hasText: email })).toContainText('Buyer');
  await mailbox.waitForMail(email, `invited you to join ${partnerDetails.company}`);
});
