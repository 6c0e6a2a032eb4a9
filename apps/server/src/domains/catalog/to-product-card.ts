import type { ProductCard } from '@party/shared';
import type { ProductCardRow } from './product-cards.repository.ts';

/** The API speaks AUD dollars as numbers (docs/product/storefront-and-sign-in.md); the database keeps exact numeric. */
export function toProductCard(row: ProductCardRow): ProductCard {
  return { ...row, price: Number(row.price) };
}
