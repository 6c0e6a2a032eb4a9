import { readFile } from 'node:fs/promises';
import { expect, expectNoAxeViolations, test } from '../fixtures.ts';

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

// A small real PDF, made here: its first bytes are what the server reads.
const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);
// What a Windows program starts with, renamed to look like a certificate.
const program = Buffer.concat([
  Buffer.from('MZ'),
  Buffer.alloc(0x3a),
  Buffer.from([0x80, 0, 0, 0]),
  Buffer.alloc(0x40),
  Buffer.from('PE\0\0'),
  Buffer.alloc(256),
]);

test('the vendor uploads a PDF and sees it Pending Review, is refused a renamed program, and downloads the PDF back', async ({
  page,
  signInAs,
  consoleErrors,
}) => {
  // The renamed program's refusal is a 400 the browser logs; the test reads its message on screen.
  consoleErrors.allow(/status of 400 \(Bad Request\) \(http:\/\/[^)]+\/api\/vendor\/documents\)/);
  await signInAs('vendor');
  await page.goto('/vendor/documents');
  await expect(page.getByRole('heading', { name: 'Documents', level: 1 })).toBeVisible();
  const figures = page.getByRole('list', { name: 'Document figures' });
  await expect(figures).toContainText('Total Documents');
  const pendingCard = figures.getByRole('listitem').filter({ hasText: 'Pending Review' });
  const pendingBefore = Number(await pendingCard.locator('p').first().textContent());

  const name = `Food safety certificate ${stamp()}`;
  await page.getByRole('button', { name: 'Upload Document' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload Document' });
  await dialog.getByRole('button', { name: 'Upload Document' }).click();
  await expect(dialog.getByText('Please fill in all required fields').first()).toBeVisible();
  await dialog.getByLabel('Document Name').fill(name);
  await dialog.getByRole('combobox', { name: 'Document Type' }).click();
  await page.getByRole('option', { name: 'Compliance Document' }).click();
  await dialog
    .getByLabel('File')
    .setInputFiles({ name: 'food-safety.pdf', mimeType: 'application/pdf', buffer: pdf });
  await dialog.getByRole('button', { name: 'Upload Document' }).click();
  await expect(page.getByText('Document uploaded successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Pending Review');
  await expect(row).toContainText('0.00 MB');
  await expect(pendingCard).toContainText(String(pendingBefore + 1));

  await page.getByRole('button', { name: 'Upload Document' }).click();
  await dialog.getByLabel('Document Name').fill(`Insurance ${stamp()}`);
  await dialog.getByRole('combobox', { name: 'Document Type' }).click();
  await page.getByRole('option', { name: 'Insurance Certificate' }).click();
  await dialog
    .getByLabel('File')
    .setInputFiles({ name: 'insurance.pdf', mimeType: 'application/pdf', buffer: program });
  await dialog.getByRole('button', { name: 'Upload Document' }).click();
  await expect(
    page.getByText(
      'Failed to upload document: Only PDF, PNG or JPEG files can be uploaded: "insurance.pdf" holds EXE content, whatever its name says.',
    ),
  ).toBeVisible();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('button', { name: `Download ${name}` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('food-safety.pdf');
  expect((await readFile((await download.path())!)).equals(pdf)).toBe(true);

  // The demo store's own documents have real files too.
  const seeded = page.getByRole('row').filter({ hasText: 'GST registration confirmation' });
  await expect(seeded).toContainText('Verified');
  const [demoCopy] = await Promise.all([
    page.waitForEvent('download'),
    seeded.getByRole('button', { name: 'Download GST registration confirmation' }).click(),
  ]);
  expect((await readFile((await demoCopy.path())!)).subarray(0, 5).toString()).toBe('%PDF-');
  await expectNoAxeViolations(page);
});
