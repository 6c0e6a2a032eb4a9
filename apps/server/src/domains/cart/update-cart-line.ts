import type { Cart, Principal, UpdateCartLine } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { publishEvent } from '../../lib/events.ts';
import { ownerOf } from '../../lib/row-policy.ts';
import { cartScope } from './cart.policy.ts';
import { findCartLines, setLineQuantity } from './cart.repository.ts';
import { toCart } from './to-cart.ts';

/** Sets one of the caller's lines to a quantity; another user's line is "not found". */
export async function updateCartLine(
  db: Db,
  principal: Principal,
  lineId: string,
  input: UpdateCartLine,
): Promise<Cart> {
  const owner = ownerOf(cartScope(principal, 'update'));
  return db.transaction(async (tx) => {
    if (!(await setLineQuantity(tx, owner, lineId, input.quantity))) throw notFound('Cart item');
    await publishEvent(tx, { userIds: [owner], type: 'cart.changed', data: {} });
    return toCart(await findCartLines(tx, owner));
  });
}
