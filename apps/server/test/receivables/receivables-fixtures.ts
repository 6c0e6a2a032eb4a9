import { randomUUID } from 'node:crypto';
import type { PaymentTerms } from '@party/shared';
import { eq } from 'drizzle-orm';
import { accountInvoices, companies, partnerCreditLimits } from '../../src/db/schema/index.ts';
import { companyOf } from '../helpers/companies.ts';
import { callAs, type SignedIn, signInAs } from '../helpers/factories.ts';
import type { TestContext } from '../helpers/test-app.ts';
import { addToCart, checkout, checkoutBody, createStockedProduct } from '../orders/order-fixtures.ts';

export interface AccountBuyer {
  partner: SignedIn;
  companyId: string;
  companyName: string;
}

/** A partner whose company buys on account: an active credit line with `terms`, and a name to search by. */
export async function accountBuyer(
  ctx: TestContext,
  limit = '5000.00',
  terms: PaymentTerms = 'net_30',
): Promise<AccountBuyer> {
  const partner = await signInAs(ctx, { role: 'partner' });
  const companyId = await companyOf(ctx, partner.user.id);
  const companyName = `Receivables Co ${randomUUID().slice(0, 8)}`;
  await ctx.database.db.update(companies).set({ name: companyName }).where(eq(companies.id, companyId));
  await ctx.database.db
    .insert(partnerCreditLimits)
    .values({ companyId, approvedLimit: limit, paymentTerms: terms });
  return { partner, companyId, companyName };
}

/** Places one order on account of `price` plus the delivery; answers the order id and its invoice. */
export async function orderOnAccount(
  ctx: TestContext,
  buyer: AccountBuyer,
  deliveryMethodId: string,
  price: string,
) {
  const product = await createStockedProduct(ctx, { price, stock: 50 });
  await addToCart(ctx, buyer.partner, product.id, 1);
  const res = await checkout(
    ctx,
    buyer.partner,
    checkoutBody(deliveryMethodId, { paymentMethod: 'account' }),
  );
  if (res.statusCode !== 201) throw new Error(`checkout failed: ${res.body}`);
  const orderId = res.json().orderId as string;
  const [invoice] = await ctx.database.db
    .select()
    .from(accountInvoices)
    .where(eq(accountInvoices.orderId, orderId));
  if (!invoice) throw new Error('no invoice raised');
  return { orderId, invoice };
}

/** Moves an invoice's issue and due days, so its age is what a test needs. */
export async function setDueOn(ctx: TestContext, invoiceId: string, dueOn: string) {
  await ctx.database.db
    .update(accountInvoices)
    .set({ issuedOn: dueOn, dueOn })
    .where(eq(accountInvoices.id, invoiceId));
}

export async function creditLine(ctx: TestContext, companyId: string) {
  const [row] = await ctx.database.db
    .select()
    .from(partnerCreditLimits)
    .where(eq(partnerCreditLimits.companyId, companyId));
  if (!row) throw new Error('no credit line');
  return row;
}

export function pay(ctx: TestContext, who: SignedIn, body: unknown, headers: Record<string, string> = {}) {
  return callAs(ctx, who, 'POST', '/api/associate/receivables/payments', body, headers);
}
