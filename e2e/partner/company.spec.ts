import { expect, test, watchConsole } from '../fixtures.ts';

// docs/product/company-accounts.md, "Members and invitations": the owner invites a buyer; the buyer
// opens the emailed link, creates their account through it and lands in the partner portal as a
// member of that company; the owner's Members tab shows them without a reload.
test('an invited buyer signs up from the emailed link and joins the company live', async ({
  page,
  browser,
  baseURL,
  signInAs,
  mailbox,
}) => {
  await signInAs('partner');
  await page.goto('/partner/company');
  await expect(page.getByRole('heading', { name: 'Company', level: 1 })).toBeVisible();
  const members = page.getByRole('table', { name: 'Members' });
  await expect(members).toBeVisible();

  const email = `buyer-${Date.now()}@example.com.au`;
  const name = `Bella Buyer ${Date.now() % 100_000}`;
  await page.getByRole('button', { name: 'Invite Member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite Member' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Order limit (AUD)').fill('500');
  await dialog.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${email}`)).toBeVisible();
  await expect(dialog).toBeHidden();

  const mail = await mailbox.waitForMail(email, 'invited you to join');
  const link = mail.links.find((l) => l.includes('/invitations/'));
  expect(link, 'the invitation email links the accept page').toBeDefined();

  // The invitee: a browser of their own, not signed in.
  // Its sign-in counts against an address of its own, as the fixtures' sign-ins do: the journeys
  // running beside it must not use up the per-address sign-in limit it needs.
  const invitee = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': `198.51.100.${(Date.now() % 250) + 1}` },
  });
  const watch = watchConsole(invitee);
  const joinPage = await invitee.newPage();
  await joinPage.goto(new URL(link!).pathname);
  await expect(joinPage.getByRole('heading', { name: /^Join / })).toBeVisible();
  await joinPage.getByLabel('Name').fill(name);
  await joinPage.getByLabel('Password').fill('party-pass-123');
  await joinPage.getByRole('button', { name: 'Create Account & Join' }).click();
  await expect(joinPage).toHaveURL(/\/partner$/);
  await expect(joinPage.getByText(/^Welcome to /)).toBeVisible();

  // The owner's page, left open: the new member's row arrives over the live stream.
  const row = members.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText(name);
  await expect(row).toContainText('Buyer');
  await invitee.close();
  watch.assertClean();
});
