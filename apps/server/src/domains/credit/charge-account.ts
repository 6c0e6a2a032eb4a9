import { amountOf, centsOf, formatCents } from '@party/shared';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { findCreditLine, useCredit } from './credit-charges.repository.ts';

/**
 * Charges an order to the partner's account inside the order's transaction (docs/product/partner-portal.md: payment on
 * account within the available credit limit). Refuses with the available credit named, worded for
 * the partner at checkout, or for staff reopening a cancelled order (`reopen`).
 */
export async function chargeAccount(
  tx: Tx,
  partnerId: string,
  totalCents: number,
  reason: 'checkout' | 'reopen' | 'approval' = 'checkout',
): Promise<void> {
  if (await useCredit(tx, partnerId, amountOf(totalCents))) return;
  const line = await findCreditLine(tx, partnerId);
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
