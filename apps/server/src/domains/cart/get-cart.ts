import type { Cart, Principal } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { ownerOf } from '../../lib/row-policy.ts';
import { cartScope } from './cart.policy.ts';
import { findCartLines } from './cart.repository.ts';
import { toCart } from './to-cart.ts';

/** The caller's own cart (docs/product/partner-portal.md: each partner's own; scoped to user_id), at their company's prices. */
export async function getCart(db: Db, principal: Principal): Promise<Cart> {
  const owner = ownerOf(cartScope(principal, 'read'));
  return toCart(await findCartLines(db, owner, principal.companyId));
}
