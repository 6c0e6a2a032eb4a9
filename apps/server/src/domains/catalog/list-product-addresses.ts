import type { Tx } from '../../db/client.ts';
import { findProductAddresses } from './catalog.repository.ts';

/** Every product's slug and last change, in slug order, for the sitemap. */
export async function listProductAddresses(tx: Tx): Promise<{ slug: string; updatedAt: Date }[]> {
  return findProductAddresses(tx);
}
