import {
  type AddSavedListLine,
  type Principal,
  SAVED_LIST_MAX_LINES,
  type SavedList,
  savedListMessages,
} from '@party/shared';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../lib/app-error.ts';
import { priceLines } from '../pricing/price-lines.ts';
import { announceListChange, companyToWrite, lockList, refuseUnsoldLine } from './saved-list-guards.ts';
import { findListItems, touchList, upsertItems } from './saved-lists.repository.ts';
import { readSavedList } from './to-saved-list.ts';

const field = (name: string) => name;

/**
 * "Save to List" from the shop (docs/product/wholesale-buying.md): the units go on the product's
 * line, summed with what it holds, or start a new line (the product's minimum order when no quantity
 * is given). The line's new quantity must be one the product is sold in.
 */
export async function addSavedListLine(
  db: Db,
  principal: Principal,
  id: string,
  input: AddSavedListLine,
): Promise<SavedList> {
  const companyId = companyToWrite(principal);
  return db.transaction(async (tx) => {
    await lockList(tx, companyId, id);
    const items = await findListItems(tx, id);
    const held = items.find((item) => item.productId === input.productId)?.quantity;
    if (held === undefined && items.length >= SAVED_LIST_MAX_LINES)
      throw badRequest(savedListMessages.tooManyLines, { productId: savedListMessages.tooManyLines });
    const [product] = await priceLines(tx, companyId, [{ productId: input.productId, quantity: 1 }]);
    const quantity = (held ?? 0) + (input.quantity ?? product?.minOrderQty ?? 1);
    const line = { productId: input.productId, quantity };
    refuseUnsoldLine(product ?? null, line, { label: null, field });
    await upsertItems(tx, id, [line]);
    await touchList(tx, id);
    await announceListChange(tx, companyId, id);
    return readSavedList(tx, companyId, id);
  });
}
