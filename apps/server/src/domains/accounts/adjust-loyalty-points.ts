import type { Tx } from '../../db/client.ts';
import { addLoyaltyPoints } from './profiles.repository.ts';

/**
 * docs/product/partner-portal.md: a partner earns 1 point per whole AUD of a delivered order. Called inside the order's
 * transaction with the points to add (positive) or take back (negative); returns the new balance.
 */
export async function adjustLoyaltyPoints(tx: Tx, userId: string, delta: number): Promise<number | null> {
  if (delta === 0) return null;
  return addLoyaltyPoints(tx, userId, delta);
}
