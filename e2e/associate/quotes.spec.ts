import { expect, expectNoAxeViolations, signIn, test, watchConsole } from '../fixtures.ts';
import { demoAccount } from '../harness/demo-accounts.ts';

interface Card {
  id: string;
  slug: string;
  name: string;
  price: number;
}

/** A catalogue product whose stock can fill a quote above the demo's $5,000 approval threshold. */
async function productForLargeQuote(request: import('@playwright/test').APIRequestContext) {
  const list = (await (await request.get('/api/store/products?pageSize=48')).json()) as { items: Card[] };
  for (const card of list.items) {
    const detail = (await (await request.get(`/api/store/products/${card.slug}`)).json()) as {
      stockQuantity: number;
    };
    const quantity = Math.ceil(5200 / card.price);
    if (quantity <= detail.stockQuantity) return { ...card, quantity };
  }
  throw new Error('No demo product has the stock for a quote above the approval threshold');
}

test('a storefront quote request arrives live; discounted over the threshold, finance approves, it converts, and the partner tracks the order', async ({
  page,
  browser,
  baseURL,
  request,
  signInAs,
}) => {
  await signInAs('sales');
  const partner = demoAccount('partner');
  const customerName = `Live Quote ${Date.now()}`;
  await page.goto(`/associate/quotes?search=${encodeURIComponent(customerName)}`);
  await expect(page.getByRole('heading', { name: 'Quotes', level: 1 })).toBeVisible();
  // The search finds nothing yet: the list says so and offers to clear it.
  await expect(page.getByText('Nothing matches your search or filters.')).toBeVisible();

  // A visitor asks for a quote on the storefront, giving the demo partner's email.
  const product = await productForLargeQuote(request);
  const sent = await request.post('/api/store/quotes', {
    headers: { origin: new URL(baseURL!).origin, 'x-forwarded-for': `198.51.100.${(Date.now() % 250) + 1}` },
    data: {
      customerName,
      customerEmail: partner.email,
      items: [{ productId: product.id, productName: product.name, quantity: product.quantity }],
    },
  });
  expect(sent.status()).toBe(201);
  const { quoteNumber } = (await sent.json()) as { quoteNumber: string };

  // It appears without a reload, as requested.
  const panel = page.getByText(new RegExp(`^${quoteNumber} · ${customerName}`));
  await expect(panel).toBeVisible();
  await expect(page.getByText('Requested', { exact: true }).first()).toBeVisible();

  await page.getByRole('button', { name: 'Apply Discount' }).click();
  const discount = page.getByRole('dialog', { name: 'Apply Discount' });
  await expect(discount).toBeVisible();
  await expectNoAxeViolations(page);
  await discount.getByLabel('Discount value').fill('5');
  await discount.getByRole('button', { name: 'Apply Discount' }).click();
  await expect(page.getByText('Quote discount applied')).toBeVisible();
  await expect(page.getByText('Approval Required', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Awaiting approval by a finance associate or an administrator.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Convert to Order' })).toBeDisabled();
  // The customer's total includes delivery, chosen before the quote is emailed or converted.
  await page.getByRole('combobox', { name: 'Delivery method' }).click();
  await page.getByRole('option').first().click();
  await expect(page.getByText(/^Delivery \(/)).toBeVisible();

  // Finance approves and converts.
  const financeContext = await browser.newContext({ baseURL });
  const financeErrors = watchConsole(financeContext);
  await signIn(financeContext, demoAccount('finance'), baseURL!);
  const finance = await financeContext.newPage();
  await finance.goto(`/associate/quotes?search=${encodeURIComponent(customerName)}`);
  await expect(finance.getByText(new RegExp(`^${quoteNumber} · ${customerName}`))).toBeVisible();
  await finance.getByRole('button', { name: 'Approve' }).click();
  await expect(finance.getByText('Quote approved successfully')).toBeVisible();
  await finance.getByRole('button', { name: 'Convert to Order' }).click();
  const convert = finance.getByRole('dialog', { name: 'Convert to Order' });
  await convert.getByRole('button', { name: 'Convert to Order' }).click();
  await expect(convert.getByText('Please fill in all required shipping details').first()).toBeVisible();
  await convert.getByLabel('Address').fill('200 Collins Street');
  await convert.getByLabel('City').fill('Melbourne');
  await convert.getByLabel('State').fill('VIC');
  await convert.getByLabel('Postal code').fill('3000');
  await expect(convert.getByLabel('Country')).toHaveValue('Australia');
  await convert.getByRole('button', { name: 'Convert to Order' }).click();
  await expect(finance.getByText('Quote converted to order successfully!')).toBeVisible();
  await expect(finance).toHaveURL(/\/associate\/orders\?order=[0-9a-f-]{36}$/);
  const orderId = new URL(finance.url()).searchParams.get('order')!;
  financeErrors.assertClean();
  await financeContext.close();

  // The partner sees the order in Track Orders.
  const partnerContext = await browser.newContext({ baseURL });
  const partnerErrors = watchConsole(partnerContext);
  await signIn(partnerContext, partner, baseURL!);
  const partnerPage = await partnerContext.newPage();
  await partnerPage.goto('/partner/orders');
  await expect(partnerPage.getByText(`#${orderId.slice(0, 8)}`).first()).toBeVisible();
  partnerErrors.assertClean();
  await partnerContext.close();
});
