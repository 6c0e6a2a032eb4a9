import { amountOf, type bulkAddQuoteItemsSchema, type Principal, type QuoteDetail } from '@party/shared';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { badRequest } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { priceLines } from '../pricing/price-lines.ts';
import { assertStaff, lockOpenQuote, publishQuoteChange, quoteLabel } from './quote-guards.ts';
import { addToLine, findQuote, findQuoteLines, removeLine } from './quotes.repository.ts';
import { readQuote } from './read-quote.ts';
import { repriceQuote } from './reprice-quote.ts';

/** The quote's lines as the audit log keeps them: product name → quantity. */
async function quoteLineQuantities(tx: Tx, quoteId: string): Promise<Record<string, number>> {
  const lines = await findQuoteLines(tx, quoteId);
  return Object.fromEntries(lines.map((l) => [l.productName, l.quantity]));
}

/**
 * Bulk Add (docs/product/associate-portal.md, Quotes): each product's quantity is added to its line (a new line is
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
    const linesBefore = await quoteLineQuantities(tx, quote.id);
    // A new line is priced at the quote's company's prices for the quantity added (ADR 0020 §1).
    const wanted = input.items.filter((i) => i.quantity > 0);
    const priced = await priceLines(tx, quote.companyId, wanted);
    const prices = new Map(priced.flatMap((p) => (p ? [[p.productId, p] as const] : [])));
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
        productId: product.productId,
        productName: product.name,
        quantity: item.quantity,
        pricePerUnit: amountOf(product.unitCents),
      });
    }
    await repriceQuote(tx, quote, [caller.userId]);
    const after = (await findQuote(tx, quote.id))!;
    await recordAudit(tx, caller, {
      action: 'quote.items_changed',
      entity: { id: quote.id, label: quoteLabel(quote) },
      oldValues: {
        lines: linesBefore,
        totalAmount: Number(quote.totalAmount),
        approvalStatus: quote.approvalStatus,
      },
      newValues: {
        lines: await quoteLineQuantities(tx, quote.id),
        totalAmount: Number(after.totalAmount),
        approvalStatus: after.approvalStatus,
      },
    });
    await publishQuoteChange(tx, quote);
    return readQuote(tx, quote.id);
  });
}
