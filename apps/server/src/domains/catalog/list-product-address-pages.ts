import type { Tx } from '../../db/client.ts';
import { findProductAddressPages } from './product-addresses.repository.ts';

export interface ProductAddressPage {
  firstSlug: string;
  count: number;
  lastModified: Date;
}

/** The products in slug order cut into pages of `perPage` (first slug, size, newest change), for the sitemap index. */
export async function listProductAddressPages(tx: Tx, perPage: number): Promise<ProductAddressPage[]> {
  return findProductAddressPages(tx, perPage);
}
