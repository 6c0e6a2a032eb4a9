import { centsOf, type QuoteApprovalFacts, quoteNeedsApproval } from '@party/shared';
import type { Tx } from '../../db/client.ts';
import { getSettings } from '../settings/get-settings.ts';
import { findActiveThresholds } from './quotes.repository.ts';

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
