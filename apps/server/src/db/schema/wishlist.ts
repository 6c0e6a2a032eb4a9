import { index, pgTable, unique, uuid } from 'drizzle-orm/pg-core';
import { products } from './catalog.ts';
import { createdAt, ownerRef } from './columns.ts';

export const wishlists = pgTable(
  'wishlists',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: ownerRef(),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    addedAt: createdAt(),
  },
  (t) => [
    // The text 'This item is already in your wishlist' comes from this key.
    unique('wishlists_user_product_unique').on(t.userId, t.productId),
    index().on(t.userId, t.addedAt),
    index().on(t.productId),
  ],
);
