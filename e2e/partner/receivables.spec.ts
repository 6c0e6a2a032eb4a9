import { expect as baseExpect, expectNoAxeViolations, signIn, test, watchConsole } from '../fixtures.ts';
import { demoAccount } from '../harness/demo-accounts.ts';

// Six engineers share two cores here: waits get three times the usual room. Nothing asserts speed.
const expect = baseExpect.configure({ timeout: 30_000 });

test.describe.configure({ timeout: 180_000 });

// docs/product/receivables.md, the whole journey: Barossa Weddings & Events owes an overdue invoice
// (the demo seed); the reminder job emails its owner at the server's start; finance records the
// payment against it; the owner's statement shows the payment and the invoice paid.
test('an overdue invoice is reminded by email, paid at Receivables, and shows paid on the statement', async ({
  page,
  browser,
  baseURL,
  mailbox,
}) => {
  const owner = demoAccount('account_partner');
  const reminder = await mailbox.waitForMail(owner.email, 'is overdue', 90_000);
  const number = /Invoice (INV-[0-9A-F]{8}) is overdue/.exec(reminder.subject)?.[1];
  expect(number, reminder.subject).toBeTruthy();
  const owed = /Still owed \(AUD\): \$([\d,]+\.\d{2})/.exec(reminder.text)?.[1]?.replaceAll(',', '');
  expect(owed, reminder.text).toBeTruthy();
  const reference = `EFT ${Date.now()}`;

  // Finance records the transfer against that invoice.
  const financeContext = await browser.newContext({ baseURL });
  const financeWatch = watchConsole(financeContext);
  await signIn(financeContext, demoAccount('finance'), baseURL!);
  const finance = await financeContext.newPage();
  await finance.goto('/associate/receivables');
  await expect(finance.getByRole('heading', { level: 1, name: 'Receivables' })).toBeVisible();
  await finance.getByRole('button', { name: 'Record Payment' }).click();
  const dialog = finance.getByRole('dialog', { name: 'Record Payment' });
  await dialog.getByRole('searchbox', { name: 'Company' }).fill('Barossa');
  await dialog.getByRole('button', { name: 'Choose Barossa Weddings & Events' }).click();
  await dialog.getByLabel('Amount (AUD)').fill(owed!);
  await dialog.getByLabel('Reference').fill(reference);
  await dialog.getByLabel(new RegExp(`^${number}, due`)).fill(owed!);
  await expect(dialog.getByText('Unallocated: $0.00')).toBeVisible();
  await expectNoAxeViolations(finance);
  await dialog.getByRole('button', { name: 'Record Payment' }).click();
  await expect(dialog).toBeHidden();
  await finance.getByRole('tab', { name: 'Payments' }).click();
  await expect(finance.getByRole('row').filter({ hasText: reference })).toBeVisible();
  financeWatch.assertClean();
  await financeContext.close();

  // The owner's statement for this month shows the payment; the invoice is no longer among those owed.
  await signIn(page.context(), owner, baseURL!);
  await page.goto('/partner/statements');
  await expect(page.getByRole('heading', { level: 1, name: 'Statements' })).toBeVisible();
  const activity = page.getByRole('table', { name: /^Account activity in / });
  await expect(activity.getByRole('row').filter({ hasText: reference })).toContainText('Payment received');
  await expect(activity.getByRole('row').filter({ hasText: reference })).toContainText(
    Number(owed).toLocaleString('en-AU', { style: 'currency', currency: 'AUD' }),
  );
  const invoices = page.getByRole('table', { name: 'Invoices on account' });
  await expect(invoices.getByRole('row').filter({ hasText: number! })).toHaveCount(0);
  await expectNoAxeViolations(page);
});
