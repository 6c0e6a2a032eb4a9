import { type Principal, type QuoteInventory, quoteStockStatus } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { assertStaff } from './quote-guards.ts';
import { findQuote, findQuoteLines } from './quotes.repository.ts';

/** Check Inventory (docs/product/associate-portal.md, Quotes): each line's stock against its quantity, with the stock badge rule of its Products and inventory. */
export async function checkQuoteInventory(
  db: Db,
  caller: Principal,
  quoteId: string,
): Promise<QuoteInventory> {
  assertStaff(caller);
  if (!(await findQuote(db, quoteId))) throw notFound('Quote');
  const lines = await findQuoteLines(db, quoteId);
  return {
    items: lines.map((l) => {
      const stock = l.stockQuantity ?? 0;
      return {
        productId: l.productId,
        productName: l.productName,
        quantity: l.quantity,
        stockQuantity: stock,
        status: quoteStockStatus(stock, l.quantity),
      };
    }),
  };
}
