import { amountOf, centsOf, invoiceNumberOf } from '@party/shared';
import { eq, sql } from 'drizzle-orm';
import {
  accountInvoices,
  adjustmentNotes,
  orders,
  partnerCreditLimits,
  paymentAllocations,
  paymentsReceived,
  returnRequests,
} from '../../src/db/schema/index.ts';
import { companyOf } from '../helpers/companies.ts';
import { type SignedIn, signInAs } from '../helpers/factories.ts';
import type { TestContext } from '../helpers/test-app.ts';

// A company's ledger written straight into the database: invoices on account, payments received and
// adjustment notes (their writers are other use cases' tests), on fixed days.

type Ctx = Pick<TestContext, 'app' | 'database'>;

export interface AccountCompany {
  owner: SignedIn;
  companyId: string;
}

/** A signed-in owner of a company of one with a credit line (Net 30 unless told). */
export async function accountCompany(ctx: Ctx, limit = '50000.00', name?: string): Promise<AccountCompany> {
  const owner = await signInAs(ctx, { name: name ?? 'Olive Owner' });
  const companyId = await companyOf(ctx, owner.user.id);
  await ctx.database.db
    .insert(partnerCreditLimits)
    .values({ companyId, approvedLimit: limit, status: 'active' });
  return { owner, companyId };
}

export interface InvoiceRow {
  id: string;
  orderId: string;
  number: string;
}

/** An order on account and its invoice, issued and due on the days given. */
export async function insertInvoice(
  ctx: Ctx,
  account: AccountCompany,
  { issuedOn, dueOn, total }: { issuedOn: string; dueOn: string; total: string },
): Promise<InvoiceRow> {
  const [order] = await ctx.database.db
    .insert(orders)
    .values({
      partnerId: account.owner.user.id,
      companyId: account.companyId,
      totalAmount: total,
      paymentMethod: 'account',
      status: 'delivered',
    })
    .returning({ id: orders.id });
  const number = invoiceNumberOf(order!.id);
  const [invoice] = await ctx.database.db
    .insert(accountInvoices)
    .values({
      orderId: order!.id,
      companyId: account.companyId,
      number,
      issuedOn,
      dueOn,
      paymentTerms: 'net_30',
      totalAmount: total,
    })
    .returning({ id: accountInvoices.id });
  await useCredit(ctx, account.companyId, centsOf(total));
  return { id: invoice!.id, orderId: order!.id, number };
}

async function useCredit(ctx: Ctx, companyId: string, cents: number) {
  await ctx.database.db
    .update(partnerCreditLimits)
    .set({ usedAmount: sql`${partnerCreditLimits.usedAmount} + ${amountOf(cents)}::numeric` })
    .where(eq(partnerCreditLimits.companyId, companyId));
}

/** A payment received, allocated to invoices (their paid amounts rise with it). */
export async function insertPayment(
  ctx: Ctx,
  account: AccountCompany,
  {
    receivedOn,
    reference,
    allocations,
  }: { receivedOn: string; reference: string; allocations: [InvoiceRow, string][] },
): Promise<void> {
  const cents = allocations.reduce((sum, [, amount]) => sum + centsOf(amount), 0);
  await ctx.database.db.transaction(async (tx) => {
    const [payment] = await tx
      .insert(paymentsReceived)
      .values({ companyId: account.companyId, receivedOn, method: 'eft', reference, amount: amountOf(cents) })
      .returning({ id: paymentsReceived.id });
    for (const [invoice, amount] of allocations) {
      await tx.insert(paymentAllocations).values({ paymentId: payment!.id, invoiceId: invoice.id, amount });
      await tx
        .update(accountInvoices)
        .set({ paidAmount: sql`${accountInvoices.paidAmount} + ${amount}::numeric` })
        .where(eq(accountInvoices.id, invoice.id));
    }
  });
  await useCredit(ctx, account.companyId, -cents);
}

/** An adjustment note of a returned order: `credited` off its invoice, the rest refunded. */
export async function insertNote(
  ctx: Ctx,
  account: AccountCompany,
  invoice: InvoiceRow,
  { issuedOn, total, credited }: { issuedOn: string; total: string; credited: string },
): Promise<string> {
  const [request] = await ctx.database.db
    .insert(returnRequests)
    .values({
      orderId: invoice.orderId,
      companyId: account.companyId,
      reason: 'faulty',
      status: 'received',
    })
    .returning({ id: returnRequests.id });
  const refunded = amountOf(centsOf(total) - centsOf(credited));
  const [note] = await ctx.database.db
    .insert(adjustmentNotes)
    .values({
      returnId: request!.id,
      orderId: invoice.orderId,
      companyId: account.companyId,
      invoiceNumber: invoice.number,
      issuedOn,
      totalAmount: total,
      gstAmount: amountOf(Math.round(centsOf(total) / 11)),
      outcome: centsOf(credited) > 0 ? 'account_credit' : 'refund',
      creditedAmount: credited,
      refundedAmount: refunded,
    })
    .returning({ number: adjustmentNotes.number });
  if (centsOf(credited) > 0) {
    await ctx.database.db
      .update(accountInvoices)
      .set({ creditedAmount: sql`${accountInvoices.creditedAmount} + ${credited}::numeric` })
      .where(eq(accountInvoices.id, invoice.id));
    await useCredit(ctx, account.companyId, -centsOf(credited));
  }
  return note!.number;
}
