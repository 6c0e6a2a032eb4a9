import { amountOf, overAllocation, receivablesMessages } from '@party/shared';
import type { Tx } from '../../db/client.ts';
import { badRequest } from '../../lib/app-error.ts';
import { addInvoicePayment, lockAccountInvoices } from './account-invoices.repository.ts';
import { releaseCredit } from './credit-charges.repository.ts';
import { publishAccountChange } from './publish-account-change.ts';

export interface InvoiceAllocation {
  invoiceId: string;
  cents: number;
}

/** The allocation's form field, so the dialog shows the refusal beside the invoice's amount. */
const fieldOf = (allocations: InvoiceAllocation[], invoiceId: string) =>
  `allocations.${allocations.findIndex((a) => a.invoiceId === invoiceId)}.amount`;

/**
 * A payment received settles the company's invoices on account (docs/product/receivables.md,
 * "Payments received"), inside the payment's transaction: the invoices are locked in id order, each
 * must be the company's and have at least its allocation open (else 400 naming it, nothing
 * written); each one's paid amount rises by its allocation and the credit line's used amount falls by
 * the whole payment, so available credit is again the limit less the open balance.
 * Answers the invoices' numbers by id.
 */
export async function settleAccountInvoices(
  tx: Tx,
  companyId: string,
  allocations: InvoiceAllocation[],
): Promise<Map<string, string>> {
  const ids = allocations.map((a) => a.invoiceId);
  const invoices = await lockAccountInvoices(tx, ids);
  const missing = ids.find((id) => !invoices.some((i) => i.id === id));
  if (missing)
    throw badRequest(receivablesMessages.invoiceNotFound, {
      [fieldOf(allocations, missing)]: receivablesMessages.invoiceNotFound,
    });
  const foreign = invoices.find((i) => i.companyId !== companyId);
  if (foreign) {
    const message = receivablesMessages.otherCompany(foreign.number);
    throw badRequest(message, { [fieldOf(allocations, foreign.id)]: message });
  }
  const over = overAllocation(invoices, allocations);
  if (over) {
    const invoice = invoices.find((i) =>
      allocations.some((a) => a.invoiceId === i.id && a.cents > i.openCents),
    );
    throw badRequest(over, invoice ? { [fieldOf(allocations, invoice.id)]: over } : undefined);
  }
  for (const invoice of invoices)
    await addInvoicePayment(tx, invoice.id, allocations.find((a) => a.invoiceId === invoice.id)!.cents);
  const total = allocations.reduce((sum, a) => sum + a.cents, 0);
  await releaseCredit(tx, companyId, amountOf(total));
  await publishAccountChange(tx, companyId);
  return new Map(invoices.map((i) => [i.id, i.number]));
}
