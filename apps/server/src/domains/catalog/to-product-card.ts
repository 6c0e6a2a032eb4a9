import type { ProductCard } from '@party/shared';
import type { ProductCardRow } from './product-cards.repository.ts';

/** The API speaks AUD dollars as numbers (spec 1 section 3); the database keeps exact numeric. */
export function toProductCard(row: ProductCardRow): ProductCard {
  return { ...row, price: Number(row.price) };
}
