import { amountOf, type Principal, type QuoteDetail, type quoteDiscountSchema } from '@party/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { assertStaff, lockOpenQuote, publishQuoteChange, quoteLabel } from './quote-guards.ts';
import { readQuote } from './read-quote.ts';
import { repriceQuote } from './reprice-quote.ts';

/**
 * Apply Discount (docs/product/associate-portal.md, Quotes): percentage or fixed, optional promo code; approval redone.
 * Audited with the discount and approval before and after: a discount is a price change.
 */
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
    const priced = await readQuote(tx, quote.id);
    await recordAudit(tx, caller, {
      action: 'quote.discount_applied',
      entity: { id: quote.id, label: quoteLabel(quote) },
      oldValues: {
        discountType: quote.discountType,
        discountValue: quote.discountValue === null ? null : Number(quote.discountValue),
        promoCode: quote.promoCode,
        discountAmount: Number(quote.discountAmount),
        approvalStatus: quote.approvalStatus,
      },
      newValues: {
        discountType: priced.discountType,
        discountValue: priced.discountValue,
        promoCode: priced.promoCode,
        discountAmount: priced.discountAmount,
        approvalStatus: priced.approvalStatus,
      },
    });
    await publishQuoteChange(tx, quote);
    return priced;
  });
}
