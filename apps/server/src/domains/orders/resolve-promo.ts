import { FIRST_ORDER_DISCOUNT_PERCENT, FIRST_ORDER_PROMO_CODE } from '@party/shared';
import type { Tx } from '../../db/client.ts';
import type { AppliedPromo, PromoLine, ResolvedPromo } from '../campaigns/apply-campaign.ts';
import { countCampaignUse } from '../campaigns/count-campaign-use.ts';
import { resolveAutoCampaign } from '../campaigns/resolve-auto-campaign.ts';
import { resolveCampaignCode } from '../campaigns/resolve-campaign-code.ts';
import { findOrderHistory, hasEarlierOrder } from './orders.repository.ts';

export type { PromoLine, ResolvedPromo };

/**
 * What a typed promo code is worth to this company on these lines: PARTY20 is 20% off its first
 * order (an orders rule); any other code is a campaign's, and the campaigns domain says whether it
 * applies and what it gives. Returns the reason when the code does not apply, so checkout can refuse
 * it and the summary can show it.
 */
export async function resolvePromo(
  tx: Tx,
  companyId: string,
  code: string,
  lines: PromoLine[],
): Promise<ResolvedPromo> {
  const upper = code.trim().toUpperCase();
  if (upper === FIRST_ORDER_PROMO_CODE) {
    if (await hasEarlierOrder(tx, companyId))
      return {
        ok: false,
        message: `${FIRST_ORDER_PROMO_CODE} is for a first order only, and you have ordered before.`,
      };
    return {
      ok: true,
      code: upper,
      discount: { kind: 'percent', percent: FIRST_ORDER_DISCOUNT_PERCENT },
      campaignId: null,
      campaignName: null,
      autoApplied: false,
      lines,
    };
  }
  return resolveCampaignCode(tx, upper, lines, () => findOrderHistory(tx, companyId));
}

/** With no code typed, the best auto-apply campaign for this cart and company, or null (campaigns decide). */
export async function resolveAutoPromo(
  tx: Tx,
  companyId: string,
  lines: PromoLine[],
  deliveryCents: number,
): Promise<AppliedPromo | null> {
  return resolveAutoCampaign(tx, lines, deliveryCents, () => findOrderHistory(tx, companyId));
}

/** Counts a campaign code's use inside the order's transaction; false when its limit was just reached. */
export async function redeemPromo(tx: Tx, promo: AppliedPromo): Promise<boolean> {
  return promo.campaignId === null || countCampaignUse(tx, promo.campaignId);
}
