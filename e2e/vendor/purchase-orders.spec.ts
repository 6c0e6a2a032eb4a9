import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { businessDay } from '../../packages/shared/src/calendar/business-day.ts';
import { axeViolations, expect, expectNoAxeViolations, signIn, test, watchConsole } from '../fixtures.ts';
import { demoAccount } from '../harness/demo-accounts.ts';

/** The text a PDF carries, its compressed streams inflated: enough to find an invoice number. */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const parts = [raw];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    try {
      const content = inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1');
      for (const hex of content.matchAll(/<([0-9a-fA-F]+)>/g))
        parts.push(Buffer.from(hex[1]!, 'hex').toString('latin1'));
    } catch {
      // Not a deflated stream (an image, say): nothing to read.
    }
  }
  return parts.join('\n');
}

/** Nothing of the page lies beyond the window's right edge, nor beyond its table's box. */
async function overflow(page: Page) {
  return page.evaluate(() => ({
    page: document.documentElement.scrollWidth - window.innerWidth,
    tables: Array.from(document.querySelectorAll('[data-slot="table-container"]')).map(
      (box) => box.scrollWidth - box.clientWidth,
    ),
  }));
}

/**
 * The list kit (docs/web-kits.md, List screen): at 1280 px the POs fit without sideways scrolling,
 * Respond in view; on a 390 px phone each PO is a card with Respond on it. Runs before the journey
 * below answers the demo vendor's pending POs. The open avatar menu leaves the page axe-clean.
 */
test('the purchase orders fit 1280 px and a phone, Respond always in view', async ({ page, signInAs }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAs('vendor');
  await page.goto('/vendor/orders');
  await expect(page).toHaveTitle('Purchase Orders · Vendor · Party Central');
  const respond = page.getByRole('button', { name: /^Respond to PO-\d{6}$/ }).first();
  await expect(respond).toBeVisible();
  expect(await overflow(page)).toEqual({ page: 0, tables: [0] });
  await expect(respond).toBeInViewport({ ratio: 1 });

  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  expect(await axeViolations(page, ['serious', 'critical'])).toEqual([]);
  await page.keyboard.press('Escape');

  await page.setViewportSize({ width: 390, height: 844 });
  const cards = page.getByRole('list', { name: 'Purchase orders, newest first' });
  await expect(cards).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  expect((await overflow(page)).page).toBe(0);
  const card = cards.getByRole('listitem').filter({ has: page.getByRole('button', { name: /^Respond to/ }) });
  const cardRespond = card.first().getByRole('button', { name: /^Respond to PO-\d{6}$/ });
  await cardRespond.scrollIntoViewIfNeeded();
  await expect(cardRespond).toBeInViewport({ ratio: 1 });
  await expectNoAxeViolations(page);
});

/**
 * docs/product/vendor-portal.md: PO → shipment → payment. The demo vendor accepts a pending PO while the product
 * manager who raised it watches /associate/purchase-orders change live, delivers it (the product's
 * stock rises), rejects another with a reason, and downloads the accepted PO's invoice as a PDF.
 */
