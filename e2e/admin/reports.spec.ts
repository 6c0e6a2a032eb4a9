import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from '../fixtures.ts';
import { Mailbox } from '../harness/mailbox.ts';

// Two cores are shared by the server, the browsers and more: a portal chunk may take a while to load.
const PAGE_LOAD = { timeout: 30_000 };
test.describe.configure({ timeout: 120_000 });

/** The file a click downloads, by its name and text. */
async function saved(page: Page, start: () => Promise<unknown>) {
  const [download] = await Promise.all([page.waitForEvent('download'), start()]);
  return { name: download.suggestedFilename(), text: await readFile((await download.path())!, 'utf8') };
}

test('the admin dashboard links a waiting application to its screen, and Reports downloads a CSV', async ({
  page,
  browser,
  baseURL,
  signInAs,
}) => {
  // Someone of this test alone signs up and applies to be a vendor: an approval that waits.
  const mailUrl = process.env.E2E_MAILBOX_URL;
  if (!mailUrl) throw new Error('E2E_MAILBOX_URL is not set: the global setup did not start the SMTP sink');
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1e4)}`;
  const company = `Reports Journey Hire ${stamp}`;
  const email = `reports.${stamp}@example.com.au`;
  const password = 'Streamers-and-9-balloons';
  const origin = new URL(baseURL!).origin;
  const applicant = await browser.newContext();
  const signUp = await applicant.request.post('/api/auth/sign-up/email', {
    data: { name: 'Reese Journey', email, password },
    headers: { origin },
  });
  expect(signUp.status(), await signUp.text()).toBe(200);
  const mail = await new Mailbox(mailUrl).waitForMail(email, 'Verify your email');
  const link = mail.links.find((href) => href.includes('verify-email'));
  expect(link, `a verification link in: ${mail.text}`).toBeTruthy();
  await applicant.request.get(link!, { maxRedirects: 0 });
  const signIn = await applicant.request.post('/api/auth/sign-in/email', {
    data: { email, password },
    headers: { origin },
  });
  expect(signIn.status(), await signIn.text()).toBe(200);
  const { token } = (await (await applicant.request.get('/api/csrf')).json()) as { token: string };
  const applied = await applicant.request.post('/api/me/onboarding', {
    data: { role: 'vendor', companyName: company },
    headers: { origin, 'x-csrf-token': token },
  });
  expect(applied.status(), await applied.text()).toBeLessThan(300);
  await applicant.close();

  // The dashboard counts it among the pending approvals and links to the screen that decides it.
  await signInAs('admin');
  await page.goto('/admin');
  const approvals = page
    .getByRole('heading', { name: 'Pending Approvals' })
    .locator('xpath=ancestor::*[@data-slot="card"]');
  const onboarding = approvals.getByRole('listitem').filter({ hasText: 'Onboarding applications' });
  await expect(onboarding).toBeVisible(PAGE_LOAD);
  expect(Number((await onboarding.textContent())!.replace(/\D/g, ''))).toBeGreaterThanOrEqual(1);
  await expect(page.getByRole('list', { name: 'Store figures' })).toContainText('Sales Today');
  await expectNoAxeViolations(page);
  await onboarding.getByRole('link', { name: 'Onboarding applications' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Onboarding Review' })).toBeVisible(PAGE_LOAD);
  await expect(page.getByText(company)).toBeVisible();

  // Reports: switch to the inventory valuation and download it as CSV.
  await page.getByRole('link', { name: 'Reports', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible(PAGE_LOAD);
  await expect(page.getByRole('list', { name: 'Sales figures' })).toBeVisible(PAGE_LOAD);
  await expectNoAxeViolations(page);
  await page.getByRole('radio', { name: 'Inventory Valuation' }).click();
  await expect(page).toHaveURL(/report=inventory-valuation/);
  const figures = page.getByRole('list', { name: 'Inventory figures' });
  await expect(figures).toBeVisible(PAGE_LOAD);
  const atCost = (await figures.getByRole('listitem').filter({ hasText: 'Value at Cost' }).textContent())!;
  const file = await saved(page, async () => {
    await page.getByRole('button', { name: 'Export Report' }).click();
    await page.getByRole('menuitem', { name: 'CSV' }).click();
  });
  expect(file.name).toMatch(/^inventory-valuation-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = file.text.replace(/^\uFEFF/, '').split('\r\n');
  expect(lines[0]).toBe('Party Central Inventory Valuation');
  expect(lines).toContain('Category,Products,Units in Stock,Value at Cost (AUD),Value at Price (AUD)');
  // The file's total at cost is the figure on screen.
  const total = lines.find((line) => line.startsWith('Total,'))!.split(',');
  const onScreen = atCost.replace(/[^\d.]/g, '');
  expect(Number(total[3])).toBeCloseTo(Number(onScreen), 2);
  await expect(page.getByText('Report exported as CSV')).toBeVisible();
});
