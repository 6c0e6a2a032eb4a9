import { z } from 'zod';
import { productCategoryIds } from '../catalog/categories.ts';
import { stockStatuses } from '../catalog/contract.ts';

/** Every wishlist text, word for word. */
export const wishlistMessages = {
  /** Shop cards. */
  productAdded: 'Product added to your wishlist',
  duplicate: 'This item is already in your wishlist',
  addFailed: 'Failed to add item to wishlist',
  productRemoved: 'Product removed from your wishlist',
  removeFailed: 'Failed to remove item from wishlist',
  /** Wishlist page (the first three are followed by the error text). */
  loadError: 'Error loading wishlist',
  removeError: 'Error removing item',
  addToCartError: 'Error adding to cart',
  removed: 'Removed from wishlist',
  addedToCart: 'Added to cart',
  /** Product page. */
  added: 'Added to wishlist',
  /** Signed out. */
  loginToAdd: 'Please login to add items to your wishlist',
  loginToManage: 'Please login to manage your wishlist',
} as const;

/** POST /api/partner/wishlist. */
export const addToWishlistSchema = z.strictObject({
  productId: z.string().uuid('Choose a product from the catalogue'),
});
export type AddToWishlist = z.infer<typeof addToWishlistSchema>;

export const wishlistItemSchema = z.object({
  id: z.string(),
  productId: z.string(),
  addedAt: z.string(),
  /** The joined product as the catalogue holds it now. */
  product: z.object({
    id: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    price: z.number(),
    category: z.enum(productCategoryIds),
    imageUrl: z.string().nullable(),
    stockQuantity: z.number().int(),
    stockStatus: z.enum(stockStatuses),
  }),
});
export type WishlistItem = z.infer<typeof wishlistItemSchema>;

/** GET /api/partner/wishlist: newest added first. */
export const wishlistSchema = z.object({ items: z.array(wishlistItemSchema) });
export type Wishlist = z.infer<typeof wishlistSchema>;
