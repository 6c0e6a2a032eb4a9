import { demoVendorCompany } from '../../apps/server/src/seed/people-data.ts';
import { expect, signIn, test, watchConsole } from '../fixtures.ts';
import { demoAccount } from '../harness/demo-accounts.ts';

test('a sales associate sees no Analytics or FAQ Management and is sent back with the permission toast', async ({
  page,
  signInAs,
}) => {
  await signInAs('sales');
  await page.goto('/associate');
  const sidebar = page.getByRole('navigation', { name: 'Associate Portal' });
  await expect(sidebar.getByRole('link', { name: 'Purchase Orders' })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Analytics' })).toHaveCount(0);
  await expect(sidebar.getByRole('link', { name: 'FAQ Management' })).toHaveCount(0);
  await expect(page.getByTestId('pending-tasks')).toHaveText(/^\d[\d,]* pending tasks?$/);
  await expect(page.getByRole('link', { name: /^New Quote Requests/ })).toHaveAttribute(
    'href',
    '/associate/quotes',
  );

  for (const address of ['/associate/analytics', '/associate/faq']) {
    await page.goto(address);
    await expect(page).toHaveURL(/\/associate$/);
    const toast = page.getByRole('region', { name: /Notifications/ });
    await expect(toast.getByText('You do not have permission to access that area')).toBeVisible();
    await expect(toast.getByText('Please contact an administrator if you need access')).toBeVisible();
  }
});

test('a product manager raises a purchase order of two products with a requested date, and the vendor is told live', async ({
  page,
  browser,
  baseURL,
  signInAs,
}) => {
  // The vendor has their portal open in another browser, as another person would.
  const vendorContext = await browser.newContext({ baseURL });
  const vendorConsole = watchConsole(vendorContext);
  await signIn(vendorContext, demoAccount('vendor'), baseURL!);
  const vendorPage = await vendorContext.newPage();
  const listening = vendorPage.waitForResponse((response) => response.url().endsWith('/api/events'));
  await vendorPage.goto('/vendor');
  expect((await listening).status()).toBe(200);

  await signInAs('product_management');
  // A low-stock product the demo vendor offers, and the page of the low-stock list it is on.
  const low = await page.request.get('/api/associate/purchasing/low-stock?pageSize=100');
  const lowStock = (await low.json()) as { items: { id: string; name: string }[] };
  let target: { index: number; name: string; minimum: number } | null = null;
  for (const [index, product] of lowStock.items.entries()) {
    const answer = await page.request.get(`/api/associate/products/${product.id}/vendor-offers`);
    const { items } = (await answer.json()) as {
      items: { vendorName: string; minimumOrderQuantity: number }[];
    };
    const offer = items.find((o) => o.vendorName === demoVendorCompany.companyName);
    if (offer) {
      target = { index, name: product.name, minimum: offer.minimumOrderQuantity };
      break;
    }
  }
  expect(target, 'the demo data holds a low-stock product the demo vendor offers').not.toBeNull();
  const { index, name, minimum } = target!;

  await page.goto('/associate/purchase-orders');
  const lowStockSection = page.getByRole('region', { name: 'Low stock' });
  for (let p = 1; p <= Math.floor(index / 10); p++) {
    await lowStockSection.getByRole('button', { name: 'Next' }).click();
  }
  await lowStockSection.getByRole('button', { name: `Raise Purchase Order for ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Raise Purchase Order' });
  await dialog
    .getByRole('radio', { name: new RegExp(demoVendorCompany.companyName.replace('.', '\\.')) })
    .check();
  await expect(dialog.getByLabel(`${name}: Quantity`)).toHaveValue(String(minimum));
  // A second product from the same vendor, and the day it is wanted by.
  await dialog.getByRole('combobox', { name: 'Add a product from this vendor' }).click();
  await page.getByRole('option').first().click();
  await expect(dialog.getByRole('spinbutton')).toHaveCount(2);
  const wanted = `${new Date().getFullYear() + 1}-03-15`;
  await dialog.getByLabel('Requested delivery date (optional)').fill(wanted);
  await dialog.getByRole('button', { name: 'Raise Purchase Order' }).click();

  const raised = page
    .getByRole('region', { name: /Notifications/ })
    .getByText(/^Purchase order PO-\d{6} raised$/);
  await expect(raised).toBeVisible();
  const poNumber = (await raised.textContent())!.match(/PO-\d{6}/)![0];
  await expect(
    page.getByRole('table', { name: 'Purchase orders, newest first' }).getByText(poNumber),
  ).toBeVisible();

  // The vendor's open page shows it at once, and their bell holds it.
  await expect(
    vendorPage.getByRole('region', { name: /Notifications/ }).getByText('New purchase order'),
  ).toBeVisible();
  const bell = await vendorPage.request.get('/api/notifications');
  const { items } = (await bell.json()) as { items: { title: string; message: string }[] };
  expect(items[0]?.message).toContain(poNumber);
  expect(items[0]?.message).toContain('2 products');
  await vendorPage.goto('/vendor/orders');
  await expect(
    vendorPage.getByText(`Requested 15 Mar ${new Date().getFullYear() + 1}`).first(),
  ).toBeVisible();
  vendorConsole.assertClean();
  await vendorContext.close();
});
