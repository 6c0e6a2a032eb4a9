import { amountOf } from '@party/shared';
import type { Tx } from '../../db/client.ts';
import { reduceAccountInvoice } from './account-invoices.repository.ts';
import { releaseCredit } from './credit-charges.repository.ts';
import { publishAccountChange } from './publish-account-change.ts';

/**
 * An order on account cancelled, or its total lowered: its invoice falls by the amount and the
 * company's credit line gets it back (docs/product/receivables.md).
 */
export async function releaseAccountCharge(
  tx: Tx,
  order: { id: string; companyId: string },
  totalCents: number,
): Promise<void> {
  await reduceAccountInvoice(tx, order.id, totalCents);
  await releaseCredit(tx, order.companyId, amountOf(totalCents));
  await publishAccountChange(tx, order.companyId);
}
