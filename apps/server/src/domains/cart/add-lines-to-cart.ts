import {
  type AddLinesToCart,
  type AddLinesToCartResponse,
  CART_MAX_LINE_QUANTITY,
  type Principal,
  quantityProblem,
  sumByProduct,
} from '@party/shared';
import type { Db, Tx } from '../../db/client.ts';
import { badRequest } from '../../lib/app-error.ts';
import { publishEvent } from '../../lib/events.ts';
import { ownerOf } from '../../lib/row-policy.ts';
import { type PricedProduct, priceLines } from '../pricing/price-lines.ts';
import { cartScope } from './cart.policy.ts';
import { addToLines, findCartLines, lockLineQuantities } from './cart.repository.ts';
import { toCart } from './to-cart.ts';

/**
 * Many lines into the caller's cart at once, for quick order, order again and saved lists
 * (docs/product/wholesale-buying.md): all of them or none. Each line must be a catalogue product and
 * leave its cart line in a quantity the product is sold in and within a line's limit; the first that
 * does not is refused by its place in the request and its name, and nothing changes.
 */
export async function addLinesToCart(
  db: Db,
  principal: Principal,
  input: AddLinesToCart,
): Promise<AddLinesToCartResponse> {
  return db.transaction((tx) => addLinesToCartWithin(tx, principal, input));
}

/** The same inside the caller's transaction (order again adds its lines in its own); no lines changes nothing. */
export async function addLinesToCartWithin(
  tx: Tx,
  principal: Principal,
  input: AddLinesToCart,
): Promise<AddLinesToCartResponse> {
  const owner = ownerOf(cartScope(principal, 'add'));
  const lines = sumByProduct(input.lines);
  if (lines.length === 0)
    return { added: 0, cart: toCart(await findCartLines(tx, owner, principal.companyId)) };
  const inCart = await lockLineQuantities(tx, owner);
  const products = await priceLines(tx, principal.companyId, lines);
  lines.forEach((line, i) => {
    const place = input.lines.findIndex((l) => l.productId === line.productId);
    refuseLine(place, products[i] ?? null, (inCart.get(line.productId) ?? 0) + line.quantity);
  });
  await addToLines(tx, owner, lines);
  await publishEvent(tx, { userIds: [owner], type: 'cart.changed', data: {} });
  return {
    added: lines.length,
    cart: toCart(await findCartLines(tx, owner, principal.companyId)),
  };
}

/** Refuses the line at `place` (0-based) whose cart line would hold `total`, naming it; passes a good one. */
function refuseLine(place: number, product: PricedProduct | null, total: number) {
  if (!product)
    throw badRequest(`Line ${place + 1}: that product is not in our catalogue.`, {
      [`lines.${place}.productId`]: 'Not in the catalogue',
    });
  if (total > CART_MAX_LINE_QUANTITY)
    throw badRequest(
      `Line ${place + 1} (${product.name}): a cart line holds at most ${CART_MAX_LINE_QUANTITY.toLocaleString('en-AU')} units. Request a quote for more.`,
      { [`lines.${place}.quantity`]: 'Too many units for one line' },
    );
  const problem = quantityProblem({
    quantity: total,
    packSize: product.packSize,
    minQuantity: product.minOrderQty,
  });
  if (problem)
    throw badRequest(`Line ${place + 1} (${product.name}): ${problem.message}`, {
      [`lines.${place}.quantity`]: problem.message,
    });
}
