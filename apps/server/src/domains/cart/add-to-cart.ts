import {
  type AddToCart,
  type AddToCartResponse,
  CART_MAX_LINE_QUANTITY,
  type Principal,
} from '@party/shared';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { publishEvent } from '../../lib/events.ts';
import { ownerOf } from '../../lib/row-policy.ts';
import { cartScope } from './cart.policy.ts';
import { addToLine, findCartLines } from './cart.repository.ts';
import { toCart, toCartLine } from './to-cart.ts';

const isForeignKeyViolation = (error: unknown) =>
  (error as { cause?: { code?: string } })?.cause?.code === '23503' ||
  (error as { code?: string })?.code === '23503';

/**
 * Adds units of a product to the caller's cart, summing with the line already there (spec 2
 * section 9). The catalogue guards the product: an id it does not hold is "Product not found".
 */
export async function addToCart(db: Db, principal: Principal, input: AddToCart): Promise<AddToCartResponse> {
  const owner = ownerOf(cartScope(principal, 'add'));
  try {
    return await db.transaction(async (tx) => {
      const { id, merged } = await addToLine(tx, { userId: owner, ...input });
      const rows = await findCartLines(tx, owner);
      const line = rows.find((r) => r.id === id)!;
      if (line.quantity > CART_MAX_LINE_QUANTITY)
        throw badRequest(
          `A cart line holds at most ${CART_MAX_LINE_QUANTITY.toLocaleString('en-AU')} units. Request a quote for more.`,
          { quantity: 'Too many units for one line' },
        );
      await publishEvent(tx, { userIds: [owner], type: 'cart.changed', data: {} });
      return { line: toCartLine(line), merged, cart: toCart(rows) };
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw notFound('Product');
    throw error;
  }
}
