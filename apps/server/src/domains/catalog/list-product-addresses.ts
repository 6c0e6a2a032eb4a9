import type { Tx } from '../../db/client.ts';
import { findProductAddresses } from './product-addresses.repository.ts';

/** One sitemap file's products: slugs and last changes from `fromSlug` on, in slug order, at most `limit`. */
export async function listProductAddresses(
  tx: Tx,
  page: { fromSlug: string; limit: number },
): Promise<{ slug: string; updatedAt: Date }[]> {
  return findProductAddresses(tx, page.fromSlug, page.limit);
}
