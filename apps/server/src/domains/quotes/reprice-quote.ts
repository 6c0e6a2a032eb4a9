import { amountOf, centsOf, quoteDiscountCents } from '@party/shared';
import type { Tx } from '../../db/client.ts';
import { badRequest } from '../../lib/app-error.ts';
import { decideQuoteApproval, tellQuoteApprovers } from './quote-approval.ts';
import { draftAgain } from './quote-guards.ts';
import { findQuoteLines, type QuoteRow, sumLineCents, updateQuote } from './quotes.repository.ts';

// numeric(12,2) holds up to 9,999,999,999.99 AUD.
const MAX_TOTAL_CENTS = 999_999_999_999;

/**
 * Repricing (docs/product/approvals.md), run after every change of lines or discount (inside that change's
 * transaction): the total is the database's own sum of the lines (a client never sends one), the
 * discount is recomputed from its type and value, and requires_approval is decided again by the
 * approval rule (thresholds, discount share, cost; docs/product/approvals.md): true with
 * approval_status pending, else false and null.
 * Whoever priced it joins the quote's pricers, who may not approve it (docs/product/approvals.md);
 * finance is told when it starts to need approval.
 */
export async function repriceQuote(
  tx: Tx,
  quote: QuoteRow,
  pricedBy: readonly string[],
  discount: Pick<QuoteRow, 'discountType' | 'discountValue' | 'promoCode'> = quote,
): Promise<void> {
  const totalCents = await sumLineCents(tx, quote.id);
  if (totalCents > MAX_TOTAL_CENTS)
    throw badRequest('This quote is too large. Split it into several quotes.');
  const discountCents = quoteDiscountCents(totalCents, {
    type: discount.discountType,
    value: discount.discountValue === null ? null : Number(discount.discountValue),
  });
  const lines = await findQuoteLines(tx, quote.id);
  const requiresApproval = await decideQuoteApproval(tx, {
    grossCents: totalCents,
    discountCents,
    lines: lines.map((l) => ({
      priceCents: centsOf(l.pricePerUnit),
      costCents: l.costPerUnit === null ? 0 : centsOf(l.costPerUnit),
    })),
  });
  const pricers = [...new Set([...quote.pricedBy, ...pricedBy])];
  await updateQuote(tx, quote.id, {
    pricedBy: pricers,
    ...draftAgain(quote),
    totalAmount: amountOf(totalCents),
    discountType: discount.discountType,
    discountValue: discount.discountValue,
    promoCode: discount.promoCode,
    discountAmount: amountOf(discountCents),
    requiresApproval,
    approvalStatus: requiresApproval ? 'pending' : null,
    ...(requiresApproval
      ? { approverId: null, approvedAt: null, approvalReason: null, rejectionReason: null }
      : {}),
  });
  // Finance hears of it once, when it starts waiting, not at every change while it waits.
  const wasAwaiting = quote.requiresApproval && quote.approvalStatus === 'pending';
  if (requiresApproval && !wasAwaiting)
    await tellQuoteApprovers(tx, {
      ...quote,
      pricedBy: pricers,
      // The customer's copy no longer matches: a sent or accepted quote is a draft again until it is
      // emailed anew (docs/product/approvals.md).
      ...(quote.status === 'sent' || quote.status === 'accepted' ? { status: 'draft' as const } : {}),
      netCents: totalCents - discountCents + centsOf(quote.deliveryCost),
    });
}
