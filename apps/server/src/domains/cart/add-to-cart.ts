import {
  type AddToCart,
  type AddToCartResponse,
  CART_MAX_LINE_QUANTITY,
  type Principal,
  quantityProblem,
} from '@party/shared';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { EVENTS_CHANNEL, type PublishedEvent } from '../../lib/events.ts';
import { ownerOf } from '../../lib/row-policy.ts';
import { cartScope } from './cart.policy.ts';
import { type AddRefusal, addToLineReadingCart } from './cart.repository.ts';
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
    const { added, refused, lines } = await addToLineReadingCart(
      db,
      {
        userId: owner,
        companyId: principal.companyId,
        productId: input.productId,
        quantity: input.quantity,
        maxQuantity: CART_MAX_LINE_QUANTITY,
      },
      { channel: EVENTS_CHANNEL, payload: JSON.stringify(changed) },
    );
    if (!added) throw refusal(refused!, input.quantity);
    const line = lines.find((r) => r.id === added.id)!;
    return { line: toCartLine(line), merged: added.merged, cart: toCart(lines) };
  } catch (error) {
    if (isForeignKeyViolation(error)) throw notFound('Product');
    throw error;
  }
}

/** Why nothing was added, said as the caller reads it: no such product, the pack size or minimum, or the line's limit. */
function refusal(refused: AddRefusal, quantity: number) {
  if ('product' in refused) return notFound('Product');
  // Adding to a line already there needs whole packs only: the line has reached its minimum.
  const minQuantity = refused.hadLine ? refused.packSize : refused.minOrderQty;
  const problem = quantityProblem({ quantity, packSize: refused.packSize, minQuantity });
  if (problem) return badRequest(problem.message, { quantity: problem.message });
  return badRequest(
    `A cart line holds at most ${CART_MAX_LINE_QUANTITY.toLocaleString('en-AU')} units. Request a quote for more.`,
    { quantity: 'Too many units for one line' },
  );
}
