import type { APIRequestContext } from '@playwright/test';
import { expect, signIn, test } from '../fixtures.ts';
import { demoAccount } from '../harness/demo-accounts.ts';
import { placeOrder } from '../harness/orders.ts';

// docs/product/returns.md, the whole journey: a carton arrives burst; the partner asks to return it
// with a photo, an associate approves and receives it (restocked), the adjustment note credits the
// company's account. Barossa Weddings & Events (an account on Net 15) returns from an order of its own,
// so the receivables journey (receivables.spec.ts), which pays Barossa's overdue invoice, is not disturbed.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function csrfHeaders(request: APIRequestContext, baseURL: string) {
  const { token } = (await (await request.get('/api/csrf')).json()) as { token: string };
  return { 'x-csrf-token': token, origin: new URL(baseURL).origin };
}

async function creditUsed(request: APIRequestContext) {
  const overview = (await (await request.get('/api/partner/credit')).json()) as {
    limit: { usedAmount: number };
  };
  return overview.limit.usedAmount;
}

test('a burst carton goes back and comes off the account as an adjustment note', async ({
  page,
  browser,
  baseURL,
}) => {
  await signIn(page.context(), demoAccount('account_partner'), baseURL!);
  const { orderId, orderNumber } = await placeOrder(page.request, baseURL!, {
    paymentMethod: 'account',
    quantity: 2,
    maxPrice: 100,
  });

  // The order is delivered, by staff, through the API.
  const staffContext = await browser.newContext({ baseURL: baseURL! });
  await signIn(staffContext, demoAccount('sales'), baseURL!);
  const staff = await staffContext.newPage();
  for (const status of ['processing', 'shipped', 'delivered']) {
    const res = await staffContext.request.patch(`/api/associate/orders/${orderId}/status`, {
      data: { status },
      headers: await csrfHeaders(staffContext.request, baseURL!),
    });
    expect(res.status(), await res.text()).toBe(200);
  }
  const usedBefore = await creditUsed(page.request);

  // The partner asks to return one unit, with a photo of the burst carton.
  await page.goto('/partner/returns');
  await page.getByRole('button', { name: 'Request a Return' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Request a Return' });
  await dialog.getByRole('combobox', { name: 'Delivered order' }).click();
  await page.getByRole('option', { name: new RegExp(`#${orderNumber}`) }).click();
  await dialog.getByRole('button', { name: /^Increase Quantity of .* to return$/ }).click();
  await dialog.getByRole('combobox', { name: 'Reason' }).click();
  await page.getByRole('option', { name: 'Arrived damaged' }).click();
  await dialog.getByLabel('Notes').fill('The carton burst in transit.');
  await dialog.getByRole('button', { name: 'Request Return' }).click();
  const heading = page.getByRole('heading', { name: /^Return RMA-\d{6}$/ });
  await expect(heading).toBeVisible();
  const rma = (await heading.textContent())!.replace('Return ', '');
  await page.getByRole('button', { name: 'Add Photo' }).click();
  const photoDialog = page.getByRole('dialog', { name: 'Add a photo' });
  await photoDialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'burst-carton.png', mimeType: 'image/png', buffer: PNG });
  await photoDialog.getByRole('button', { name: 'Upload Photo' }).click();
  await expect(page.getByRole('img', { name: new RegExp(`The goods of return ${rma}`) })).toBeVisible();

  // An associate approves it, then marks the goods received, restocked.
  await staff.goto('/associate/returns');
  await staff.getByRole('link', { name: rma }).click();
  await staff.getByRole('button', { name: 'Approve' }).click();
  await staff.getByRole('alertdialog').getByRole('button', { name: 'Approve' }).click();
  await staff.getByRole('button', { name: 'Mark Received' }).click();
  const receive = staff.getByRole('dialog', { name: `Mark return ${rma} received?` });
  await receive.getByRole('button', { name: 'Mark Received' }).click();
  await expect(staff.getByRole('heading', { name: /^Adjustment note AN-\d{6}$/ })).toBeVisible();
  await staffContext.close();

  // The partner sees it received, downloads the note, and their credit used has gone down.
  await expect(page.getByRole('heading', { name: /^Adjustment note AN-\d{6}$/ })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Adjustment Note' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^adjustment-note-AN-\d{6}\.pdf$/);
  expect(await creditUsed(page.request)).toBeLessThan(usedBefore);
  await page.goto('/partner/returns');
  await expect(
    page.getByRole('table', { name: 'Returns' }).getByRole('row').filter({ hasText: rma }),
  ).toContainText('Received');
});
