import { amountOf } from '@party/shared';
import type { Tx } from '../../db/client.ts';
import { creditInvoiceOfOrder } from './account-invoices.repository.ts';
import { releaseCredit } from './credit-charges.repository.ts';
import { publishAccountChange } from './publish-account-change.ts';

/**
 * An adjustment note on an order paid on account (docs/product/returns.md, receivables.md): it is
 * credited to the order's invoice up to what is still open on it, and the company's credit line gets
 * that much back. Returns the cents credited; the caller refunds the rest.
 */
export async function creditAccountInvoice(
  tx: Tx,
  order: { id: string; companyId: string },
  cents: number,
): Promise<number> {
  const credited = await creditInvoiceOfOrder(tx, order.id, cents);
  if (credited > 0) {
    await releaseCredit(tx, order.companyId, amountOf(credited));
    await publishAccountChange(tx, order.companyId);
  }
  return credited;
}
