import { priceOrder } from '@party/shared';
import type { Tx } from '../../db/client.ts';
import { type AppliedPromo, applyCampaign, type PartnerHistoryOf, type PromoLine } from './apply-campaign.ts';
import { findActiveAutoApplyCampaigns } from './campaigns.repository.ts';

/**
 * With no code typed, the best auto-apply campaign this cart and partner qualify for (the one
 * saving the most, delivery included), or null when none does.
 */
export async function resolveAutoCampaign(
  tx: Tx,
  lines: PromoLine[],
  deliveryCents: number,
  historyOf: PartnerHistoryOf,
): Promise<AppliedPromo | null> {
  let best: { promo: AppliedPromo; saving: number } | null = null;
  for (const campaign of await findActiveAutoApplyCampaigns(tx)) {
    const promo = await applyCampaign(campaign, lines, historyOf, true);
    if (!promo.ok) continue;
    const priced = priceOrder(promo.lines, deliveryCents, promo.discount);
    const saving = priced.discountCents + (deliveryCents - priced.deliveryCents);
    if (saving > 0 && (!best || saving > best.saving)) best = { promo, saving };
  }
  return best?.promo ?? null;
}
