import { demoVendorCompany } from '../../apps/server/src/seed/people-data.ts';
import { expect, expectNoAxeViolations, signIn, test, watchConsole } from '../fixtures.ts';
import { demoAccount } from '../harness/demo-accounts.ts';

test("an admin adds a product to the demo vendor's catalog, edits it and removes it; the vendor's Product Catalog follows", async ({
  page,
  browser,
  baseURL,
  signInAs,
}) => {
  // One journey across two browsers and three dialogs.
  test.slow();
  await signInAs('admin');
  await page.goto('/admin/vendors/products');
  await expect(page.getByRole('heading', { level: 1, name: 'Vendor Products' })).toBeVisible();

  await page.getByRole('button', { name: 'Add Product' }).click();
  const add = page.getByRole('dialog', { name: 'Add Vendor Product' });
  await add.getByRole('combobox', { name: 'Vendor' }).click();
  await page.getByRole('option', { name: demoVendorCompany.companyName }).click();
  // A product the demo vendor does not offer yet: the picker disables those already in its catalog.
  const choice = add
    .locator('label')
    .filter({ has: page.getByRole('radio', { disabled: false }) })
    .first();
  await expect(choice).toBeVisible();
  const name = (await choice.locator('.font-medium').textContent())!.trim();
  await add.getByRole('searchbox', { name: 'Search products' }).fill(name);
  await add.getByRole('radio', { name: new RegExp(name) }).check();
  await add.getByLabel('Vendor Price (AUD)').fill('6.66');
  await add.getByLabel('SKU').fill('ADM-E2E-1');
  await expectNoAxeViolations(page);
  await add.getByRole('button', { name: 'Add Product' }).click();
  await expect(page.getByText('Vendor product added')).toBeVisible();
  await expect(add).toBeHidden();

  await page.getByRole('searchbox', { name: 'Search vendor products' }).fill('ADM-E2E-1');
  await page.getByRole('searchbox', { name: 'Search vendor products' }).press('Enter');
  const row = page.getByRole('table', { name: 'Vendor products' }).getByRole('row').filter({ hasText: name });
  await expect(row).toContainText(demoVendorCompany.companyName);
  await expect(row).toContainText('$6.66');

  // The vendor, in their own browser, finds the offer in their Product Catalog.
  const vendorContext = await browser.newContext({ baseURL });
  const vendorConsole = watchConsole(vendorContext);
  await signIn(vendorContext, demoAccount('vendor'), baseURL!);
  const vendor = await vendorContext.newPage();
  const listening = vendor.waitForResponse((response) => response.url().endsWith('/api/events'));
  await vendor.goto('/vendor/products');
  expect((await listening).status()).toBe(200);
  const vendorRow = vendor
    .getByRole('table', { name: 'Your catalog products' })
    .getByRole('row')
    .filter({ hasText: name });
  await expect(vendorRow).toContainText('$6.66');
  // The SKU is a detail of the row, on the line under it (docs/web-kits.md, List screen).
  await expect(vendorRow.locator('xpath=following-sibling::tr[1]')).toContainText('ADM-E2E-1');

  const label = `${name} (${demoVendorCompany.companyName})`;
  await row.getByRole('button', { name: `Edit ${label}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Vendor Product' });
  await edit.getByLabel('Vendor Price (AUD)').fill('7.25');
  await edit.getByRole('switch', { name: 'Available' }).click();
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Vendor product updated')).toBeVisible();
  await expect(row).toContainText('$7.25');
  await expect(row).toContainText('Unavailable');
  // The vendor's open page follows without a reload.
  await expect(vendorRow).toContainText('$7.25');
  await expect(vendorRow).toContainText('Unavailable');

  await row.getByRole('button', { name: `Remove ${label}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Remove Vendor Product' });
  await expect(confirm).toContainText(`Remove ${name} from ${demoVendorCompany.companyName}'s catalog?`);
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Vendor product removed')).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(vendorRow).toHaveCount(0);

  vendorConsole.assertClean();
  await vendorContext.close();
});
