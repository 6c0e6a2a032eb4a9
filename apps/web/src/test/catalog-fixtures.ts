import type { ProductCard } from '@party/shared';

/** A catalogue card as the API sends it: a gold number balloon, changed where a test needs. */
export function productCard(overrides: Partial<ProductCard> = {}): ProductCard {
  return {
    id: crypto.randomUUID(),
    name: 'Gold Foil Number Balloon',
    slug: 'gold-foil-number-balloon',
    description: 'An 86cm gold number for milestone birthdays.',
    price: 12.5,
    category: 'balloons',
    imageUrl: '/media/products/gold-foil-number-balloon.svg',
    ...overrides,
  };
}
