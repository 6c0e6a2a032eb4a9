import { expect, expectNoAxeViolations, signIn, test, watchConsole } from '../fixtures.ts';
import { demoAccount } from '../harness/demo-accounts.ts';
import { placeOrder } from '../harness/orders.ts';

test('an admin changes an order’s status in Admin Order Management and the partner’s open Track Orders shows it', async ({
  page,
  browser,
  baseURL,
  signInAs,
}) => {
  test.setTimeout(120_000);
  await signInAs('partner');
  const order = await placeOrder(page.request, baseURL!);

  const listening = page.waitForResponse((response) => response.url().endsWith('/api/events'));
  await page.goto('/partner/orders');
  expect((await listening).status()).toBe(200);
  const row = page.getByRole('row').filter({ hasText: `#${order.orderNumber}` });
  await expect(row.getByText('Pending', { exact: true })).toBeVisible({ timeout: 30_000 });

  // The admin works in their own browser.
  const adminContext = await browser.newContext({ baseURL });
  const adminConsole = watchConsole(adminContext);
  await signIn(adminContext, demoAccount('admin'), baseURL!);
  const admin = await adminContext.newPage();
  await admin.goto('/admin/partners');
  await expect(admin.getByRole('heading', { level: 1, name: 'Partner Administration' })).toBeVisible();
  await expect(
    admin.getByRole('table', { name: 'Recent Orders' }).getByText(`#${order.orderNumber}`),
  ).toBeVisible();
  await admin.getByRole('link', { name: 'Admin Order Management' }).click();

  await admin.getByRole('searchbox', { name: 'Search orders' }).fill(order.orderNumber);
  await admin.getByRole('searchbox', { name: 'Search orders' }).press('Enter');
  const adminRow = admin.getByRole('row').filter({ hasText: `#${order.orderNumber}` });
  await expect(adminRow).toHaveCount(1);
  await expectNoAxeViolations(admin);
  await adminRow.getByRole('button', { name: /View/ }).click();
  const overlay = admin.getByRole('dialog', { name: new RegExp(`Order #${order.orderNumber}`) });
  await expect(overlay.getByText('Order Total')).toBeVisible();

  await overlay.getByRole('button', { name: 'Update Status' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Update Order Status' });
  await dialog.getByRole('combobox', { name: 'Status' }).click();
  await admin.getByRole('option', { name: 'Shipped' }).click();
  await dialog.getByRole('textbox', { name: /Notes/ }).fill('Sent by the admin');
  await dialog.getByRole('button', { name: 'Update Status' }).click();
  await expect(admin.getByText('Order status updated to shipped - Task auto-created')).toBeVisible();

  // Saved: the partner's open page follows without a reload, and the admin's table shows it.
  await expect(row.getByText('Shipped', { exact: true })).toBeVisible();
  await expect(overlay.getByText('Shipped', { exact: true })).toBeVisible();
  await admin.keyboard.press('Escape');
  await expect(overlay).toBeHidden();
  await expect(adminRow.getByText('Shipped', { exact: true })).toBeVisible();

  adminConsole.assertClean();
  await adminContext.close();
});
