import { type AddLinesToCartResponse, type Principal, savedListMessages } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { addLinesToCart } from '../cart/add-lines-to-cart.ts';
import { companyToWrite } from './saved-list-guards.ts';
import { findCompanyList } from './saved-lists.repository.ts';
import { pricedListLines } from './to-saved-list.ts';

/**
 * "Add to Cart" on a list (docs/product/wholesale-buying.md): every line into the caller's own cart
 * through the cart's bulk add, all or none, with the same checks; a refusal names the line as the
 * list shows it ('Line 3 (Gold Plates): Sold in packs of 12. Order 12 or 24.'). The list is unchanged.
 */
export async function addSavedListToCart(
  db: Db,
  principal: Principal,
  id: string,
): Promise<AddLinesToCartResponse> {
  const companyId = companyToWrite(principal);
  if (!(await findCompanyList(db, companyId, id))) throw notFound('Saved list');
  const lines = await pricedListLines(db, companyId, id);
  if (lines.length === 0) throw badRequest(savedListMessages.emptyList);
  return addLinesToCart(db, principal, {
    lines: lines.map((l) => ({ productId: l.productId, quantity: l.quantity })),
  });
}
