import { amountOf } from '@party/shared';
import type { Tx } from '../../db/client.ts';
import { releaseCredit } from './credit-charges.repository.ts';

/** A cancelled order paid on account gives its amount back to the credit line. */
export async function releaseAccountCharge(tx: Tx, partnerId: string, totalCents: number): Promise<void> {
  await releaseCredit(tx, partnerId, amountOf(totalCents));
}
