import { expect, expectNoAxeViolations, test } from '../fixtures.ts';

// The Credit Limit tab of /partner/account mounts the CreditPanel (features/credit/credit-panel.tsx).
test('a credit limit request shows in the history as pending', async ({ page, signInAs }) => {
  await signInAs('partner');
  await page.goto('/partner/account?tab=credit');
  const tab = page.getByRole('tab', { name: 'Credit Limit' });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  // The demo partner has an approved limit: overview, usage bar and score out of 100.
  await expect(page.getByRole('progressbar', { name: 'Credit usage' })).toBeVisible();
  await expect(page.getByText(/^\d{1,3}\/100$/)).toBeVisible();

  await page.getByRole('button', { name: 'Request Credit Limit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request Credit Limit' });
  await dialog.getByRole('button', { name: 'Submit Request' }).click();
  await expect(dialog.getByText('Requested limit is required')).toBeVisible();
  await expect(dialog.getByText('Current monthly spending is required')).toBeVisible();
  await expect(dialog.getByText('Reason must be at least 10 characters')).toBeVisible();
  await expectNoAxeViolations(page);

  // A limit no other test asks for, so its row is this request's.
  const dollars = 40_000 + (Date.now() % 9_000);
  await dialog.getByLabel('Requested Credit Limit (AUD) *').fill(String(dollars));
  await dialog.getByLabel('Current Monthly Spending (AUD) *').fill('12500');
  await dialog.getByLabel('Reason for Request *').fill('Christmas functions triple our December orders.');
  await dialog.getByLabel('Additional Information').fill('Two trade references on request.');
  await dialog.getByRole('button', { name: 'Submit Request' }).click();

  await expect(page.getByText('Credit limit request submitted')).toBeVisible();
  await expect(page.getByText('Your request has been submitted and is under review.')).toBeVisible();
  await expect(dialog).toBeHidden();
  const amount = `$${dollars.toLocaleString('en-AU')}.00`;
  const row = page
    .getByRole('table', { name: 'Your credit limit requests' })
    .getByRole('row')
    .filter({ hasText: amount });
  await expect(row).toContainText('Pending');
  await expect(row).toContainText(/TCK-\d{6}/);
});
