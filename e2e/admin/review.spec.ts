import { expect, expectNoAxeViolations, test } from '../fixtures.ts';
import { Mailbox } from '../harness/mailbox.ts';

// Two cores are shared by the server, the browsers and more: a portal chunk may take a while to load.
const PAGE_LOAD = { timeout: 30_000 };
test.describe.configure({ timeout: 120_000 });

test("a partner's credit request is approved by the admin, and the partner's available credit changes", async ({
  page,
  browser,
  baseURL,
  signInAs,
}) => {
  // A partner of this test alone (never the demo partner, whose limit other tests rely on).
  const mailUrl = process.env.E2E_MAILBOX_URL;
  if (!mailUrl) throw new Error('E2E_MAILBOX_URL is not set: the global setup did not start the SMTP sink');
  const name = `Credit Journey ${Date.now()}`;
  const email = `credit.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com.au`;
  const password = 'Bunting-and-7-lanterns';
  const origin = new URL(baseURL!).origin;
  const partnerContext = await browser.newContext();
  const signUp = await partnerContext.request.post('/api/auth/sign-up/email', {
    data: { name, email, password },
    headers: { origin },
  });
  expect(signUp.status(), await signUp.text()).toBe(200);
  const mail = await new Mailbox(mailUrl).waitForMail(email, 'Verify your email');
  const link = mail.links.find((href) => href.includes('verify-email'));
  expect(link, `a verification link in: ${mail.text}`).toBeTruthy();
  await partnerContext.request.get(link!, { maxRedirects: 0 });
  const signIn = await partnerContext.request.post('/api/auth/sign-in/email', {
    data: { email, password },
    headers: { origin },
  });
  expect(signIn.status(), await signIn.text()).toBe(200);

  // The partner asks for $18,000 on the Credit Limit tab: no limit yet.
  const partnerPage = await partnerContext.newPage();
  await partnerPage.goto('/partner/account?tab=credit');
  await expect(partnerPage.getByText('No credit limit yet')).toBeVisible(PAGE_LOAD);
  await partnerPage.getByRole('button', { name: 'Request Credit Limit' }).click();
  const request = partnerPage.getByRole('dialog', { name: 'Request Credit Limit' });
  await request.getByLabel('Requested Credit Limit (AUD) *').fill('18000');
  await request.getByLabel('Current Monthly Spending (AUD) *').fill('6000');
  await request.getByLabel('Reason for Request *').fill('Corporate end-of-year functions.');
  await request.getByRole('button', { name: 'Submit Request' }).click();
  await expect(partnerPage.getByText('Credit limit request submitted')).toBeVisible();

  // The admin finds it by the partner's email and approves $15,000 on Net 45 with a score.
  await signInAs('admin');
  await page.goto(`/admin/partners/credit-requests?search=${encodeURIComponent(email)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Credit Limit Requests' })).toBeVisible(PAGE_LOAD);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('$18,000.00');
  await expect(row).toContainText('Pending');
  await row.getByRole('button', { name: `Approve ${name}` }).click();
  const approve = page.getByRole('dialog', { name: 'Approve Credit Limit' });
  await expect(approve.getByLabel('Approved Limit (AUD)')).toHaveValue('18000');
  await expectNoAxeViolations(page);
  await approve.getByLabel('Approved Limit (AUD)').fill('15000');
  await approve.getByRole('combobox', { name: 'Payment Terms' }).click();
  await page.getByRole('option', { name: 'Net 45' }).click();
  await approve.getByLabel('Credit Score (0-100)').fill('72');
  await approve.getByRole('button', { name: 'Approve Request' }).click();
  await expect(page.getByText('Credit limit request approved successfully')).toBeVisible();
  await expect(row).toContainText('Approved');
  await expect(row.getByRole('button', { name: `View ${name}` })).toBeVisible();

  // The partner's available credit is the approved limit (the one checkout charges).
  await partnerPage.reload();
  const available = partnerPage.getByText('Available', { exact: true }).locator('..');
  await expect(available).toContainText('$15,000.00', PAGE_LOAD);
  await expect(partnerPage.getByText('72/100')).toBeVisible();
  await expect(partnerPage.getByText('Net 45', { exact: true })).toBeVisible();
  await partnerContext.close();
});
