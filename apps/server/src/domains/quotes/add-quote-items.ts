import {
  amountOf,
  type bulkAddQuoteItemsSchema,
  centsOf,
  type Principal,
  type QuoteDetail,
} from '@party/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../lib/app-error.ts';
import { listProductPrices } from '../catalog/list-product-prices.ts';
import { assertStaff, lockOpenQuote, publishQuoteChange } from './quote-guards.ts';
import { addToLine, removeLine } from './quotes.repository.ts';
import { readQuote } from './read-quote.ts';
import { repriceQuote } from './reprice-quote.ts';

/**
 * Bulk Add (spec 3 sections 5 and 7): each product's quantity is added to its line (a new line is
 * priced from the catalogue); quantity 0 removes the line. Then the total and approval are redone.
 */
export async function addQuoteItems(
  db: Db,
  caller: Principal,
  quoteId: string,
  input: z.infer<typeof bulkAddQuoteItemsSchema>,
): Promise<QuoteDetail> {
  assertStaff(caller);
  return db.transaction(async (tx) => {
    const quote = await lockOpenQuote(tx, quoteId);
    const prices = new Map(
      (await listProductPrices(tx, [...new Set(input.items.map((i) => i.productId))])).map((p) => [p.id, p]),
    );
    for (const item of input.items) {
      if (item.quantity === 0) {
        await removeLine(tx, quote.id, item.productId);
        continue;
      }
      const product = prices.get(item.productId);
      if (!product)
        throw badRequest('A product chosen is no longer in the catalogue', { items: item.productId });
      await addToLine(tx, {
        quoteId: quote.id,
        productId: product.id,
        productName: product.name,
        quantity: item.quantity,
        pricePerUnit: amountOf(centsOf(product.price)),
      });
    }
    await repriceQuote(tx, quote, [caller.userId]);
    await publishQuoteChange(tx, quote);
    return readQuote(tx, quote.id);
  });
}
