import { expect, expectNoAxeViolations, test } from '../fixtures.ts';

// Two cores are shared by the server, the browsers and more: a portal chunk may take a while to load.
const PAGE_LOAD = { timeout: 30_000 };
test.describe.configure({ timeout: 120_000 });

test('the help centre FAQ searches the public FAQs, filters by category and opens one answer at a time', async ({
  page,
  signInAs,
}) => {
  await signInAs('partner');
  await page.goto('/partner/help');
  await expect(page.getByRole('heading', { level: 1, name: 'Help Centre' })).toBeVisible(PAGE_LOAD);
  const questions = page.getByRole('list', { name: 'FAQs' }).getByRole('button');
  await expect(questions.first()).toBeVisible(PAGE_LOAD);
  const total = await questions.count();
  expect(total).toBeGreaterThan(10);
  await expectNoAxeViolations(page);

  await page.getByLabel('Search FAQs').fill('helium');
  await expect(questions.filter({ hasText: 'Who can buy from Party Central?' })).toHaveCount(0);
  await expect(questions.filter({ hasText: 'Do you sell helium?' })).toBeVisible();
  // Staff-only FAQs stay out of the partner's help centre too.
  await expect(questions.filter({ hasText: 'Which carrier do we use for helium?' })).toHaveCount(0);

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
  await page.getByLabel('Category').click();
  await page.getByRole('option', { name: 'Returns' }).click();
  await expect(questions.filter({ hasText: 'What is your returns policy?' })).toBeVisible();
  await expect(questions.filter({ hasText: 'Do you sell helium?' })).toHaveCount(0);

  await page.getByLabel('Search FAQs').fill('zzqx flibbertigibbet');
  await expect(page.getByText('No FAQs found matching your search.')).toBeVisible();
  await expect(questions).toHaveCount(0);
});

test("Party Ideas' Shop These Items opens the shop on that idea's theme; guides and contact are there", async ({
  page,
  signInAs,
}) => {
  await signInAs('partner');
  await page.goto('/partner/help');
  await expect(page.getByRole('heading', { level: 1, name: 'Help Centre' })).toBeVisible(PAGE_LOAD);
  await page.getByRole('tab', { name: 'Planning Guides' }).click();
  await expect(page).toHaveURL(/[?&]tab=guides/);
  for (const weeks of ['8 weeks', '6 weeks', '4 weeks', '2 weeks', '1 week'])
    await expect(page.getByText(weeks, { exact: true })).toBeVisible();
  for (const range of ['$200-400', '$400-800', '$800+'])
    await expect(page.getByText(range, { exact: true })).toBeVisible();

  await page.getByRole('tab', { name: 'Contact Us' }).click();
  await expect(page.getByText('1300 727 892')).toBeVisible();
  await expect(page.getByText('support@partycentral.com.au')).toBeVisible();
  await expect(page.getByText('Same-day orders before 2 PM.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start Live Chat' })).toHaveAttribute(
    'href',
    '/partner/messages',
  );
  await expectNoAxeViolations(page);

  await page.getByRole('tab', { name: 'Party Ideas' }).click();
  await expect(page).toHaveURL(/[?&]tab=ideas/);
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Shop These Items: Rustic Garden Wedding' }).click();
  await expect(page).toHaveURL(/\/partner\/shop\?theme=wedding$/, PAGE_LOAD);
});
