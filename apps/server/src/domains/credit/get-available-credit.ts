import { centsOf } from '@party/shared';
import type { Tx } from '../../db/client.ts';
import { findCreditLine } from './credit-charges.repository.ts';

/** The partner's credit line as checkout shows it: null when they have no credit line. */
export async function getAvailableCredit(
  tx: Tx,
  partnerId: string,
): Promise<{ available: number; status: string } | null> {
  const line = await findCreditLine(tx, partnerId);
  if (!line) return null;
  return { available: centsOf(line.availableAmount) / 100, status: line.status };
}
