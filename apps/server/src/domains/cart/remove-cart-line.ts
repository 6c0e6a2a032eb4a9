import type { Cart, Principal } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { publishEvent } from '../../lib/events.ts';
import { ownerOf } from '../../lib/row-policy.ts';
import { cartScope } from './cart.policy.ts';
import { deleteLines, findCartLines } from './cart.repository.ts';
import { toCart } from './to-cart.ts';

/** Removes one of the caller's lines; another user's line is "not found". */
export async function removeCartLine(db: Db, principal: Principal, lineId: string): Promise<Cart> {
  const owner = ownerOf(cartScope(principal, 'remove'));
  return db.transaction(async (tx) => {
    if ((await deleteLines(tx, owner, [lineId])) === 0) throw notFound('Cart item');
    await publishEvent(tx, { userIds: [owner], type: 'cart.changed', data: {} });
    return toCart(await findCartLines(tx, owner, principal.companyId));
  });
}
