import { centsOf } from '@party/shared';
import type { Tx } from '../../db/client.ts';
import { findCreditLine } from './credit-charges.repository.ts';

/** The company's credit line as checkout shows it: null when it has no credit line. */
export async function getAvailableCredit(
  tx: Tx,
  companyId: string,
): Promise<{ available: number; status: string } | null> {
  const line = await findCreditLine(tx, companyId);
  if (!line) return null;
  return { available: centsOf(line.availableAmount) / 100, status: line.status };
}
