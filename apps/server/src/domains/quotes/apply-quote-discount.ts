import { amountOf, type Principal, type QuoteDetail, type quoteDiscountSchema } from '@party/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { assertStaff, lockOpenQuote, publishQuoteChange } from './quote-guards.ts';
import { readQuote } from './read-quote.ts';
import { repriceQuote } from './reprice-quote.ts';

/** Apply Discount (spec 3 sections 5 and 9): percentage or fixed, optional promo code; approval redone. */
export async function applyQuoteDiscount(
  db: Db,
  caller: Principal,
  quoteId: string,
  input: z.infer<typeof quoteDiscountSchema>,
): Promise<QuoteDetail> {
  assertStaff(caller);
  return db.transaction(async (tx) => {
    const quote = await lockOpenQuote(tx, quoteId);
    await repriceQuote(tx, quote, [caller.userId], {
      discountType: input.discountType,
      discountValue: amountOf(Math.round(input.discountValue * 100)),
      promoCode: input.promoCode?.toUpperCase() || null,
    });
    await publishQuoteChange(tx, quote);
    return readQuote(tx, quote.id);
  });
}
