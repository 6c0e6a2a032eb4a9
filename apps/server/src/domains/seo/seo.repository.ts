import type { ProductForPage } from '@party/shared';
import { asc } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { findProductBySlug } from '../catalog/catalog.repository.ts';

/** A product page's head: the catalog's own one-query read by slug, trimmed to what the head shows. */
export async function findProductForPage(tx: Tx, slug: string): Promise<ProductForPage | null> {
  const row = await findProductBySlug(tx, slug);
  if (!row) return null;
  return {
    name: row.name,
    slug: row.slug,
    description: row.description,
    price: row.price,
    imageUrl: row.imageUrl,
    category: row.category,
    inStock: row.stockQuantity > 0,
  };
}

/** Every product address for the sitemap, one query. */
export async function listSitemapProducts(tx: Tx): Promise<{ slug: string; updatedAt: Date }[]> {
  return tx
    .select({ slug: products.slug, updatedAt: products.updatedAt })
    .from(products)
    .orderBy(asc(products.slug));
}
