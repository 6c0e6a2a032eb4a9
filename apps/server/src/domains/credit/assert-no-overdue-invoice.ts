import { businessDay, receivablesMessages } from '@party/shared';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { findOldestOverdueInvoice } from './account-invoices.repository.ts';

/**
 * docs/product/receivables.md, "Overdue invoices can stop orders on account": while the company has an
 * overdue invoice, checkout on account is refused naming the one that fell due first (409); paying
 * by invoice still works. Asked only when the setting is on, so checkout costs no statement otherwise.
 */
export async function assertNoOverdueInvoice(
  tx: Tx,
  companyId: string,
  today = businessDay(),
): Promise<void> {
  const overdue = await findOldestOverdueInvoice(tx, companyId, today);
  if (!overdue) return;
  const message = receivablesMessages.overdueBlocks(overdue.number, overdue.dueOn);
  throw new AppError('CONFLICT', message, { paymentMethod: message });
}
