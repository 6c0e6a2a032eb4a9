import { amountOf } from '@party/shared';
import type { Tx } from '../../db/client.ts';
import { releaseCredit } from './credit-charges.repository.ts';

/** A cancelled order paid on account gives its amount back to its company's credit line. */
export async function releaseAccountCharge(tx: Tx, companyId: string, totalCents: number): Promise<void> {
  await releaseCredit(tx, companyId, amountOf(totalCents));
}
