import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, signIn, test, watchConsole } from '../fixtures.ts';
import { demoAccount } from '../harness/demo-accounts.ts';

interface StoreCard {
  id: string;
  slug: string;
  price: number;
}

/** Puts enough of a well-stocked product in the buyer's cart to go over their $500 order limit. */
async function fillCartOverLimit(page: Page): Promise<void> {
  const res = await page.request.get('/api/store/products?pageSize=48&minPrice=20&maxPrice=80');
  const { items } = (await res.json()) as { items: StoreCard[] };
  // Other journeys running beside this one take their product from the catalogue's first page and
  // count its stock: stay off that page.
  const firstPage = (await (await page.request.get('/api/store/products?pageSize=48')).json()) as {
    items: StoreCard[];
  };
  const taken = new Set(firstPage.items.map((p) => p.id));
  let product: StoreCard | undefined;
  for (const card of items.filter((p) => !taken.has(p.id))) {
    const detail = (await (await page.request.get(`/api/store/products/${card.slug}`)).json()) as {
      stockQuantity: number;
    };
    if (detail.stockQuantity >= 60) {
      product = card;
      break;
    }
  }
  expect(product, 'the demo catalogue has a product between $20 and $80 with 60 units').toBeDefined();
  const quantity = Math.ceil(520 / product!.price);
  const { token } = (await (await page.request.get('/api/csrf')).json()) as { token: string };
  const added = await page.request.post('/api/partner/cart/items', {
    data: { productId: product!.id, quantity },
    headers: { 'x-csrf-token': token },
  });
  expect(added.status(), await added.text()).toBe(201);
}

/** Checkout as the buyer: the approval notice, then Send for Approval; answers the order number. */
async function sendForApproval(page: Page): Promise<string> {
  await page.goto('/partner/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(
    page.getByText(
      /^This order is over your order limit of \$500\.00\. It will wait for approval by an approver in /,
    ),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Send for Approval' }).click();
  await expect(page.getByText(/^Order [0-9a-f]{8} sent for approval$/)).toBeVisible();
  await expect(page).toHaveURL(/\/partner\/orders\?order=[0-9a-f-]{36}$/);
  return new URL(page.url()).searchParams.get('order')!.slice(0, 8);
}

// docs/product/company-accounts.md, "Spending limits" and "Approval": the buyer's over-limit order
// arrives live in an approver's Order Approvals, is approved there and reaches the buyer as placed;
// a second one is rejected with a reason, which reaches the buyer's bell.
test("a buyer's over-limit order is approved live by an approver, and a rejection reaches the buyer", async ({
  page,
  browser,
  baseURL,
  signInAs,
}) => {
  test.setTimeout(150_000);
  await signInAs('company_buyer');

  // The approver's page, open before the order exists.
  const approverContext = await browser.newContext({ baseURL });
  const approverWatch = watchConsole(approverContext);
  await signIn(approverContext, demoAccount('company_approver'), baseURL!);
  const approvals = await approverContext.newPage();
  await approvals.goto('/partner/approvals');
  await expect(approvals.getByRole('heading', { level: 1, name: 'Order Approvals' })).toBeVisible();
  await expectNoAxeViolations(approvals);

  await fillCartOverLimit(page);
  const first = await sendForApproval(page);
  const detail = page.getByRole('dialog', { name: new RegExp(`Order #${first}`) });
  await expect(detail.getByText('Awaiting approval', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();

  // It arrives without a reload, and is approved.
  const row = approvals.getByRole('row').filter({ hasText: `#${first}` });
  await expect(row).toContainText('Mia Patel');
  await expect(row).toContainText('Order limit $500.00');
  await row.getByRole('button', { name: `Approve order ${first}` }).click();
  await approvals.getByRole('alertdialog').getByRole('button', { name: 'Approve' }).click();
  await expect(approvals.getByText(`Order ${first} approved`)).toBeVisible();
  await expect(row).toBeHidden();

  // The buyer's Track Orders shows it placed (live), and the bell says so.
  const placedRow = page.getByRole('row').filter({ hasText: `#${first}` });
  await expect(placedRow.getByText('Pending', { exact: true })).toBeVisible();

  // A second order, rejected with a reason.
  await fillCartOverLimit(page);
  const second = await sendForApproval(page);
  const secondDetail = page.getByRole('dialog', { name: new RegExp(`Order #${second}`) });
  await expect(secondDetail).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(secondDetail).toBeHidden();
  const secondRow = approvals.getByRole('row').filter({ hasText: `#${second}` });
  await secondRow.getByRole('button', { name: `Reject order ${second}` }).click();
  const reject = approvals.getByRole('dialog', { name: `Reject order #${second}` });
  await reject.getByLabel('Reason').fill('Too many balloons this month');
  await reject.getByRole('button', { name: 'Reject Order' }).click();
  await expect(approvals.getByText(`Order ${second} rejected`)).toBeVisible();

  // Track Orders reads it Rejected (live), and the bell holds the reason.
  const rejectedRow = page.getByRole('row').filter({ hasText: `#${second}` });
  await expect(rejectedRow.getByText('Rejected', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const bell = page.getByRole('dialog', { name: 'Notifications' });
  await expect(bell.getByText('Order not approved').first()).toBeVisible();
  await expect(bell.getByText(/Too many balloons this month/).first()).toBeVisible();
  await approverContext.close();
  approverWatch.assertClean();
});
