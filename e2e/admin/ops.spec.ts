import type { APIRequestContext } from '@playwright/test';
import { expect, expectNoAxeViolations, signIn, test } from '../fixtures.ts';
import { demoAccount } from '../harness/demo-accounts.ts';

/** Writes through the API as the signed-in user of this request context (CSRF token, origin). */
async function postAs(request: APIRequestContext, baseURL: string, url: string, data: unknown) {
  const csrf = await request.get('/api/csrf');
  const { token } = (await csrf.json()) as { token: string };
  return request.post(url, { data, headers: { 'x-csrf-token': token, origin: new URL(baseURL).origin } });
}

const pricesOf = async (request: APIRequestContext, search: string) => {
  const list = (await (
    await request.get(`/api/store/products?search=${encodeURIComponent(search)}`)
  ).json()) as {
    items: { name: string; price: number }[];
  };
  return Object.fromEntries(list.items.map((p) => [p.name, p.price]));
};

test('an admin previews an enhanced bulk price change, applies it and undoes it', async ({
  page,
  browser,
  baseURL,
  signInAs,
}) => {
  // Two products of this run's own, so the change touches nothing another journey reads.
  const stamp = `Ops Bulk ${Date.now()}`;
  const manager = await browser.newContext();
  await signIn(manager, demoAccount('product_management'), baseURL!);
  for (const [suffix, price] of [
    ['Lanterns', '10.00'],
    ['Streamers', '19.95'],
  ] as const) {
    const made = await postAs(manager.request, baseURL!, '/api/associate/products', {
      name: `${stamp} ${suffix}`,
      category: 'decorations',
      description: 'Made by the admin bulk journey',
      imageUrl: '',
      price,
      cost: '1.00',
      stockQuantity: '5',
      isFeatured: false,
      features: [],
    });
    expect(made.status(), await made.text()).toBe(201);
  }
  await manager.close();

  await signInAs('admin');
  await page.goto('/admin/bulk-enhanced');
  await expect(page.getByRole('heading', { level: 1, name: 'Enhanced Bulk' })).toBeVisible();
  await page.getByLabel('Percent').fill('10');
  await page.getByLabel('Name contains').fill(stamp);
  await page.getByRole('button', { name: 'Preview changes' }).click();

  const preview = page.getByRole('table', { name: 'Rows this change updates' });
  await expect(preview.getByRole('row')).toHaveCount(3);
  await expect(preview.getByRole('row', { name: `${stamp} Lanterns $10.00 $11.00` })).toBeVisible();
  await expect(preview.getByRole('row', { name: `${stamp} Streamers $19.95 $21.95` })).toBeVisible();
  await expect(page.getByText('2 of 2 matching products change.')).toBeVisible();
  // The dry run wrote nothing.
  expect(await pricesOf(page.request, stamp)).toEqual({
    [`${stamp} Lanterns`]: 10,
    [`${stamp} Streamers`]: 19.95,
  });
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Apply 2 changes' }).click();
  await expect(page.getByText('2 of 2 products updated')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: '2 of 2 products updated' })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );
  expect(await pricesOf(page.request, stamp)).toEqual({
    [`${stamp} Lanterns`]: 11,
    [`${stamp} Streamers`]: 21.95,
  });

  const run = page
    .getByRole('table', { name: 'Bulk runs' })
    .getByRole('row')
    .filter({ hasText: 'Price +10%' })
    .first();
  await run.getByRole('button', { name: 'Undo' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(
    confirm.getByText(/every one of the 2 products gets back the value it had before/),
  ).toBeVisible();
  await confirm.getByRole('button', { name: 'Undo run' }).click();
  await expect(page.getByText('Undid the change to 2 products')).toBeVisible();
  await expect(run.getByText('Undone')).toBeVisible();
  expect(await pricesOf(page.request, stamp)).toEqual({
    [`${stamp} Lanterns`]: 10,
    [`${stamp} Streamers`]: 19.95,
  });
});
