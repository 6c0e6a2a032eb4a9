import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, signIn, test } from '../fixtures.ts';
import { demoAccount } from '../harness/demo-accounts.ts';

const SUCCESS =
  /Quote request submitted successfully! Your quote number is: (QT-\d{6})\. Our sales team will contact you within 24 hours\./;

/** Opens the first product's Get Quote from the catalogue, as a visitor who never signed in. */
async function openQuoteFromCatalogue(page: Page) {
  await page.goto('/products');
  const getQuote = page.getByRole('button', { name: /^Get Quote for / }).first();
  const label = (await getQuote.getAttribute('aria-label')) ?? '';
  await getQuote.click();
  const dialog = page.getByRole('dialog', { name: 'Request Quote' });
  await expect(dialog).toBeVisible();
  // The card's Get Quote opens the dialog only, never the product page behind it.
  await expect(page).toHaveURL(/\/products$/);
  return { dialog, productName: label.replace(/^Get Quote for /, '') };
}

function uniqueCustomer() {
  const id = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  return { name: `Olivia Quote${id}`, email: `olivia.${id}@example.com.au` };
}

test('a visitor requests a quote and receives the confirmation email', async ({ page, mailbox }) => {
  const { dialog, productName } = await openQuoteFromCatalogue(page);
  await expect(dialog.getByText(productName, { exact: true })).toBeVisible();
  await expect(dialog.getByText('What happens next?')).toBeVisible();

  await dialog.getByRole('button', { name: 'Submit Quote Request' }).click();
  await expect(dialog.getByText('Name must be at least 2 characters')).toBeVisible();
  await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
  await expectNoAxeViolations(page);

  const customer = uniqueCustomer();
  await dialog.getByLabel('Full Name *').fill(customer.name);
  await expect(dialog.getByText('Name must be at least 2 characters')).toBeHidden();
  await dialog.getByLabel('Email Address *').fill(customer.email);
  await dialog.getByLabel('Quantity').fill('12');
  await dialog.getByLabel('Delivery Address').fill('200 Collins St, Melbourne VIC 3000');
  await expect(dialog.getByText(/^Total: \$[\d,]+\.\d{2} AUD$/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Submit Quote Request' }).click();

  const toast = page.getByText(SUCCESS);
  await expect(toast).toBeVisible();
  const quoteNumber = SUCCESS.exec((await toast.textContent()) ?? '')?.[1];
  expect(quoteNumber).toMatch(/^QT-\d{6}$/);
  await expect(dialog).toBeHidden();

  const mail = await mailbox.waitForMail(customer.email, quoteNumber!);
  expect(mail.subject).toBe(`We've received your quote request ${quoteNumber}`);
  expect(mail.text).toContain(productName);
  expect(mail.text).toContain(`${productName} × 12`);
});

test('a submit retried after a lost answer creates the quote once', async ({
  page,
  browser,
  baseURL,
  consoleErrors,
}) => {
  // The first answer is dropped after the server has handled the request, as a flaky network would.
  let firstAnswer: { quoteNumber: string } | null = null;
  await page.route('**/api/store/quotes', async (route) => {
    if (firstAnswer) return route.continue();
    const response = await route.fetch();
    firstAnswer = (await response.json()) as { quoteNumber: string };
    return route.abort('connectionreset');
  });
  consoleErrors.allow(/Failed to load resource: net::ERR_CONNECTION_RESET/);

  const { dialog } = await openQuoteFromCatalogue(page);
  const customer = uniqueCustomer();
  await dialog.getByLabel('Full Name *').fill(customer.name);
  await dialog.getByLabel('Email Address *').fill(customer.email);
  await dialog.getByRole('button', { name: 'Submit Quote Request' }).click();
  await expect(page.getByText('Failed to submit quote request. Please try again.')).toBeVisible();
  await expect(dialog).toBeVisible();
  expect(firstAnswer).not.toBeNull();

  await dialog.getByRole('button', { name: 'Submit Quote Request' }).click();
  await expect(page.getByText(SUCCESS)).toBeVisible();
  const shown = SUCCESS.exec((await page.getByText(SUCCESS).textContent()) ?? '')?.[1];
  expect(shown).toBe(firstAnswer!.quoteNumber);

  // The sales team is told of each quote created: exactly one for this customer.
  const sales = await browser.newContext({ baseURL });
  await signIn(sales, demoAccount('sales'), baseURL!);
  const bell = await (await sales.request.get('/api/notifications')).json();
  const forCustomer = (bell.items as { message: string }[]).filter((n) => n.message.includes(customer.name));
  expect(forCustomer).toHaveLength(1);
  expect(forCustomer[0]!.message).toContain(firstAnswer!.quoteNumber);
  await sales.close();
});

test('focus goes back to the Get Quote that opened the dialog, on the catalogue and a product page', async ({
  page,
}) => {
  const { dialog } = await openQuoteFromCatalogue(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  const cardGetQuote = page.getByRole('button', { name: /^Get Quote for / }).first();
  await expect(cardGetQuote).toBeFocused();

  const productHref = await page.locator('a[href^="/product/"]').first().getAttribute('href');
  await page.goto(productHref!);
  const getQuote = page.getByRole('button', { name: 'Get Quote', exact: true });
  await expect(getQuote).toBeEnabled();
  await getQuote.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(getQuote).toBeFocused();
});
