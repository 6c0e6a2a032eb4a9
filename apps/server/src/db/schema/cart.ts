import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, unique, uuid } from 'drizzle-orm/pg-core';
import { products } from './catalog.ts';
import { createdAt, ownerRef, updatedAt } from './columns.ts';

/** A partner's cart: one line per product, the quantity summing as more is added. */
export const cartItems = pgTable(
  'cart_items',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: ownerRef(),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer().notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('cart_items_user_product_unique').on(t.userId, t.productId),
    index().on(t.productId),
    check('cart_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
);
