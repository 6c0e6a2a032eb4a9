import type { Tx } from '../../db/client.ts';
import { addCompanyLoyaltyPoints } from './companies.repository.ts';

/**
 * docs/product/partner-portal.md: a partner earns 1 point per whole AUD of a delivered order; the
 * points are the company's (docs/product/company-accounts.md). Called inside the order's transaction
 * with the points to add (positive) or take back (negative); returns the new balance.
 */
export async function adjustLoyaltyPoints(tx: Tx, companyId: string, delta: number): Promise<number | null> {
  if (delta === 0) return null;
  return addCompanyLoyaltyPoints(tx, companyId, delta);
}
