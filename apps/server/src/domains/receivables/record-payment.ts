import {
  amountOf,
  centsOf,
  formatCents,
  type PaymentInput,
  type PaymentRow,
  type Principal,
  receivablesMessages,
} from '@party/shared';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { settleAccountInvoices } from '../credit/settle-account-invoices.ts';
import { enqueueEmail } from '../email/enqueue-email.ts';
import { createNotification } from '../notifications/create-notification.ts';
import {
  findAccountCompany,
  findAllocations,
  findCompanyOwner,
  findPayment,
  insertAllocations,
  insertPayment,
} from './receivables.repository.ts';
import { assertFinance } from './receivables-guards.ts';
import { toPaymentRow } from './to-payment-row.ts';

/** Where the company sees its account (the Credit Limit tab of its account page). */
const PARTNER_ACCOUNT_URL = '/partner/account?tab=credit';

/**
 * Records a payment received (docs/product/receivables.md, "Payments received") in ONE transaction:
 * the company's invoices are locked and settled through the credit domain, which refuses (400, the
 * invoice named, nothing written) an invoice of another company or one with less open than its
 * allocation; the payment and its split are written, the credit line freed by the amount, the change
 * audited and the company's owner told.
 */
export async function recordPayment(db: Db, caller: Principal, input: PaymentInput): Promise<PaymentRow> {
  assertFinance(caller, 'record-payment');
  const allocations = input.allocations.map((a) => ({ invoiceId: a.invoiceId, cents: centsOf(a.amount) }));
  return db.transaction(async (tx) => {
    const company = await findAccountCompany(tx, input.companyId);
    if (!company)
      throw new AppError('NOT_FOUND', receivablesMessages.companyNotFound, {
        companyId: receivablesMessages.companyNotFound,
      });
    const numbers = await settleAccountInvoices(tx, input.companyId, allocations);
    const amountCents = centsOf(input.amount);
    const paymentId = await insertPayment(tx, {
      companyId: input.companyId,
      receivedOn: input.receivedOn,
      method: input.method,
      reference: input.reference,
      amount: amountOf(amountCents),
      recordedBy: caller.userId,
    });
    await insertAllocations(
      tx,
      allocations.map((a) => ({ paymentId, invoiceId: a.invoiceId, amount: amountOf(a.cents) })),
    );
    const invoiceNumbers = allocations.map((a) => numbers.get(a.invoiceId) ?? a.invoiceId);
    await recordAudit(tx, caller, {
      action: 'payment.recorded',
      entity: { id: paymentId, label: `${formatCents(amountCents)} from ${company.name}` },
      newValues: { ...input, invoices: invoiceNumbers },
    });
    await tellOwner(tx, { ...input, companyName: company.name, invoiceNumbers });
    return readPayment(tx, paymentId);
  });
}

/** The owner hears of it: a bell and the payment_received email (their payment emails preference applies). */
async function tellOwner(
  tx: Tx,
  payment: PaymentInput & { companyName: string; invoiceNumbers: string[] },
): Promise<void> {
  const owner = await findCompanyOwner(tx, payment.companyId);
  if (!owner) return;
  const amount = formatCents(centsOf(payment.amount));
  const invoices = payment.invoiceNumbers.join(', ');
  await createNotification(tx, {
    userId: owner.id,
    title: 'Payment received',
    message: `We received your payment of ${amount} for ${invoices}. Thank you.`,
    type: 'success',
    actionUrl: PARTNER_ACCOUNT_URL,
  });
  await enqueueEmail(tx, {
    to: owner.email,
    userId: owner.id,
    template: 'payment_received',
    variables: {
      name: owner.name,
      companyName: payment.companyName,
      amount: payment.amount,
      receivedOn: payment.receivedOn,
      reference: payment.reference,
      invoices,
      actionUrl: PARTNER_ACCOUNT_URL,
    },
  });
}

async function readPayment(tx: Tx, paymentId: string): Promise<PaymentRow> {
  const row = await findPayment(tx, paymentId);
  if (!row) throw new Error('The recorded payment was not found');
  return toPaymentRow(row, await findAllocations(tx, [paymentId]));
}
