import type { Tx } from '../../db/client.ts';
import {
  applyCampaign,
  type PartnerHistoryOf,
  type PromoLine,
  type ResolvedPromo,
} from './apply-campaign.ts';
import { findCampaignByCode } from './campaigns.repository.ts';

/** What a typed campaign code (upper case) is worth on these lines, or why it does not apply. */
export async function resolveCampaignCode(
  tx: Tx,
  code: string,
  lines: PromoLine[],
  historyOf: PartnerHistoryOf,
): Promise<ResolvedPromo> {
  const campaign = await findCampaignByCode(tx, code);
  if (!campaign)
    return { ok: false, message: `The promo code ${code} is not valid. Check it and try again.` };
  return applyCampaign(campaign, lines, historyOf, false);
}