test('the vendor answers, ships and invoices purchase orders; staff follow live', async ({
  page,
  browser,
  baseURL,
  signInAs,
}) => {
  test.setTimeout(120_000);
  await signInAs('vendor');
  await page.goto('/vendor/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Purchase Orders' })).toBeVisible({
    timeout: 30_000,
  });
  const respondButtons = page.getByRole('button', { name: /^Respond to PO-\d{6}$/ });
  await expect(respondButtons.first()).toBeVisible({ timeout: 30_000 });
  const pendingBefore = await respondButtons.count();
  expect(pendingBefore).toBeGreaterThanOrEqual(2);
  const acceptedPo = (await respondButtons.nth(0).getAttribute('aria-label'))!.replace('Respond to ', '');
  const rejectedPo = (await respondButtons.nth(1).getAttribute('aria-label'))!.replace('Respond to ', '');
  const pendingCard = page.getByRole('listitem').filter({ hasText: 'Pending Orders' });
  await expect(pendingCard).toContainText(String(pendingBefore));
  const acceptedRow = page.getByRole('row').filter({ hasText: acceptedPo });
  const productName = (await acceptedRow.getByRole('listitem').first().textContent())!
    .replace(/^[\d,]+ × /, '')
    .replace(/ @ .*$/, '')
    .trim();
  const quantity = Number(
    (await acceptedRow.getByRole('listitem').first().textContent())!
      .match(/^([\d,]+) ×/)![1]!
      .replace(/,/g, ''),
  );

  // The product manager who raised the POs has the staff list open, in their own browser.
  const staffContext = await browser.newContext({ baseURL });
  const staffConsole = watchConsole(staffContext);
  await signIn(staffContext, demoAccount('product_management'), baseURL!);
  const staff = await staffContext.newPage();
  const listening = staff.waitForResponse((response) => response.url().endsWith('/api/events'));
  await staff.goto(`/associate/purchase-orders?search=${acceptedPo}`);
  expect((await listening).status()).toBe(200);
  const staffRow = staff.getByRole('row').filter({ hasText: acceptedPo });
  await expect(staffRow.getByText('Pending', { exact: true })).toBeVisible({ timeout: 30_000 });
  const stockBefore = await stockOf(staffContext, productName);

  // Accept with a delivery date: the date field shows for accept only, and the notes label follows.
  await page.getByRole('button', { name: `Respond to ${acceptedPo}` }).click();
  const dialog = page.getByRole('dialog', { name: `Respond to ${acceptedPo}` });
  await expect(dialog.getByLabel('Notes (Optional)')).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('radio', { name: 'Reject' }).check();
  await expect(dialog.getByLabel('Estimated Delivery Date')).toBeHidden();
  await expect(dialog.getByLabel('Rejection Reason')).toBeVisible();
  await dialog.getByRole('radio', { name: 'Accept' }).check();
  const deliveryDate = businessDay(new Date(Date.now() + 10 * 86_400_000));
  await dialog.getByLabel('Estimated Delivery Date').fill(deliveryDate);
  await dialog.getByLabel('Notes (Optional)').fill('Dispatching from our Lidcombe warehouse.');
  await dialog.getByRole('button', { name: 'Submit Response' }).click();
  await expect(page.getByText('Purchase order response submitted successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(acceptedRow.getByText('Accepted', { exact: true })).toBeVisible();
  await expect(pendingCard).toContainText(String(pendingBefore - 1));
  // The staff page follows without a reload.
  await expect(staffRow.getByText('Accepted', { exact: true })).toBeVisible();

  // Reject another, with the reason.
  await page.getByRole('button', { name: `Respond to ${rejectedPo}` }).click();
  const rejectDialog = page.getByRole('dialog', { name: `Respond to ${rejectedPo}` });
  await rejectDialog.getByRole('radio', { name: 'Reject' }).check();
  await rejectDialog.getByLabel('Rejection Reason').fill('Cannot fill this quantity before Christmas.');
  await rejectDialog.getByRole('button', { name: 'Submit Response' }).click();
  await expect(rejectDialog).toBeHidden();
  const rejectedRow = page.getByRole('row').filter({ hasText: rejectedPo });
  await expect(rejectedRow.getByText('Rejected', { exact: true })).toBeVisible();
  // Notes are a detail of the row, on the line under it (docs/web-kits.md, List screen).
  await expect(rejectedRow.locator('xpath=following-sibling::tr[1]')).toContainText(
    'Rejection reason: Cannot fill this quantity before Christmas.',
  );

  // Ship it and deliver it: the product's stock rises by the PO's quantity.
  await page.getByRole('link', { name: 'Shipments' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Shipments' })).toBeVisible();
  await page.getByRole('button', { name: `Update shipment for ${acceptedPo}` }).click();
  const shipDialog = page.getByRole('dialog', { name: `Update shipment for ${acceptedPo}` });
  await shipDialog.getByLabel('Tracking Number').fill('ST55501234');
  await shipDialog.getByLabel('Carrier').fill('StarTrack');
  await shipDialog.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Delivered' }).click();
  await shipDialog.getByRole('button', { name: 'Update Shipment' }).click();
  await expect(page.getByText('Shipment updated successfully')).toBeVisible();
  const shipmentRow = page.getByRole('row').filter({ hasText: acceptedPo });
  await expect(shipmentRow.getByText('Delivered', { exact: true })).toBeVisible();
  await expect(shipmentRow).toContainText('ST55501234');
  expect(await stockOf(staffContext, productName)).toBe(stockBefore + quantity);

  // Staff see the shipment's progress on the PO.
  await staff.getByRole('button', { name: acceptedPo }).click();
  const detail = staff.getByRole('dialog', { name: `Purchase order ${acceptedPo}` });
  await expect(detail.getByRole('region', { name: 'Fulfilment' })).toContainText('StarTrack ST55501234');
  await expect(detail.getByRole('region', { name: 'Fulfilment' })).toContainText('Delivered');

  // The invoice, as a PDF carrying its number.
  await page.getByRole('link', { name: 'Payments' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
  const invoiceRow = page.getByRole('row').filter({ hasText: acceptedPo });
  const invoiceNumber = (await invoiceRow.getByText(/^INV-\d{6}$/).textContent())!;
  await expect(invoiceRow.getByText('Pending', { exact: true })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await invoiceRow.getByRole('button', { name: `Download invoice ${invoiceNumber}` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`tax-invoice-${invoiceNumber}.pdf`);
  const pdf = readFileSync(await download.path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdfText(pdf)).toContain(invoiceNumber);

  staffConsole.assertClean();
  await staffContext.close();
});

/** A product's stock as staff read it (the associate products API), found by its exact name. */
async function stockOf(context: import('@playwright/test').BrowserContext, name: string): Promise<number> {
  const response = await context.request.get(`/api/associate/products?search=${encodeURIComponent(name)}`);
  expect(response.status()).toBe(200);
  const { items } = (await response.json()) as { items: { name: string; stockQuantity: number }[] };
  const product = items.find((p) => p.name === name);
  if (!product) throw new Error(`No product named ${name}`);
  return product.stockQuantity;
}
