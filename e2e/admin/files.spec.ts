import { expect, expectNoAxeViolations, signIn, test } from '../fixtures.ts';
import { demoAccount } from '../harness/demo-accounts.ts';

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
const MB = 1024 * 1024;

// A real 1×1 PNG, padded after its end to 3 MB so the storage total visibly drops when it goes.
const png = Buffer.concat([
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
  Buffer.alloc(3 * MB, 0),
]);

/** '12.3 MB' → bytes, as the Storage Used card shows it. */
function bytesOf(text: string): number {
  const match = text.match(/([\d.,]+)\s*(bytes?|KB|MB|GB|TB)/);
  if (!match) throw new Error(`no size in ${text}`);
  const units = { byte: 1, bytes: 1, KB: 1024, MB: MB, GB: 1024 * MB, TB: 1024 * 1024 * MB };
  return Number(match[1]!.replaceAll(',', '')) * units[match[2] as keyof typeof units];
}

test('a vendor’s upload is listed for the admin, previewed, and deleted after confirmation; storage used drops', async ({
  page,
  browser,
  baseURL,
  signInAs,
}) => {
  // The vendor uploads a document through the API, in a browser of their own.
  const vendor = await browser.newContext({ baseURL });
  const vendorAccount = await signIn(vendor, demoAccount('vendor'), baseURL!);
  const { token } = (await (await vendor.request.get('/api/csrf')).json()) as { token: string };
  const fileName = `stall-photo-${stamp()}.png`;
  const uploaded = await vendor.request.post('/api/vendor/documents', {
    headers: { 'x-csrf-token': token, origin: new URL(baseURL!).origin },
    multipart: {
      documentName: `Market stall photo ${stamp()}`,
      documentType: 'other',
      file: { name: fileName, mimeType: 'image/png', buffer: png },
    },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  await vendor.close();

  await signInAs('admin');
  await page.goto('/admin/files');
  await expect(page.getByRole('heading', { level: 1, name: 'File Management' })).toBeVisible();
  const storageUsed = page
    .getByRole('list', { name: 'Storage by type' })
    .getByRole('listitem')
    .filter({ hasText: 'Storage Used' });
  await expect(storageUsed).toContainText(/\d/);
  const before = bytesOf((await storageUsed.textContent())!);
  expect(before).toBeGreaterThanOrEqual(3 * MB);

  await page.getByRole('searchbox', { name: 'Search files' }).fill(fileName);
  const row = page.getByRole('row').filter({ hasText: fileName });
  await expect(row).toContainText(vendorAccount.email);
  // Purpose is a detail of the row, on the line under it (docs/web-kits.md, List screen).
  await expect(row.locator('xpath=following-sibling::tr[1]')).toContainText('Vendor document');
  await expect(row).toContainText('3 MB');
  await expectNoAxeViolations(page);

  await row.getByRole('button', { name: `Preview ${fileName}` }).click();
  const preview = page.getByRole('dialog', { name: fileName });
  const image = preview.getByRole('img', { name: `Preview of ${fileName}` });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();

  await row.getByRole('checkbox', { name: `Select ${fileName}` }).check();
  await page.getByRole('button', { name: 'Delete selected' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this file?' });
  await expect(confirm).toContainText('You are about to delete 1 file. This action cannot be undone.');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('1 file deleted')).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('No files found')).toBeVisible();
  await expect
    .poll(async () => bytesOf((await storageUsed.textContent())!))
    .toBeLessThanOrEqual(before - 2.5 * MB);

  await page.goto('/admin/files-advanced');
  await expect(page.getByRole('heading', { level: 1, name: 'Advanced Files' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Files by owner' })).toBeVisible();
  await expectNoAxeViolations(page);
});
