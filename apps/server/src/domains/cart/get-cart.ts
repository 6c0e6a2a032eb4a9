import type { Cart, Principal } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { findCartLines } from './cart.repository.ts';
import { toCart } from './to-cart.ts';

/** The caller's own cart (spec 2: cart is scoped to user_id). */
export async function getCart(db: Db, principal: Principal): Promise<Cart> {
  return toCart(await findCartLines(db, principal.userId));
}
