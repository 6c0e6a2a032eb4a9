import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { parseCsv } from '../../apps/server/test/insights/parse-csv.ts';
import { businessDay } from '../../packages/shared/src/calendar/business-day.ts';
import { expect, expectNoAxeViolations, test } from '../fixtures.ts';

/** docs/product/partner-portal.md: the demo partner's analytics, its range and its exports. */
test.beforeEach(async ({ signInAs }) => {
  await signInAs('partner');
});

async function saved(page: Page, start: () => Promise<void>): Promise<{ name: string; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download'), start()]);
  return {
    name: (download as Download).suggestedFilename(),
    bytes: await readFile((await download.path())!),
  };
}

async function expectOpens(file: { name: string; bytes: Buffer }) {
  if (file.name.endsWith('.csv')) {
    const rows = parseCsv(file.bytes.toString('utf8'));
    expect(rows[1]?.[0]).toBe('Period');
  } else if (file.name.endsWith('.xlsx')) {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.bytes as unknown as ArrayBuffer);
    expect(String(workbook.worksheets[0]?.getCell('A2').value)).toMatch(/^Period: /);
  } else {
    expect(file.name).toMatch(/\.pdf$/);
    expect(file.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  }
}

/** YYYY-MM-DD of a day some days back, in the browser's zone (Australia/Sydney). */
function daysAgo(days: number) {
  return businessDay(new Date(Date.now() - days * 86_400_000));
}

test('the dashboard shows the KPIs and charts, and a preset or picked range changes them', async ({
  page,
}) => {
  await page.goto('/partner/analytics');
  // A loaded two-core machine can take a while over the first visit's code; the text is what counts.
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics Dashboard' })).toBeVisible({
    timeout: 30_000,
  });
  const figures = page.getByRole('list', { name: 'Key figures' });
  for (const title of ['Total Spending', 'Total Orders', 'Average Order Value', 'Items Purchased']) {
    await expect(figures.getByText(title, { exact: true })).toBeVisible();
  }
  await expect(figures.getByText(/^USD\s[\d,]+\.\d{2}$/).first()).toBeVisible();
  for (const chart of [
    'Monthly Spending',
    'Order History',
    'Order Status',
    'Purchase Categories',
    'Top Products',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: chart })).toBeVisible({ timeout: 30_000 });
  }
  // The charts are pictures (not focusable); each carries its figures as text.
  await expect(page.getByRole('figure', { name: 'Order Status' })).toContainText(
    /Orders by status: .*Delivered \d+/,
  );
  await expect(page.getByRole('button', { name: 'Date range: Last 6 months' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: /^Date range:/ }).click();
  await page.getByRole('button', { name: 'Last 30 days' }).click();
  await expect(page).toHaveURL(new RegExp(`from=${daysAgo(29)}&to=${daysAgo(0)}`));
  await expect(
    page.getByRole('button', { name: /^Date range: \d+ \w{3} \d{4} – \d+ \w{3} \d{4}$/ }),
  ).toBeVisible();
  await expect(figures.getByText('Total Orders', { exact: true })).toBeVisible();

  // The end picked before the start: the two are swapped.
  await page.getByRole('button', { name: /^Date range:/ }).click();
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(page.getByRole('button', { name: 'Date range: Last 6 months' })).toBeVisible();
  await page.getByRole('button', { name: /^Date range:/ }).click();
  await page.locator(`td[data-day="${daysAgo(10)}"] button`).click();
  await page.locator(`td[data-day="${daysAgo(20)}"] button`).click();
  await expect(page).toHaveURL(new RegExp(`from=${daysAgo(20)}&to=${daysAgo(10)}`));
});

test('each export downloads a file that opens', async ({ page }) => {
  await page.goto('/partner/analytics');
  await expect(page.getByRole('list', { name: 'Key figures' })).toBeVisible({ timeout: 30_000 });

  const exportAs = async (label: string) =>
    saved(page, async () => {
      await page.getByRole('button', { name: 'Export Report' }).click();
      await page.getByRole('menuitem', { name: label }).click();
    });
  const csv = await exportAs('CSV');
  expect(csv.name).toBe('analytics-report.csv');
  await expectOpens(csv);
  expect(parseCsv(csv.bytes.toString('utf8'))).toContainEqual(['Metrics']);
  await expect(page.getByText('Report exported as CSV').first()).toBeVisible();
  const xlsx = await exportAs('Excel (.xlsx)');
  expect(xlsx.name).toBe('analytics-report.xlsx');
  await expectOpens(xlsx);
  await expect(page.getByText('Report exported as Excel').first()).toBeVisible();
  const pdf = await exportAs('PDF');
  expect(pdf.name).toBe('analytics-report.pdf');
  await expectOpens(pdf);

  const builder = page.locator('form').filter({ hasText: 'Generate Report' });
  for (const [type, typeLabel, formatName, formatLabel, extension] of [
    ['purchase-history', 'Purchase History', 'CSV', 'CSV', 'csv'],
    ['order-summary', 'Order Summary', 'Excel', 'Excel (.xlsx)', 'xlsx'],
    ['product-analytics', 'Product Analytics', 'PDF', 'PDF', 'pdf'],
  ] as const) {
    await builder.getByRole('combobox', { name: 'Report Type' }).click();
    await page.getByRole('option', { name: typeLabel }).click();
    await builder.getByRole('combobox', { name: 'Format' }).click();
    await page.getByRole('option', { name: formatLabel }).click();
    const file = await saved(page, () => builder.getByRole('button', { name: 'Generate Report' }).click());
    expect(file.name).toMatch(new RegExp(`^${type}-\\d{4}-\\d{2}-\\d{2}\\.${extension}$`));
    await expectOpens(file);
    await expect(page.getByText(`Report exported as ${formatName}`).first()).toBeVisible();
  }
});
