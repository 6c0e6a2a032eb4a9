import type { Tx } from '../../db/client.ts';
import { findProductPrices } from './catalog.repository.ts';

/**
 * Name and current list price (AUD, numeric text) of each product asked for, for pricing a quote
 * from the catalogue and never from the request; unknown ids are simply absent.
 */
export async function listProductPrices(
  tx: Tx,
  productIds: string[],
): Promise<{ id: string; name: string; price: string }[]> {
  return findProductPrices(tx, productIds);
}
