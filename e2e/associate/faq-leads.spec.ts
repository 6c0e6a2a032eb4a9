import { expect, expectNoAxeViolations, test } from '../fixtures.ts';

test('an internal FAQ stays off /faq until product management makes it visible to partners', async ({
  page,
  browser,
  baseURL,
  signInAs,
}) => {
  const question = `Can we hire a helium tank for a weekend ${Date.now()}?`;
  await signInAs('product_management');
  await page.goto('/associate/faq');
  await expect(page.getByRole('heading', { name: 'FAQ Management', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'New FAQ' }).click();
  const create = page.getByRole('dialog', { name: 'Create New FAQ' });
  await create.getByLabel('Question').fill(question);
  await create.getByLabel('Answer').fill('Yes: tanks go out on Friday and come back on Monday.');
  await create.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Shipping & Delivery' }).click();
  await create.getByRole('checkbox', { name: 'Make this FAQ visible to partners' }).click();
  await expectNoAxeViolations(page);
  await create.getByRole('button', { name: 'Create FAQ' }).click();
  await expect(page.getByText('FAQ created successfully')).toBeVisible();

  // The question's own disclosure button (Edit and Delete name it after their verb).
  const item = page.getByRole('button', { name: new RegExp(`^${question.replace(/[?]/g, '\\?')}`) });
  await expect(item).toContainText('Internal');

  // A visitor's /faq (server-rendered) does not have it yet.
  const visitor = await browser.newPage({ baseURL });
  const publicFaq = `/faq?search=${encodeURIComponent(question)}`;
  await visitor.goto(publicFaq);
  await expect(visitor.getByText('No FAQs found matching your search.')).toBeVisible();

  await item.click();
  await page.getByRole('button', { name: `Edit ${question}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit FAQ' });
  await edit.getByRole('checkbox', { name: 'Make this FAQ visible to partners' }).click();
  await edit.getByRole('button', { name: 'Update FAQ' }).click();
  await expect(page.getByText('FAQ updated successfully')).toBeVisible();
  await expect(item).not.toContainText('Internal');

  await visitor.goto(publicFaq);
  await expect(visitor.getByRole('button', { name: question })).toBeVisible();
  await visitor.close();
});

test('sales converts a storefront lead to a partner, and the invitation email arrives', async ({
  page,
  request,
  baseURL,
  mailbox,
  signInAs,
}) => {
  const stamp = Date.now();
  const name = `Lead Journey ${stamp}`;
  const email = `lead.journey.${stamp}@example.com.au`;
  const products = (await (await request.get('/api/store/products?pageSize=1')).json()) as {
    items: { id: string; name: string }[];
  };
  const product = products.items[0]!;
  const asked = await request.post('/api/store/quotes', {
    headers: { origin: new URL(baseURL!).origin, 'x-forwarded-for': `198.51.100.${(stamp % 250) + 1}` },
    data: {
      customerName: name,
      customerEmail: email,
      companyName: 'Journey Events',
      items: [{ productId: product.id, productName: product.name, quantity: 2 }],
    },
  });
  expect(asked.status(), await asked.text()).toBe(201);

  await signInAs('sales');
  await page.goto(`/associate/leads?search=${encodeURIComponent(name)}`);
  await expect(page.getByRole('heading', { name: 'Leads', level: 1 })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row.getByText('New', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  await row.getByRole('button', { name: `Convert ${name}` }).click();
  const confirm = page.getByRole('alertdialog');
  await confirm.getByRole('button', { name: 'Convert to Partner' }).click();
  await expect(page.getByText('Lead converted to a partner account')).toBeVisible();
  // Won leads leave the open list.
  await expect(page.getByText('No leads found')).toBeVisible();

  const mail = await mailbox.waitForMail(email, 'partner account is ready');
  expect(mail.links.some((link) => link.includes('/update-password?token='))).toBe(true);
});
