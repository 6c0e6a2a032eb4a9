import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, signInAs } from '../helpers/factories.ts';
import { createTestApp, statementsOf, type TestContext } from '../helpers/test-app.ts';
import {
  addToCart,
  checkoutBody,
  createDeliveryMethod,
  createStockedProduct,
  giveCredit,
} from '../orders/order-fixtures.ts';

/**
 * docs/decisions/0021-after-the-sale.md §1: checkout on account raises the order's invoice inside
 * its one write batch, so paying on account costs only the guarded credit update more than paying
 * by invoice — the invoice adds no statement.
 */
let ctx: TestContext;
let partner: SignedIn;
let methodId: string;

beforeAll(async () => {
  ctx = await createTestApp({}, { countStatements: true });
  partner = await signInAs(ctx, { role: 'partner' });
  await giveCredit(ctx, partner.user.id, '5000.00');
  methodId = (await createDeliveryMethod(ctx, { cost: '10.00' })).id;
}, 120_000);
afterAll(() => ctx.close());

async function checkoutStatements(paymentMethod: 'invoice' | 'account') {
  const product = await createStockedProduct(ctx, { price: '12.00', stock: 50 });
  await addToCart(ctx, partner, product.id, 2);
  const { response, statements } = await statementsOf(ctx, {
    method: 'POST',
    url: '/api/partner/checkout',
    headers: { ...partner.headers, 'content-type': 'application/json' },
    payload: JSON.stringify(checkoutBody(methodId, { paymentMethod })),
  });
  expect(response.statusCode, response.body).toBe(201);
  return statements;
}

describe('checkout on account', () => {
  it('raises its invoice without a statement of its own', async () => {
    await checkoutStatements('invoice'); // a first checkout may fill per-process caches
    const byInvoice = await checkoutStatements('invoice');
    const onAccount = await checkoutStatements('account');
    expect(onAccount.length, onAccount.join('\n')).toBe(byInvoice.length + 1);
    expect(onAccount.filter((s) => /account_invoices/i.test(s))).toHaveLength(1);
    expect(onAccount.find((s) => /account_invoices/i.test(s))).toMatch(/pg_notify/);
  });
});
