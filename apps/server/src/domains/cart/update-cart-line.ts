import { type Cart, type Principal, quantityProblem, type UpdateCartLine } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { publishEvent } from '../../lib/events.ts';
import { ownerOf } from '../../lib/row-policy.ts';
import { cartScope } from './cart.policy.ts';
import { findCartLine, findCartLines, setLineQuantity } from './cart.repository.ts';
import { toCart } from './to-cart.ts';

/**
 * Sets one of the caller's lines to a quantity the product is sold in (pack size, minimum:
 * docs/product/wholesale-buying.md); another user's line is "not found".
 */
export async function updateCartLine(
  db: Db,
  principal: Principal,
  lineId: string,
  input: UpdateCartLine,
): Promise<Cart> {
  const owner = ownerOf(cartScope(principal, 'update'));
  return db.transaction(async (tx) => {
    const line = await findCartLine(tx, owner, principal.companyId, lineId);
    if (!line) throw notFound('Cart item');
    refuseUnsoldQuantity(input.quantity, line);
    await setLineQuantity(tx, owner, lineId, input.quantity);
    await publishEvent(tx, { userIds: [owner], type: 'cart.changed', data: {} });
    return toCart(await findCartLines(tx, owner, principal.companyId));
  });
}

/** A 400 naming the nearest quantities the product is sold in, when `quantity` is not one. */
export function refuseUnsoldQuantity(quantity: number, product: { packSize: number; minOrderQty: number }) {
  const problem = quantityProblem({ quantity, packSize: product.packSize, minQuantity: product.minOrderQty });
  if (problem) throw badRequest(problem.message, { quantity: problem.message });
}
