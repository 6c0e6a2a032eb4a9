import {
  type AddToCart,
  type AddToCartResponse,
  CART_MAX_LINE_QUANTITY,
  type Principal,
} from '@party/shared';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { EVENTS_CHANNEL, type PublishedEvent } from '../../lib/events.ts';
import { ownerOf } from '../../lib/row-policy.ts';
import { cartScope } from './cart.policy.ts';
import { addToLineReadingCart } from './cart.repository.ts';
import { toCart, toCartLine } from './to-cart.ts';

const isForeignKeyViolation = (error: unknown) =>
  (error as { cause?: { code?: string } })?.cause?.code === '23503' ||
  (error as { code?: string })?.code === '23503';

/**
 * Adds units of a product to the caller's cart, summing with the line already there (docs/product/partner-portal.md), in one statement with the cart it answers and its live event (no transaction: there
 * is one statement). The catalogue guards the product: an id it does not hold is "Product not found".
 */
export async function addToCart(db: Db, principal: Principal, input: AddToCart): Promise<AddToCartResponse> {
  const owner = ownerOf(cartScope(principal, 'add'));
  const changed: PublishedEvent = { userIds: [owner], type: 'cart.changed', data: {} };
  try {
    const { added, lines } = await addToLineReadingCart(
      db,
      {
        userId: owner,
        productId: input.productId,
        quantity: input.quantity,
        maxQuantity: CART_MAX_LINE_QUANTITY,
      },
      { channel: EVENTS_CHANNEL, payload: JSON.stringify(changed) },
    );
    if (!added)
      throw badRequest(
        `A cart line holds at most ${CART_MAX_LINE_QUANTITY.toLocaleString('en-AU')} units. Request a quote for more.`,
        { quantity: 'Too many units for one line' },
      );
    const line = lines.find((r) => r.id === added.id)!;
    return { line: toCartLine(line), merged: added.merged, cart: toCart(lines) };
  } catch (error) {
    if (isForeignKeyViolation(error)) throw notFound('Product');
    throw error;
  }
}
