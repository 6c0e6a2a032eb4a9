import { type CategoryList, productCategories } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { countProductsByCategory } from './product-cards.repository.ts';

/** The five category tiles in the storefront's order (docs/product/storefront-and-sign-in.md), each with its fixed label and real product count. Public. */
export async function listCategories(db: Db): Promise<CategoryList> {
  const counts = new Map((await countProductsByCategory(db)).map((row) => [row.category, row.productCount]));
  return {
    items: productCategories.map((category) => ({ ...category, productCount: counts.get(category.id) ?? 0 })),
  };
}
