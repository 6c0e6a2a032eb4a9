import { expect, expectNoAxeViolations, test } from '../fixtures.ts';

test('the FAQ search narrows the list, one answer opens at a time, and nonsense finds nothing', async ({
  page,
}) => {
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
  await expect(page).toHaveTitle('Frequently Asked Questions | Party Central');
  const questions = page.getByRole('list', { name: 'Questions' }).getByRole('button');
  await expect(questions.first()).toBeVisible();
  const total = await questions.count();
  expect(total).toBeGreaterThan(10);
  await expectNoAxeViolations(page);

  await page.getByLabel('Search FAQs').fill('helium');
  await expect(page).toHaveURL(/[?&]search=helium/);
  await expect(questions.filter({ hasText: 'Do you sell helium?' })).toBeVisible();
  await expect(questions.filter({ hasText: 'Who can buy from Party Central?' })).toHaveCount(0);
  // Staff-only answers never reach the storefront, even when they match.
  await expect(questions.filter({ hasText: 'Which carrier do we use for helium?' })).toHaveCount(0);
  const narrowed = await questions.count();
  expect(narrowed).toBeGreaterThan(0);
  expect(narrowed).toBeLessThan(total);

  const first = questions.filter({ hasText: 'Do you sell helium?' });
  const second = questions.filter({ hasText: 'How long do helium balloons float?' });
  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('disposable helium tanks that fill about 50 balloons')).toBeVisible();
  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByText('disposable helium tanks that fill about 50 balloons')).toBeHidden();

  await page.getByLabel('Search FAQs').fill('');
  await page.getByRole('button', { name: 'Returns', exact: true }).click();
  await expect(page).toHaveURL(/[?&]category=returns/);
  await expect(questions.filter({ hasText: 'What is your returns policy?' })).toBeVisible();
  await expect(questions.filter({ hasText: 'Do you sell helium?' })).toHaveCount(0);

  await page.getByRole('button', { name: 'All Categories' }).click();
  await page.getByLabel('Search FAQs').fill('zzqx flibbertigibbet');
  await expect(page.getByText('No FAQs found matching your search.')).toBeVisible();
  await expect(questions).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('/faq shows its questions without JavaScript, General first, and the page works once taken over', async ({
  browser,
  page,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const noScript = await context.newPage();
  await noScript.goto('/faq?category=returns');
  const served = noScript.getByRole('list', { name: 'Questions' }).getByRole('button');
  await expect(served.filter({ hasText: 'What is your returns policy?' })).toBeVisible();
  await expect(served.filter({ hasText: 'Do you sell helium?' })).toHaveCount(0);
  await noScript.goto('/faq');
  await expect(served.first()).toHaveText('Who can buy from Party Central?');
  await context.close();

  // Taken over from the same data (no console error, no second request), then a click works.
  const faqRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/store/faqs')) faqRequests.push(request.url());
  });
  await page.goto('/faq');
  const questions = page.getByRole('list', { name: 'Questions' }).getByRole('button');
  await expect(questions.first()).toBeEnabled();
  await questions.first().click();
  await expect(questions.first()).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('Anyone can browse the catalogue and request a quote')).toBeVisible();
  expect(faqRequests).toEqual([]);
});

test('Contact Support in the footer lands on the FAQ contact section', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Contact Support' }).click();
  await expect(page).toHaveURL(/\/faq#contact$/);
  const contact = page.locator('#contact');
  await expect(contact.getByRole('heading', { name: 'Contact us' })).toBeInViewport();
  await expect(contact.getByRole('link', { name: '1300 727 892' })).toHaveAttribute('href', 'tel:1300727892');
  await expect(contact.getByText(/Business hours \(AEST/)).toBeVisible();
  await expect(contact.getByRole('link', { name: 'Sign in for live chat' })).toHaveAttribute(
    'href',
    '/login?redirect=%2Fpartner%2Fmessages',
  );
});

test('the delivery page gives the standard estimate and links every delivery area', async ({ page }) => {
  await page.goto('/delivery');
  await expect(page.getByRole('heading', { level: 1, name: 'Delivery Information' })).toBeVisible();
  await expect(page).toHaveTitle(/^Delivery Information/);
  await expect(page.getByText('3-5 business days').first()).toBeVisible();
  await page.getByRole('link', { name: 'View All Areas' }).first().click();
  const areas = page.getByRole('region', { name: 'Delivery areas' });
  await expect(areas).toBeInViewport();
  for (const city of ['Sydney', 'Melbourne', 'Brisbane', 'Perth', 'Adelaide'])
    await expect(areas.getByRole('link', { name: `Party supplies in ${city}` })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the guides index leads to a full guide with a call to get a quote', async ({ page }) => {
  await page.goto('/guides');
  await expect(page.getByRole('heading', { level: 1, name: 'Party Planning Guides' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Balloon Decorations Guide' }).click();

  await expect(page).toHaveURL(/\/guides\/balloon-decorations$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Balloon Decorations Guide' })).toBeVisible();
  await expect(page).toHaveTitle(/^Balloon Decorations Guide/);
  await expect(page.getByRole('table', { name: 'Balloons per decoration' })).toBeVisible();
  // The budget table adds its lines up: 32 + 12 + 9 + 8 + 7.
  await expect(
    page
      .getByRole('table', { name: /DIY 3 m organic garland/ })
      .getByRole('row')
      .last(),
  ).toContainText('$68.00');
  await expect(page.getByRole('link', { name: 'Balloons', exact: true }).first()).toHaveAttribute(
    'href',
    '/products?category=balloons',
  );
  await expect(page.getByRole('link', { name: 'Get a quote' })).toHaveAttribute('href', '/products');
  await expectNoAxeViolations(page);
});

test('a city page shows its suburbs, local events and other areas', async ({ page }) => {
  await page.goto('/locations/perth');
  await expect(page.getByRole('heading', { level: 1, name: 'Party Supplies in Perth' })).toBeVisible();
  await expect(page).toHaveTitle(/^Party Supplies Perth/);
  await expect(page.getByText(/Joondalup/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Fringe World and Perth Festival' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page
    .getByRole('navigation', { name: 'Other delivery areas' })
    .getByRole('link', { name: 'Sydney' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Party Supplies in Sydney' })).toBeVisible();
  await expect(page.getByText(/Lidcombe warehouse/).first()).toBeVisible();
});
