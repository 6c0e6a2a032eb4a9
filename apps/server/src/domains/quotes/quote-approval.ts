import { centsOf, formatCents, type QuoteApprovalFacts, quoteNeedsApproval } from '@party/shared';
import type { Tx } from '../../db/client.ts';
import { notifyApprovers } from '../notifications/notify-approvers.ts';
import { getSettings } from '../settings/get-settings.ts';
import { quoteAuthorIds } from './quote-guards.ts';
import { findActiveThresholds, type QuoteRow } from './quotes.repository.ts';

/**
 * Whether a quote priced like this needs approval now: the shared rule (docs/product/approvals.md)
 * over the active thresholds and the admins' discount share, read in the caller's transaction.
 */
export async function decideQuoteApproval(
  tx: Tx,
  priced: Pick<QuoteApprovalFacts, 'grossCents' | 'discountCents' | 'lines'>,
): Promise<boolean> {
  const [thresholds, settings] = await Promise.all([findActiveThresholds(tx), getSettings(tx)]);
  return quoteNeedsApproval({
    ...priced,
    thresholdCents: thresholds.map(centsOf),
    discountApprovalPercent: settings.quoteDiscountApprovalPercent,
  });
}

/** Bell and email to the finance associates who may approve a quote that now needs it. */
export async function tellQuoteApprovers(
  tx: Tx,
  quote: Pick<QuoteRow, 'id' | 'quoteNumber' | 'customerName' | 'createdBy' | 'pricedBy'> & {
    netCents: number;
  },
): Promise<void> {
  await notifyApprovers(tx, {
    subject: 'quote',
    authorIds: quoteAuthorIds(quote),
    title: `Quote ${quote.quoteNumber} needs your approval`,
    message: `Quote ${quote.quoteNumber} for ${quote.customerName} (${formatCents(quote.netCents)}) is awaiting approval.`,
    actionUrl: `/associate/quotes?quote=${quote.id}`,
  });
}
