import { amountOf, centsOf, formatCents } from '@party/shared';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { WriteBatch } from '../../lib/write-batch.ts';
import { accountInvoiceRaise, raiseAccountInvoice } from './account-invoices.repository.ts';
import { assertNoOverdueInvoice } from './assert-no-overdue-invoice.ts';
import { findCreditLine, useCredit } from './credit-charges.repository.ts';
import { publishAccountChange } from './publish-account-change.ts';

/**
 * Charges an order to its company's account inside the order's transaction
 * (docs/product/partner-portal.md: payment on account within the available credit limit;
 * docs/product/company-accounts.md: the limit is the company's). Refuses with the available credit
 * named, worded for the partner at checkout, or for staff reopening a cancelled order (`reopen`).
 * The charge raises (or adds to) the order's invoice on account (docs/product/receivables.md); at
 * checkout, where the order row is not written yet, in the checkout's `batch`. With
 * `overdueBlocks` (the System Settings switch, read by checkout) an overdue invoice refuses it first.
 */
export async function chargeAccount(
  tx: Tx,
  order: { id: string; companyId: string },
  totalCents: number,
  reason: 'checkout' | 'reopen' | 'approval' = 'checkout',
  batch?: WriteBatch,
  overdueBlocks = false,
): Promise<void> {
  const { companyId } = order;
  if (overdueBlocks) await assertNoOverdueInvoice(tx, companyId);
  if (await useCredit(tx, companyId, amountOf(totalCents))) {
    if (batch) batch.write(accountInvoiceRaise(order.id, companyId, totalCents));
    else await raiseAccountInvoice(tx, order.id, companyId, totalCents);
    await publishAccountChange(batch ?? tx, companyId);
    return;
  }
  const line = await findCreditLine(tx, companyId);
  const staff = reason === 'reopen';
  if (!line)
    throw new AppError(
      'CONFLICT',
      staff
        ? 'This order is paid on account, and the partner has no credit limit now, so it cannot be reopened.'
        : 'Payment on account needs an approved credit limit. Pay by invoice, or request a credit limit from your profile.',
      { paymentMethod: 'No credit limit' },
    );
  if (line.status !== 'active')
    throw new AppError(
      'CONFLICT',
      staff
        ? `The partner's credit account is ${line.status}, so this order on account cannot be reopened.`
        : `Your credit account is ${line.status}, so this order cannot go on account. Pay by invoice instead.`,
      { paymentMethod: `Credit account ${line.status}` },
    );
  const available = formatCents(centsOf(line.availableAmount));
  // docs/product/company-accounts.md, "Approval": the approver is told; the order keeps waiting.
  if (reason === 'approval')
    throw new AppError(
      'CONFLICT',
      `The company's available credit is ${available}, less than this order's ${formatCents(totalCents)}. Reject the order, or ask for a higher credit limit.`,
    );
  throw new AppError(
    'CONFLICT',
    staff
      ? `The partner's available credit is ${available}, less than this order's ${formatCents(totalCents)}, so it cannot be reopened on account. Raise their credit limit first.`
      : `Your available credit is ${available}, less than this order's ${formatCents(totalCents)}. Pay by invoice or request a higher limit.`,
    { paymentMethod: `Available credit ${available}` },
  );
}
