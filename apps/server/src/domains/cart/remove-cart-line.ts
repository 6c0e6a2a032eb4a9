import type { Cart, Principal } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { publishEvent } from '../../lib/events.ts';
import { deleteLines, findCartLines } from './cart.repository.ts';
import { toCart } from './to-cart.ts';

/** Removes one of the caller's lines; another user's line is "not found". */
export async function removeCartLine(db: Db, principal: Principal, lineId: string): Promise<Cart> {
  return db.transaction(async (tx) => {
    if ((await deleteLines(tx, principal.userId, [lineId])) === 0) throw notFound('Cart item');
    await publishEvent(tx, { userIds: [principal.userId], type: 'cart.changed', data: {} });
    return toCart(await findCartLines(tx, principal.userId));
  });
}
