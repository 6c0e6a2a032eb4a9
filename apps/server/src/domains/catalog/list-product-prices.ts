import type { Tx } from '../../db/client.ts';
import { findProductPrices } from './product-cards.repository.ts';

/**
 * Name, current list price and cost (AUD, numeric text) of each product asked for, for pricing a
 * quote from the catalogue and never from the request (the cost decides its approval); unknown ids
 * are simply absent.
 */
export async function listProductPrices(
  tx: Tx,
  productIds: string[],
): Promise<{ id: string; name: string; price: string; cost: string }[]> {
  return findProductPrices(tx, productIds);
}
