import { readFileSync } from 'node:fs';
import { expect, expectNoAxeViolations, signIn, test, watchConsole } from '../fixtures.ts';
import { demoAccount } from '../harness/demo-accounts.ts';
import { placeOrder } from '../harness/orders.ts';

test('a status change by staff reaches the partner’s open Track Orders live, delivered adds loyalty points, and staff download the tax invoice', async ({
  page,
  browser,
  baseURL,
  signInAs,
}) => {
  test.setTimeout(150_000);
  await signInAs('partner');
  const order = await placeOrder(page.request, baseURL!);

  // The partner's dashboard (loyalty teaser) and Track Orders, both open and listening.
  const dashboard = await page.context().newPage();
  await dashboard.goto('/partner');
  const points = dashboard.getByTestId('loyalty-points');
  await expect(points).toHaveText(/^[\d,]+ points$/, { timeout: 30_000 });
  const pointsBefore = Number((await points.textContent())!.replace(/\D/g, ''));

  const listening = page.waitForResponse((response) => response.url().endsWith('/api/events'));
  await page.goto('/partner/orders');
  expect((await listening).status()).toBe(200);
  const row = page.getByRole('row').filter({ hasText: `#${order.orderNumber}` });
  await expect(row.getByText('Pending', { exact: true })).toBeVisible({ timeout: 30_000 });

  // Staff work in their own browser, as another person would.
  const staffContext = await browser.newContext({ baseURL, acceptDownloads: true });
  const staffConsole = watchConsole(staffContext);
  await signIn(staffContext, demoAccount('sales'), baseURL!);
  const staff = await staffContext.newPage();
  await staff.goto(`/associate/orders?order=${order.orderId}`);
  await expect(
    staff.getByRole('heading', { level: 1, name: new RegExp(`Order #${order.orderNumber}`) }),
  ).toBeVisible({ timeout: 30_000 });

  await expect(staff.getByRole('combobox', { name: 'Delivery Method' })).toBeEnabled();
  await expectNoAxeViolations(staff);

  const setStatus = async (label: string, value: string, notes?: string) => {
    await staff.getByRole('button', { name: 'Update Status' }).click();
    const dialog = staff.getByRole('dialog', { name: 'Update Order Status' });
    await dialog.getByRole('combobox', { name: 'Status' }).click();
    await staff.getByRole('option', { name: label }).click();
    if (notes) await dialog.getByRole('textbox', { name: /Notes/ }).fill(notes);
    await dialog.getByRole('button', { name: 'Update Status' }).click();
    await expect(staff.getByText(`Order status updated to ${value} - Task auto-created`)).toBeVisible();
    await expect(dialog).toBeHidden();
  };

  await setStatus('Shipped', 'shipped', 'Sent with StarTrack');
  await expect(staff.getByTestId('delivery-notes')).toContainText('Shipped: Sent with StarTrack');
  // The partner's open page follows without a reload.
  await expect(row.getByText('Shipped', { exact: true })).toBeVisible();

  await setStatus('Delivered', 'delivered');
  await expect(row.getByText('Delivered', { exact: true })).toBeVisible();
  const earned = Math.floor(order.total);
  await expect(points).toHaveText(`${(pointsBefore + earned).toLocaleString('en-AU')} points`);

  // The tax invoice, as a PDF file.
  const downloading = staff.waitForEvent('download');
  await staff.getByRole('button', { name: 'Download Invoice' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`tax-invoice-INV-${order.orderNumber.toUpperCase()}.pdf`);
  const file = await download.path();
  expect(readFileSync(file).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  staffConsole.assertClean();
  await staffContext.close();
});
