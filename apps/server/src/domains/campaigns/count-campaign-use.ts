import type { Tx } from '../../db/client.ts';
import { decrementCampaignUsage, incrementCampaignUsage } from './campaigns.repository.ts';

/**
 * Counts one use of a campaign's code inside the order's transaction, by a guarded update so the
 * last use goes to one order; false when its usage limit was just reached.
 */
export async function countCampaignUse(tx: Tx, campaignId: string): Promise<boolean> {
  return incrementCampaignUsage(tx, campaignId);
}

/**
 * Gives back the use an order counted when it never went ahead: an order awaiting approval that was
 * rejected, expired or withdrawn (docs/product/company-accounts.md, "Approval").
 */
export async function releaseCampaignUse(tx: Tx, campaignId: string): Promise<void> {
  await decrementCampaignUsage(tx, campaignId);
}
