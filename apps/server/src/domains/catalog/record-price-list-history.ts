import { amountOf } from '@party/shared';
import type { Tx } from '../../db/client.ts';
import { deletePriceListHistory, insertPriceHistory } from './price-history.repository.ts';

const CHUNK = 1000;

/**
 * A price list's entry changed for these products (docs/product/wholesale-buying.md: every change is
 * in the product's Price History, 'Price list Schools 2027: $4.50 → $4.20'): one history row each,
 * naming the list, with the list's price for the product before and after. The price list's use
 * case has checked who may; this writes inside its transaction.
 */
export async function recordPriceListHistory(
  tx: Tx,
  actor: { userId: string },
  priceListId: string,
  changes: { productId: string; previousCents: number; newCents: number }[],
): Promise<void> {
  for (let i = 0; i < changes.length; i += CHUNK)
    await insertPriceHistory(
      tx,
      changes.slice(i, i + CHUNK).map((change) => ({
        productId: change.productId,
        previousPrice: amountOf(change.previousCents),
        newPrice: amountOf(change.newCents),
        changedBy: actor.userId,
        priceListId,
      })),
    );
}

/**
 * A deleted list's rows leave the history: with the list gone (its id set null) they would read as
 * changes of the product's own price. The list's audit entry keeps what it held.
 */
export async function forgetPriceListHistory(tx: Tx, priceListId: string): Promise<void> {
  await deletePriceListHistory(tx, priceListId);
}
