import type { APIRequestContext } from '@playwright/test';
import { expect, expectNoAxeViolations, signIn, test, watchConsole } from '../fixtures.ts';
import { demoAccount } from '../harness/demo-accounts.ts';

/** Writes through the API as the signed-in user of this request context (CSRF token, origin). */
async function postAs(request: APIRequestContext, baseURL: string, url: string, data: unknown) {
  const csrf = await request.get('/api/csrf');
  const { token } = (await csrf.json()) as { token: string };
  return request.post(url, { data, headers: { 'x-csrf-token': token, origin: new URL(baseURL).origin } });
}

/** A demo product with plenty of stock, so parallel journeys never run it out. */
async function stockedProductId(request: APIRequestContext): Promise<string> {
  const list = (await (await request.get('/api/store/products?pageSize=48')).json()) as {
    items: { id: string; slug: string }[];
  };
  for (const card of list.items) {
    const detail = (await (await request.get(`/api/store/products/${card.slug}`)).json()) as {
      stockQuantity: number;
    };
    if (detail.stockQuantity >= 40) return card.id;
  }
  throw new Error('the demo catalogue has no product with 40 units');
}

test('a campaign is created, submitted, approved by finance, active at once, its code applied at partner checkout and its use counted', async ({
  page,
  browser,
  baseURL,
  signInAs,
}) => {
  test.setTimeout(150_000);
  await signInAs('sales');
  const name = `Journey Sale ${Date.now()}`;
  await page.goto('/associate/campaigns');
  await expect(page.getByRole('heading', { name: 'Campaign Management', level: 1 })).toBeVisible();
  const tabs = page.getByRole('radiogroup', { name: 'Campaign status' });
  await expect(tabs.getByRole('radio', { name: /^Active \(\d+\)$/ })).toBeVisible();

  // Create: the defaults (docs/product/associate-portal.md), a name and a discount; today's start is allowed, yesterday is not.
  await page.getByRole('button', { name: 'Create Campaign' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Campaign' });
  await expect(dialog.getByLabel('Discount Type')).toHaveText('Percentage');
  await expect(dialog.getByLabel('Target Segment')).toHaveText('All customers');
  const start = dialog.getByLabel('Start Date');
  const today = await start.inputValue();
  await expect(start).toHaveAttribute('min', today);
  await dialog.getByRole('button', { name: 'Create Campaign' }).click();
  await expect(dialog.getByText('Campaign name is required')).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByLabel('Campaign Name').fill(name);
  await dialog.getByLabel('Discount Value').fill('10');
  await dialog.getByLabel('Usage Limit (optional)').fill('5');
  await dialog.getByRole('button', { name: 'Create Campaign' }).click();
  const created = page.getByText(/^Campaign created successfully! Promo code: [A-Z0-9]+$/);
  await expect(created).toBeVisible();
  const promoCode = (await created.textContent())!.split(': ')[1]!;

  // Drafts: submit for approval.
  await tabs.getByRole('radio', { name: /^Draft/ }).click();
  await page.getByRole('searchbox', { name: 'Search campaigns' }).fill(name);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row.getByText('Draft', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: `Submit for Approval ${name}` }).click();
  await expect(page.getByText('Campaign submitted for approval')).toBeVisible();
  await expect(row.getByText('Awaiting approval')).toBeVisible();
  await expect(row.getByRole('button', { name: `Approve ${name}` })).toHaveCount(0);

  // Finance approves; its start is today, so it is active at once.
  const financeContext = await browser.newContext({ baseURL });
  const financeErrors = watchConsole(financeContext);
  await signIn(financeContext, demoAccount('finance'), baseURL!);
  const finance = await financeContext.newPage();
  await finance.goto(`/associate/campaigns?tab=draft&search=${encodeURIComponent(name)}`);
  await finance
    .getByRole('row', { name: new RegExp(name) })
    .getByRole('button', { name: `Approve ${name}` })
    .click();
  await expect(finance.getByText('Campaign approved', { exact: true })).toBeVisible();
  financeErrors.assertClean();
  await financeContext.close();

  // The sales associate's screen follows live: the campaign leaves the Draft tab.
  await expect(row).toHaveCount(0);

  // The partner applies the code at checkout and places the order.
  const partnerContext = await browser.newContext({ baseURL });
  const partnerErrors = watchConsole(partnerContext);
  await signIn(partnerContext, demoAccount('partner'), baseURL!);
  const added = await postAs(partnerContext.request, baseURL!, '/api/partner/cart/items', {
    productId: await stockedProductId(partnerContext.request),
    quantity: 2,
  });
  expect(added.status(), await added.text()).toBe(201);
  const partner = await partnerContext.newPage();
  await partner.goto('/partner/checkout');
  await expect(partner.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await partner.getByLabel('Promo code').fill(promoCode.toLowerCase());
  await partner.getByRole('button', { name: 'Apply' }).click();
  await expect(partner.getByText(`Promo code ${promoCode} applied (${name}).`)).toBeVisible();
  await expect(partner.getByText(`Discount (${promoCode})`)).toBeVisible();
  await partner.getByRole('button', { name: 'Place Order' }).click();
  await expect(partner).toHaveURL(/\/partner\/orders\?order=[0-9a-f-]{36}$/);
  partnerErrors.assertClean();
  await partnerContext.close();

  // Back on Campaign Management the use is counted, in the list and the analytics.
  await tabs.getByRole('radio', { name: /^Active/ }).click();
  const active = page.getByRole('row', { name: new RegExp(name) });
  await expect(active.getByRole('cell', { name: '1 / 5' })).toBeVisible();
  await active.getByRole('button', { name: `Analytics ${name}` }).click();
  const analytics = page.getByRole('region', { name: `Analytics: ${name}` });
  await expect(analytics.getByText(`Promo code ${promoCode}`)).toBeVisible();
  await expect(analytics.getByRole('listitem').filter({ hasText: 'Uses' })).toContainText('1');
  await expectNoAxeViolations(page);
});
