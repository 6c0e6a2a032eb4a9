import { stockStatusOf, type Wishlist } from '@party/shared';
import type { WishlistRow } from './wishlist.repository.ts';

export function toWishlist(rows: WishlistRow[]): Wishlist {
  return {
    items: rows.map(({ id, productId, addedAt, stockQuantity, lowStockThreshold, price, ...product }) => ({
      id,
      productId,
      addedAt: addedAt.toISOString(),
      product: {
        id: productId,
        ...product,
        price: Number(price),
        stockQuantity,
        stockStatus: stockStatusOf(stockQuantity, lowStockThreshold),
      },
    })),
  };
}
