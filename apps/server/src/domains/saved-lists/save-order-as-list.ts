import {
  type Principal,
  roundUpToSold,
  SAVED_LIST_MAX_QUANTITY,
  type SavedList,
  type SaveOrderAsList,
  savedListMessages,
  sumByProduct,
} from '@party/shared';
import type { Db, Tx } from '../../db/client.ts';
import { badRequest } from '../../lib/app-error.ts';
import { getOrder } from '../orders/get-order.ts';
import { priceLines } from '../pricing/price-lines.ts';
import { announceListChange, companyToWrite, duplicateName, type ListLine } from './saved-list-guards.ts';
import { insertList, upsertItems } from './saved-lists.repository.ts';
import { readSavedList } from './to-saved-list.ts';

/**
 * "Save as List" on a past order (docs/product/wholesale-buying.md): a new list of the order's
 * products that the catalogue still holds, each quantity raised to the nearest one the product is
 * sold in today (as Order Again rounds up to the pack size). The order is read as Track Orders reads
 * it, so another company's order (or, for a buyer, another member's) is "Order not found".
 */
export async function saveOrderAsList(
  db: Db,
  principal: Principal,
  input: SaveOrderAsList,
): Promise<SavedList> {
  const companyId = companyToWrite(principal);
  const order = await getOrder(db, principal, input.orderId);
  const ordered = sumByProduct(
    order.items.flatMap((item) =>
      item.productId ? [{ productId: item.productId, quantity: item.quantity }] : [],
    ),
  );
  return db.transaction(async (tx) => {
    const lines = await soldQuantities(tx, companyId, ordered);
    if (lines.length === 0) throw badRequest(savedListMessages.emptyOrder);
    const id = await insertList(tx, { companyId, name: input.name, createdBy: principal.userId });
    if (!id) throw duplicateName(input.name);
    await upsertItems(tx, id, lines);
    await announceListChange(tx, companyId, id);
    return readSavedList(tx, companyId, id);
  });
}

/** The lines whose product the catalogue holds, each at the nearest quantity at or above it that the product is sold in. */
async function soldQuantities(tx: Tx, companyId: string, lines: ListLine[]): Promise<ListLine[]> {
  const products = await priceLines(tx, companyId, lines);
  return lines.flatMap((line, i) => {
    const product = products[i];
    if (!product) return [];
    // Rounded up as Order Again rounds (shared roundUpToSold).
    const quantity = roundUpToSold({
      quantity: line.quantity,
      packSize: product.packSize,
      minQuantity: product.minOrderQty,
    });
    return [{ productId: line.productId, quantity: Math.min(quantity, SAVED_LIST_MAX_QUANTITY) }];
  });
}
