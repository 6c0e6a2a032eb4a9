import type { Tx } from '../../db/client.ts';
import { rebuildSalesRollUp as rebuild } from './sales-roll-up.repository.ts';

/**
 * The sales roll-up written afresh from every order (docs/decisions/0023-sales-roll-up.md): for a
 * store filled without the orders' writers, as the demo seed is.
 */
export async function rebuildSalesRollUp(tx: Tx): Promise<void> {
  await rebuild(tx);
}
