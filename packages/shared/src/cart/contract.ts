import { z } from 'zod';
import { productCategoryIds } from '../catalog/categories.ts';

/** A line may hold up to this many units; larger orders go through a quote. */
export const CART_MAX_LINE_QUANTITY = 9_999;

/** The texts of adding to the cart. */
export const cartMessages = {
  added: 'Item added to cart',
  updated: 'Cart updated successfully',
  addFailed: 'Failed to add item to cart',
  loginNeeded: 'Please login to add items to your cart',
} as const;

const quantity = z.coerce
  .number({ error: 'Quantity must be a number' })
  .int('Quantity must be a whole number')
  .min(1, 'Quantity must be at least 1')
  .max(CART_MAX_LINE_QUANTITY, `Quantity must be at most ${CART_MAX_LINE_QUANTITY.toLocaleString('en-AU')}`);

/** POST /api/partner/cart/items: adds to the product's line (docs/product/partner-portal.md: by 1 unless told). */
export const addToCartSchema = z.object({
  productId: z.string().uuid('Choose a product from the catalogue'),
  quantity: quantity.default(1),
});
export type AddToCart = z.infer<typeof addToCartSchema>;

/** The most lines one request adds (quick order's paste, a saved list, an order again). */
export const CART_BULK_MAX_LINES = 500;

/**
 * POST /api/partner/cart/items/bulk: each quantity added to its product's line, all or none
 * (docs/product/wholesale-buying.md: quick order, order again, saved lists).
 */
export const addLinesToCartSchema = z.object({
  lines: z
    .array(z.object({ productId: z.string().uuid('Choose a product from the catalogue'), quantity }))
    .min(1, 'Add at least one line')
    .max(CART_BULK_MAX_LINES, `At most ${CART_BULK_MAX_LINES} lines at once`),
});
export type AddLinesToCart = z.infer<typeof addLinesToCartSchema>;

/** PATCH /api/partner/cart/items/:id: sets the line's quantity. */
export const updateCartLineSchema = z.object({ quantity });
export type UpdateCartLine = z.infer<typeof updateCartLineSchema>;

export const cartLineSchema = z.object({
  id: z.string(),
  productId: z.string(),
  name: z.string(),
  slug: z.string(),
  category: z.enum(productCategoryIds),
  imageUrl: z.string().nullable(),
  sku: z.string(),
  /**
   * Unit price in AUD dollars for this quantity, priced now by the one rule (shared `unitPrice`: list,
   * the company's price list, quantity break; never stored on the line).
   */
  price: z.number(),
  /** The catalogue's list price, shown struck through when `price` is lower. */
  listPrice: z.number(),
  quantity: z.number().int(),
  /** Units on hand, so the cart can warn before checkout refuses. */
  stockQuantity: z.number().int(),
  packSize: z.number().int(),
  minOrderQty: z.number().int(),
  /** "Buy 4 more for $0.35 off each": the next quantity break, when one would lower the price. */
  nextBreak: z.object({ more: z.number().int(), saving: z.number() }).nullable(),
  /** Why checkout would refuse this quantity (pack size, minimum), naming the nearest valid ones. */
  quantityProblem: z.string().nullable(),
  lineTotal: z.number(),
});
export type CartLine = z.infer<typeof cartLineSchema>;

export const cartSchema = z.object({
  items: z.array(cartLineSchema),
  /** Units over all lines (the header's cart count). */
  itemCount: z.number().int(),
  subtotal: z.number(),
});
export type Cart = z.infer<typeof cartSchema>;

export const addToCartResponseSchema = z.object({
  line: cartLineSchema,
  /** True when the product was already in the cart and its quantity grew. */
  merged: z.boolean(),
  cart: cartSchema,
});
export type AddToCartResponse = z.infer<typeof addToCartResponseSchema>;

export const addLinesToCartResponseSchema = z.object({
  /** How many distinct products were added to. */
  added: z.number().int(),
  cart: cartSchema,
});
export type AddLinesToCartResponse = z.infer<typeof addLinesToCartResponseSchema>;
